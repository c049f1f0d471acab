import { type Language, LANGUAGE_NAMES } from "@shop/contract";
import { useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { useLanguage, useT } from "../../lib/i18n";
import { useShopSettings } from "../../lib/shop-settings";

/**
 * The page in the shop's other languages (docs/decisions/0045-languages-and-messages.md): plain links,
 * so they work without JavaScript and load the page in the language they name. Every language's link
 * carries its prefix, the default's too: the server remembers the choice and leads from `/en/…` to the
 * page without it. Nothing when the shop offers one language.
 */
export function LanguageSwitcher({
  tone,
  compact = false,
  className,
}: {
  tone: "light" | "dark";
  /** Codes (EN, DE) in place of the names, each named for screen readers: the header's width. */
  compact?: boolean;
  className?: string;
}) {
  const { languages } = useShopSettings();
  const current = useLanguage();
  const t = useT();
  const { pathname, search } = useLocation();
  if (languages.length < 2) return null;
  const href = (code: Language) => `/${code}${pathname === "/" ? "" : pathname}${search}`;
  return (
    <nav aria-label={t("languageSwitcher")} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {languages.map((code) => (
          <li key={code}>
            <a
              href={href(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? "true" : undefined}
              aria-label={compact ? LANGUAGE_NAMES[code] : undefined}
              className={cn(
                "inline-flex min-h-9 items-center rounded-full px-2.5 text-sm font-medium transition-colors",
                tone === "light"
                  ? code === current
                    ? "bg-ink-100 text-ink-900"
                    : "text-ink-600 hover:text-ink-900"
                  : code === current
                    ? "bg-white/10 text-white"
                    : "text-ink-300 hover:text-white",
              )}
            >
              {compact ? code.toUpperCase() : LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
