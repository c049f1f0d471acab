import { LOW_STOCK_THRESHOLD } from "@shop/contract";
import { Badge, type BadgeTone } from "./badge";
import { useT } from "../../lib/i18n";

/** A quantity's badge: its English label, its text's key (docs/decisions/0045-languages-and-messages.md), its tone. */
export function stockStatus(quantity: number): {
  label: string;
  key: "stockOut" | "stockLow" | "stockIn";
  tone: BadgeTone;
} {
  if (quantity <= 0) return { label: "Out of Stock", key: "stockOut", tone: "red" };
  if (quantity < LOW_STOCK_THRESHOLD) return { label: "Low Stock", key: "stockLow", tone: "yellow" };
  return { label: "In Stock", key: "stockIn", tone: "green" };
}

export function StockBadge({ quantity, className }: { quantity: number; className?: string }) {
  const { key, tone } = stockStatus(quantity);
  const t = useT();
  return (
    <Badge tone={tone} className={className}>
      {t(key)}
    </Badge>
  );
}
