/** The zones form's values: what the inputs hold (countries and amounts as typed text). */
import { type ShippingZone, type ShippingZones, shippingZonesSchema } from "@shop/contract";
import { z } from "zod";
import { typedNumber } from "../../../lib/form";

export interface ZoneValues {
  name: string;
  /** Country codes as typed: "DE, AT FR". */
  countries: string;
  everywhereElse: boolean;
  fee: string;
  freeShippingThreshold: string;
}
export interface ZonesFormValues {
  zones: ZoneValues[];
}

/** The form checks the request's own schema, wrapped so its paths ("zones.0.fee") are the fields'. */
export const zonesFormSchema = z.object({ zones: shippingZonesSchema });

export const NEW_ZONE: ZoneValues = {
  name: "",
  countries: "",
  everywhereElse: false,
  fee: "",
  freeShippingThreshold: "",
};

export const toValues = (zones: readonly ShippingZone[]): ZonesFormValues => ({
  zones: zones.map((z) => ({
    name: z.name,
    countries: z.countries.join(", "),
    everywhereElse: z.everywhereElse,
    fee: String(z.fee),
    freeShippingThreshold: z.freeShippingThreshold === null ? "" : String(z.freeShippingThreshold),
  })),
});

/** Codes split on commas and spaces, upper-cased: "de, at" → ["DE", "AT"]. */
export const codesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

export const toRequest = (values: ZonesFormValues): { zones: ShippingZones } => ({
  zones: values.zones.map((z) => ({
    name: z.name,
    countries: z.everywhereElse ? [] : codesOf(z.countries),
    everywhereElse: z.everywhereElse,
    fee: typedNumber(z.fee) as number,
    freeShippingThreshold:
      z.freeShippingThreshold.trim() === "" ? null : (typedNumber(z.freeShippingThreshold) as number),
  })),
});
