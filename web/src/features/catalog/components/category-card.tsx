import type { Category } from "@shop/contract";
import {
  ArrowRight,
  Baby,
  BookOpen,
  Dumbbell,
  Gem,
  Laptop,
  type LucideIcon,
  Shirt,
  Sofa,
  Sparkles,
  Tag,
  ToyBrick,
  Utensils,
} from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";

const ICONS: Array<[RegExp, LucideIcon]> = [
  [/electr|tech|computer|phone|gadget/i, Laptop],
  [/fashion|cloth|apparel|wear|shoe/i, Shirt],
  [/home|furniture|decor|living/i, Sofa],
  [/beauty|health|care|cosmetic/i, Sparkles],
  [/sport|fitness|outdoor/i, Dumbbell],
  [/book|stationer/i, BookOpen],
  [/toy|game/i, ToyBrick],
  [/kitchen|food|grocer|dining/i, Utensils],
  [/jewel|access|watch/i, Gem],
  [/baby|kid/i, Baby],
];

const TINTS = [
  "from-amber-50 to-orange-100 text-amber-700",
  "from-sky-50 to-indigo-100 text-sky-700",
  "from-emerald-50 to-teal-100 text-emerald-700",
  "from-rose-50 to-pink-100 text-rose-700",
  "from-violet-50 to-purple-100 text-violet-700",
  "from-stone-50 to-stone-200 text-stone-700",
];

export function categoryIcon(name: string): LucideIcon {
  return ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? Tag;
}

/** A category tile linking to /products?category={categoryId}. */
export function CategoryCard({ category, className }: { category: Category; className?: string }) {
  const Icon = categoryIcon(category.categoryName);
  const tint = TINTS[category.categoryId % TINTS.length];
  return (
    <Link
      to={`/products?category=${category.categoryId}`}
      className={cn(
        "group flex h-full items-center gap-4 rounded-card border border-ink-200/70 bg-white p-4 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-raised",
        className,
      )}
    >
      <span className={cn("flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br", tint)}>
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-base font-semibold text-ink-900">{category.categoryName}</span>
        <span className="mt-0.5 flex items-center gap-1 text-sm text-ink-500 group-hover:text-brand-700">
          Shop now{" "}
          <ArrowRight
            aria-hidden="true"
            className="size-3.5 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </span>
      </span>
    </Link>
  );
}
