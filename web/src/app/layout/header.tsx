import { NavLink } from "react-router";
import { buttonClasses } from "../../components/ui";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/use-session";
import { mainLinks } from "./account-links";
import { BrandLink } from "./brand";
import { CartLink } from "./cart-link";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";
import { UserMenu } from "./user-menu";
import { useT } from "../../lib/i18n";

export function Header() {
  const { isAuthenticated } = useSession();
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-8 lg:px-8">
        <BrandLink />
        <nav aria-label={t("navMain")} className="hidden items-center gap-1 md:flex">
          {mainLinks.map(({ to, key }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  "rounded-full px-3 py-2 text-sm font-medium transition-colors",
                  isActive ? "bg-ink-100 text-ink-900" : "text-ink-600 hover:text-ink-900",
                )
              }
            >
              {t(key)}
            </NavLink>
          ))}
        </nav>
        <div className="hidden flex-1 justify-center md:flex">
          <SearchBox className="w-full max-w-md" />
        </div>
        <div className="ms-auto flex items-center gap-1.5">
          <LanguageSwitcher tone="light" compact className="hidden sm:block" />
          <div className="hidden md:block">
            {isAuthenticated ? (
              <UserMenu />
            ) : (
              <NavLink
                to="/login"
                className={buttonClasses({ variant: "primary", size: "md", className: "rounded-full" })}
              >
                {t("login")}
              </NavLink>
            )}
          </div>
          <CartLink />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
