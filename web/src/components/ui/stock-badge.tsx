import { LOW_STOCK_THRESHOLD } from "@shop/contract";
import { Badge, type BadgeTone } from "./badge";

export function stockStatus(quantity: number): { label: string; tone: BadgeTone } {
  if (quantity <= 0) return { label: "Out of Stock", tone: "red" };
  if (quantity < LOW_STOCK_THRESHOLD) return { label: "Low Stock", tone: "yellow" };
  return { label: "In Stock", tone: "green" };
}

export function StockBadge({ quantity, className }: { quantity: number; className?: string }) {
  const { label, tone } = stockStatus(quantity);
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}
