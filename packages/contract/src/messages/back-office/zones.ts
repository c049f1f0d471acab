/**
 * The admin's Shipping zones screen: each zone's countries, fee and free-over threshold.
 * Their other languages are in this folder's de.json, es.json and ar.json (docs/decisions/0045-languages-and-messages.md).
 */
export const ZONES = {
  zonesTitle: "Shipping zones",
  zonesIntro:
    "Where you ship and what it costs: each zone's countries pay its fee, free over its threshold. An address in no zone cannot check out.",
  zonesLoading: "Loading the shipping zones",
  zonesLoadFailed: "Failed to load the shipping zones",
  zonesSaveFailed: "Failed to save the shipping zones",
  zonesSaved: "Shipping zones saved. Orders placed from now on pay the fee of their address's zone.",
  zonesNone:
    "No zones: every address pays the shipping fee of the store settings. Add a zone to charge by country and to ship only where you choose.",
  zonesNameN: (n: string | number) => `Zone ${n} name`,
  zonesElsewhere: "Everywhere else (every country no other zone names)",
  zonesCountries: "Countries",
  zonesCountriesHint: "Two-letter codes, e.g. DE, AT, FR",
  zonesRemoveN: (n: string | number) => `Remove zone ${n}`,
  zonesAdd: "Add a zone",
  zonesSave: "Save zones",
} as const;
