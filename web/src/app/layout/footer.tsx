import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { shopConfig } from "../../lib/config";
import { BrandMark } from "./brand";
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from "./social-icons";

const socialLinks = [
  { href: "https://www.instagram.com/", label: "Instagram", icon: InstagramIcon },
  { href: "https://www.facebook.com/", label: "Facebook", icon: FacebookIcon },
  { href: "https://x.com/", label: "X (Twitter)", icon: XIcon },
  { href: "https://www.youtube.com/", label: "YouTube", icon: YoutubeIcon },
] as const;

const shopLinks = [
  { to: "/products", label: "All Products" },
  { to: "/categories", label: "Categories" },
  { to: "/products?sort=newest", label: "New Arrivals" },
  { to: "/cart", label: "Cart" },
] as const;

const companyLinks = [
  { to: "/about", label: "About Us" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
] as const;

const linkClasses = "text-sm text-ink-300 transition-colors hover:text-white";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-4">
          <Link to="/" className="flex w-fit items-center gap-2.5 rounded-control">
            <BrandMark />
            <span className="font-display text-xl font-semibold text-white">{shopConfig.shopName}</span>
          </Link>
          <p className="max-w-xs text-sm leading-relaxed">
            Thoughtfully made products that blend style, quality and sustainability — delivered to your door.
          </p>
          <ul className="flex gap-2">
            {socialLinks.map(({ href, label, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
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
        </div>
        <nav aria-label="Shop">
          <h2 className="text-sm font-semibold text-white">Shop</h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {shopLinks.map(({ to, label }) => (
              <li key={label}>
                <Link to={to} className={linkClasses}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold text-white">Company</h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {companyLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClasses}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <address className="mt-4 flex flex-col gap-2.5 text-sm not-italic">
            <span className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              123 Market Street, Springfield, 12345
            </span>
            <a href="tel:+15550100200" className={`flex items-center gap-2 ${linkClasses}`}>
              <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              +1 (555) 010-0200
            </a>
            <a href="mailto:hello@example.com" className={`flex items-center gap-2 ${linkClasses}`}>
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              hello@example.com
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-ink-400 sm:px-6 lg:px-8">
          © {year} {shopConfig.shopName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
