import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useHref, useNavigate } from "react-router";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n";

/**
 * Header search: a GET form to /products?search=… (decision 0025), so it works before the app has
 * loaded; once it runs, it navigates without a reload, ignores blank input and clears itself.
 */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const t = useT();
  // The page's language prefix with it, for the form sent without the app (decision 0045).
  const productsHref = useHref("/products");
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field's own value: what was typed before the app ran counts too.
    const keyword = String(new FormData(event.currentTarget).get("search") ?? text).trim();
    if (!keyword) return;
    void navigate(`/products?${new URLSearchParams({ search: keyword })}`);
    setText("");
    onSearch?.();
  }

  return (
    <search className={cn("relative block", className)}>
      <form method="get" action={productsHref} onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          id={inputId}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          className="h-10 w-full rounded-full border border-ink-200 bg-ink-50 pe-11 ps-4 text-sm text-ink-900 placeholder:text-ink-400 transition-colors hover:border-ink-300 focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30"
        />
        <button
          type="submit"
          aria-label={t("searchButton")}
          className="absolute top-1 end-1 flex size-8 cursor-pointer items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-ink-200/60 hover:text-ink-900"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
      </form>
    </search>
  );
}
