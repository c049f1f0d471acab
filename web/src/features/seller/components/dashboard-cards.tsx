/** The dashboard's cards beside the chart: cash on delivery, orders to ship, top products and stock. */
import { DASHBOARD_DEFAULT_RANGE, describeVariant, LOW_STOCK_BELOW, ROLES, type SellerDashboard } from "@shop/contract";
import { ArrowRight, Banknote, PackageX, Truck } from "lucide-react";
import { Link } from "react-router";
import { Badge, Card, CardBody, CardHeader, CardTitle, Skeleton } from "../../../components/ui";
import { useSession } from "../../../lib/use-session";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useMoney } from "../../../lib/shop-settings";

export function CashCard({ data }: { data: SellerDashboard | undefined }) {
  const t = useBackOfficeT();
  const money = useMoney();
  const cod = data?.cashOnDelivery;
  const total = (cod?.collectedCents ?? 0) + (cod?.toCollectCents ?? 0);
  const share = total === 0 ? 0 : Math.round(((cod?.collectedCents ?? 0) / total) * 100);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Banknote aria-hidden="true" className="size-4 text-ink-500" />
          {t("cardCash")}
        </CardTitle>
        <p className="text-xs text-ink-500">{t("cardCashRange", { days: data?.days ?? DASHBOARD_DEFAULT_RANGE })}</p>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">
        {!cod ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div>
                <dt className="text-xs text-ink-500">{t("cardToCollect")}</dt>
                <dd className="text-lg font-semibold text-ink-900 tabular-nums">
                  {money.formatMinor(cod.toCollectCents)}
                </dd>
                <dd className="text-xs text-ink-500">{t("cardNotDelivered", { n: cod.toCollectOrders })}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-500">{t("cardCollected")}</dt>
                <dd className="text-lg font-semibold text-emerald-700 tabular-nums">
                  {money.formatMinor(cod.collectedCents)}
                </dd>
                <dd className="text-xs text-ink-500">{t("cardDelivered", { n: cod.collectedOrders })}</dd>
              </div>
            </dl>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-brand-100">
              <div className="h-full rounded-full bg-emerald-500" style={{ width: `${share}%` }} />
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}

export function ToShipCard({ data }: { data: SellerDashboard | undefined }) {
  const t = useBackOfficeT();
  const money = useMoney();
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 text-ink-500" />
          {t("cardToShip")}
        </CardTitle>
        {data && (
          <Badge tone={data.toShip.count > 0 ? "yellow" : "green"}>
            {t("ordersCountShort", { n: data.toShip.count })}
          </Badge>
        )}
      </CardHeader>
      <CardBody className="flex flex-col gap-2">
        {!data ? (
          <Skeleton className="h-20 w-full" />
        ) : data.toShip.count === 0 ? (
          <p className="text-sm text-ink-500">{t("cardNothingToShip")}</p>
        ) : (
          <>
            <p className="text-xs text-ink-500">{t("cardOldestFirst")}</p>
            <ul aria-label={t("cardOldestList")} className="flex flex-col gap-1.5">
              {data.toShip.oldest.map((o) => (
                <li key={o.orderId} className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">
                    <bdi className="font-medium text-ink-900">#{o.orderId}</bdi>{" "}
                    <span className="text-ink-500">{money.date(o.orderDate)}</span>
                  </span>
                  <span className="tabular-nums text-ink-700">{money.formatMinor(o.amountCents)}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/seller/orders"
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              {t("cardShipOrders")}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </>
        )}
      </CardBody>
    </Card>
  );
}

export function TopProductsCard({ data }: { data: SellerDashboard | undefined }) {
  const t = useBackOfficeT();
  const money = useMoney();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t("cardTopProducts")}</CardTitle>
        <p className="text-xs text-ink-500">{t("cardTopRange", { days: data?.days ?? DASHBOARD_DEFAULT_RANGE })}</p>
      </CardHeader>
      <CardBody>
        {!data ? (
          <Skeleton className="h-32 w-full" />
        ) : data.topProducts.length === 0 ? (
          <p className="text-sm text-ink-500">{t("cardNoSales", { days: data.days })}</p>
        ) : (
          <ol aria-label={t("cardTopList")} className="flex flex-col gap-2">
            {data.topProducts.map((p, i) => (
              <li key={`${p.productId}-${p.variantId ?? 0}`} className="flex items-center gap-3 text-sm">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-100 text-xs font-semibold text-ink-700">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink-900">{p.productName}</span>
                  <span className="text-xs text-ink-500">
                    {describeVariant(p.options) ? `${describeVariant(p.options)} · ` : ""}
                    {t("cardUnitsSold", { n: p.unitsSold })}
                  </span>
                </span>
                <span className="font-semibold text-ink-900 tabular-nums">{money.formatMinor(p.revenueCents)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

type StockItem = SellerDashboard["lowStock"]["products"][number];

/** "T-shirt (Size: M · Color: Blue)": which variant an alert is about. */
const withVariant = (p: StockItem) =>
  describeVariant(p.options) ? `${p.productName} (${describeVariant(p.options)})` : p.productName;

function StockList({
  title,
  list,
  tone,
  canEdit,
}: {
  title: string;
  list: SellerDashboard["lowStock"];
  tone: "yellow" | "red";
  canEdit: boolean;
}) {
  const t = useBackOfficeT();
  const more = list.count - list.products.length;
  const linkOf = (p: StockItem) => (canEdit ? `/seller/products?edit=${p.productId}` : `/products/${p.productId}`);
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-ink-700">
        {title} <span className="font-normal text-ink-500">({list.count})</span>
      </h3>
      {list.count === 0 ? (
        <p className="text-sm text-ink-500">{t("cardNone")}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-1.5">
          {list.products.map((p) => (
            <li key={`${p.productId}-${p.variantId ?? 0}`} className="flex items-center gap-2 text-sm">
              <Link
                to={linkOf(p)}
                aria-label={t(canEdit ? "cardEditItem" : "cardViewItem", { name: withVariant(p) })}
                className="min-w-0 flex-1 truncate font-medium text-brand-700 hover:text-brand-800 hover:underline"
              >
                {p.productName}
                {describeVariant(p.options) && (
                  <span className="font-normal text-ink-500"> · {describeVariant(p.options)}</span>
                )}
              </Link>
              <Badge tone={tone}>{p.quantity === 0 ? t("cardSoldOut") : t("cardLeft", { n: p.quantity })}</Badge>
            </li>
          ))}
          {more > 0 && <li className="text-xs text-ink-500">{t("cardMore", { n: more })}</li>}
        </ul>
      )}
    </div>
  );
}

export function StockCard({ data }: { data: SellerDashboard | undefined }) {
  const t = useBackOfficeT();
  const { hasRole } = useSession();
  // An admin without the seller role sees the whole shop but edits only their own products.
  const canEdit = hasRole(ROLES.seller);
  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackageX aria-hidden="true" className="size-4 text-ink-500" />
          {t("cardStock")}
        </CardTitle>
        <p className="text-xs text-ink-500">
          {t("cardStockHint", { below: LOW_STOCK_BELOW })} {canEdit ? t("cardStockRestock") : ""}
        </p>
      </CardHeader>
      <CardBody>
        {!data ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2">
            <StockList title={t("cardLowStock")} list={data.lowStock} tone="yellow" canEdit={canEdit} />
            <StockList title={t("cardSoldOut")} list={data.soldOut} tone="red" canEdit={canEdit} />
          </div>
        )}
      </CardBody>
    </Card>
  );
}
