import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { LanguageSwitcher } from "./language-switcher";
import { usePages } from "../../features/pages/api/get-pages";
import { useShopSettings } from "../../lib/shop-settings";
import { BrandMark } from "./brand";
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from "./social-icons";
import { useT } from "../../lib/i18n";

/** The owner's social links (store settings), each shown only when set. */
const socialLinks = [
  { key: "instagram", label: "Instagram", icon: InstagramIcon },
  { key: "facebook", label: "Facebook", icon: FacebookIcon },
  { key: "x", label: "X (Twitter)", icon: XIcon },
  { key: "youtube", label: "YouTube", icon: YoutubeIcon },
] as const;

/** "tel:" link of a phone number as written: digits and a leading + only. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** The shop's links, their texts in the page's language (docs/decisions/0045-languages-and-messages.md). */
const shopLinks = [
  { to: "/products", key: "footerAllProducts" },
  { to: "/categories", key: "navCategories" },
  { to: "/products?sort=newest", key: "footerNewArrivals" },
  { to: "/cart", key: "footerCart" },
] as const;

const companyLinks = [
  { to: "/about", label: "About Us" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
] as const;

const linkClasses = "text-sm text-ink-300 transition-colors hover:text-white";

export function Footer() {
  const year = new Date().getFullYear();
  const shopSettings = useShopSettings();
  const t = useT();
  const { tagline, contactAddress, contactPhone, contactEmail, social } = shopSettings;
  const socials = socialLinks.filter((link) => social[link.key] !== "");
  // The owner's own pages after the three (decision 0037); the three show before the list arrives.
  const ownPages = (usePages().data?.content ?? []).filter((page) => !page.builtIn);
  const hasContact = contactAddress !== "" || contactPhone !== "" || contactEmail !== "";
  return (
    <footer className="mt-auto bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-4">
          <Link to="/" className="flex w-fit items-center gap-2.5 rounded-control">
            <BrandMark />
            <span className="font-display text-xl font-semibold text-white">{shopSettings.shopName}</span>
          </Link>
          {tagline && (
            <p dir="auto" className="max-w-xs text-sm leading-relaxed">
              {tagline}
            </p>
          )}
          {socials.length > 0 && (
            <ul className="flex gap-2">
              {socials.map(({ key, label, icon: Icon }) => (
                <li key={key}>
                  <a
                    href={social[key]}
                    aria-label={label}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-9 items-center justify-center rounded-full bg-white/5 text-ink-300 transition-colors hover:bg-brand-500 hover:text-ink-950"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={t("footerShop")}>
          <h2 className="text-sm font-semibold text-white">{t("footerShop")}</h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {shopLinks.map(({ to, key }) => (
              <li key={key}>
                <Link to={to} className={linkClasses}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footerCompany")}>
          <h2 className="text-sm font-semibold text-white">{t("footerCompany")}</h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {[...companyLinks, ...ownPages.map((page) => ({ to: page.path, label: page.title }))].map(
              ({ to, label }) => (
                <li key={to}>
                  <Link to={to} className={linkClasses}>
                    {label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        {hasContact && (
          <div>
            <h2 className="text-sm font-semibold text-white">{t("footerContact")}</h2>
            {/* What the owner wrote keeps its own direction on a right-to-left page (decision 0045). */}
            <address className="mt-4 flex flex-col gap-2.5 text-sm not-italic">
              {contactAddress && (
                <span className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <bdi>{contactAddress}</bdi>
                </span>
              )}
              {contactPhone && (
                <a href={telHref(contactPhone)} className={`flex items-center gap-2 ${linkClasses}`}>
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
                  <bdi>{contactPhone}</bdi>
                </a>
              )}
              {contactEmail && (
                <a href={`mailto:${contactEmail}`} className={`flex items-center gap-2 ${linkClasses}`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
                  <bdi>{contactEmail}</bdi>
                </a>
              )}
            </address>
          </div>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 sm:px-6 lg:px-8">
          <p className="text-xs text-ink-400">{t("footerRights", { year, shopName: shopSettings.shopName })}</p>
          <LanguageSwitcher tone="dark" />
        </div>
      </div>
    </footer>
  );
}
