/**
 * Tracking links of the well-known carriers (docs/product/api.md §7): a seller types the carrier's
 * name as they know it ("Royal Mail", "royalmail", "FedEx"); a known one gives the customer a link to
 * the carrier's own tracking page, any other carrier is shown by name and number only.
 */

/** The carriers the shop links to: a name as shown, and its tracking page for a number. */
export const CARRIERS: readonly { name: string; keys: readonly string[]; url: (number: string) => string }[] = [
  { name: "UPS", keys: ["ups"], url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  {
    name: "USPS",
    keys: ["usps", "unitedstatespostalservice"],
    url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  { name: "FedEx", keys: ["fedex", "federalexpress"], url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  {
    name: "DHL",
    keys: ["dhl", "dhlexpress"],
    url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  {
    name: "Royal Mail",
    keys: ["royalmail"],
    url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  {
    name: "Canada Post",
    keys: ["canadapost", "postescanada"],
    url: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  },
  { name: "DPD", keys: ["dpd"], url: (n) => `https://track.dpd.co.uk/parcels/${n}` },
  {
    name: "Australia Post",
    keys: ["australiapost", "auspost"],
    url: (n) => `https://auspost.com.au/mypost/track/details/${n}`,
  },
];

const keyOf = (carrier: string) => carrier.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The carrier's tracking page for this number, or null for a carrier the shop does not know. */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  if (!carrier || !trackingNumber) return null;
  const key = keyOf(carrier);
  const known = CARRIERS.find((c) => c.keys.includes(key));
  return known ? known.url(encodeURIComponent(trackingNumber.replace(/\s+/g, ""))) : null;
}
