import type { Address } from "@shop/contract";

/** One address as text lines. */
export function AddressLines({
  address,
  className,
}: {
  address: Pick<Address, "street" | "apartmentNumber" | "city" | "state" | "country" | "zipCode"> &
    Partial<Pick<Address, "fullName" | "phone">>;
  className?: string;
}) {
  return (
    <address className={className ?? "text-sm leading-6 text-ink-700 not-italic"}>
      {address.fullName && <span className="block font-medium text-ink-900">{address.fullName}</span>}
      <span className={address.fullName ? "block" : "block font-medium text-ink-900"}>{address.street}</span>
      {address.apartmentNumber && <span className="block">{address.apartmentNumber}</span>}
      <span className="block">
        {address.city}, {address.state} {address.zipCode}
      </span>
      <span className="block">{address.country}</span>
      {address.phone && (
        <span className="block">
          <span className="sr-only">Phone: </span>
          {address.phone}
        </span>
      )}
    </address>
  );
}
