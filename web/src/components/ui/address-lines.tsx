import { type AddressFields, addressLines } from "@shop/contract";

/** One address as text lines, in the order the contract gives every screen, mail and paper. */
export function AddressLines({ address, className }: { address: AddressFields; className?: string }) {
  return (
    <address className={className ?? "text-sm leading-6 text-ink-700 not-italic"}>
      {addressLines(address).map((line, i) => (
        <span key={line.part} className={i === 0 ? "block font-medium text-ink-900" : "block"}>
          {line.label && <span className="sr-only">{line.label}: </span>}
          {/* Isolated: "42 Willow Street" stays in its own direction on an Arabic page (decision 0045); a
              phone number, with no letter to tell, is written left to right ("+1 (555)", not "1+ (555)"). */}
          <bdi dir={line.part === "phone" ? "ltr" : undefined}>{line.text}</bdi>
        </span>
      ))}
    </address>
  );
}
