/** The home page's sections: the hero, the banners, Why Choose Us and the section headings. */
import type { Banner, ReasonIcon } from "@shop/contract";
import { ArrowRight, Gift, Heart, Leaf, type LucideIcon, ShieldCheck, Sparkles, Star, Tag, Truck } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui";
import { useShopSettings } from "../../../lib/shop-settings";

const REASON_ICON: Record<ReasonIcon, LucideIcon> = {
  star: Star,
  truck: Truck,
  heart: Heart,
  shield: ShieldCheck,
  tag: Tag,
  sparkles: Sparkles,
  leaf: Leaf,
  gift: Gift,
};

export function SectionHeading({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <div>
        <h2 className="font-display text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{title}</h2>
        {subtitle && <p className="mt-1 text-sm text-ink-500 sm:text-base">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}

/**
 * The top of the home page: the owner's hero from the store settings (headline, text, button,
 * picture), else the shop's name and tagline. Pictures are the hero's own, else the shop's real
 * product pictures; nothing is shown in place of a picture the shop does not have.
 */
export function Hero({ images, hasCategories }: { images: string[]; hasCategories: boolean }) {
  const shopSettings = useShopSettings();
  const hero = shopSettings.hero ?? null;
  const headline = hero?.headline || shopSettings.shopName;
  const text = hero ? hero.text : shopSettings.tagline;
  const pictures = hero?.image ? [hero.image] : images;
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(245_158_11/0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(180_83_9/0.35),transparent_40%)]"
      />
      <div
        className={`relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 lg:py-24 ${pictures.length > 0 ? "lg:grid-cols-[1.1fr_1fr]" : ""}`}
      >
        <div>
          <h1 className="font-display text-4xl leading-[1.05] font-semibold tracking-tight sm:text-5xl lg:text-6xl">
            {headline}
          </h1>
          {text && <p className="mt-5 max-w-xl text-base leading-relaxed text-ink-300 sm:text-lg">{text}</p>}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {hero?.ctaLabel && hero.ctaUrl ? (
              <ShopLink to={hero.ctaUrl} className={buttonClasses({ variant: "accent", size: "lg" })}>
                {hero.ctaLabel}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </ShopLink>
            ) : (
              <Link to="/products" className={buttonClasses({ variant: "accent", size: "lg" })}>
                Shop Now
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
            )}
            {hasCategories && (
              <Link
                to="/categories"
                className={buttonClasses({
                  variant: "secondary",
                  size: "lg",
                  className: "border-white/25 bg-white/5 text-white hover:border-white/40 hover:bg-white/10",
                })}
              >
                Explore Collection
              </Link>
            )}
          </div>
        </div>
        {pictures.length > 0 && (
          <div className="relative">
            <div className={pictures.length === 1 ? "grid grid-cols-1" : "grid grid-cols-2 gap-3 sm:gap-4"}>
              {pictures.map((src, i) => (
                <div
                  key={src}
                  className={`overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 ${pictures.length === 1 ? "aspect-[4/3]" : "aspect-square"} ${i % 2 === 1 ? "translate-y-6" : ""}`}
                >
                  <img
                    src={src}
                    alt=""
                    className="size-full object-cover"
                    loading="eager"
                    fetchPriority={i === 0 ? "high" : undefined}
                    decoding="async"
                  />
                </div>
              ))}
            </div>
            {shopSettings.whyChooseUs.length > 0 && (
              <div className="mt-10 rounded-card bg-white p-4 text-ink-900 shadow-raised sm:absolute sm:-right-2 sm:-bottom-6 sm:mt-0">
                <WhyChooseUs />
              </div>
            )}
          </div>
        )}
        {pictures.length === 0 && shopSettings.whyChooseUs.length > 0 && (
          <div className="rounded-card bg-white p-4 text-ink-900 shadow-raised">
            <WhyChooseUs />
          </div>
        )}
      </div>
    </section>
  );
}

export function WhyChooseUs() {
  const shopSettings = useShopSettings();
  return (
    <>
      <h2 className="text-sm font-semibold">Why Choose Us</h2>
      <ul className="mt-2 flex flex-col gap-1.5">
        {shopSettings.whyChooseUs.map(({ icon, title, text }) => {
          const Icon = REASON_ICON[icon];
          return (
            <li key={title} className="flex items-center gap-2 text-sm text-ink-700" title={text}>
              <Icon aria-hidden="true" className="size-4 text-brand-600" />
              {title}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A link the owner set: a path of the shop stays in the app, an address elsewhere is a plain link. */
export function ShopLink({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) {
  return to.startsWith("/") ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** The owner's promotional banners (store settings); none set, none shown. */
export function Banners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  const looks = [
    "bg-gradient-to-br from-sky-900 to-indigo-950 text-white",
    "bg-gradient-to-br from-brand-500 to-orange-600 text-ink-950",
  ];
  return (
    <section aria-label="Promotions" className="grid gap-5 md:grid-cols-2">
      {banners.map((banner, i) => {
        const body = (
          <>
            {banner.image && (
              <img
                src={banner.image}
                alt=""
                className="absolute inset-0 size-full object-cover opacity-25"
                loading="lazy"
              />
            )}
            <span className="relative block">
              <span className="mt-2 block font-display text-2xl font-semibold sm:text-3xl">{banner.title}</span>
              {banner.text && <span className="mt-2 block max-w-xs text-sm">{banner.text}</span>}
              {banner.url && (
                <span className="mt-6 inline-flex items-center gap-1 text-sm font-semibold">
                  Shop now
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                  />
                </span>
              )}
            </span>
          </>
        );
        const className = `group relative block overflow-hidden rounded-card p-8 shadow-card ${looks[i % looks.length]}`;
        return banner.url ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in the owner's order
          <ShopLink key={i} to={banner.url} className={className}>
            {body}
          </ShopLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in the owner's order
          <div key={i} className={className}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
