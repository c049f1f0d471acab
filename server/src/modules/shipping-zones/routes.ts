/** Shipping zones: read and replaced by admins; the public settings carry them for the storefront. */
import { shippingZoneSchema, shippingZonesSchema } from "@shop/contract";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { changeShippingZones, zonesOf } from "./shipping-zones.js";

export async function shippingZonesRoutes(app: App) {
  const { guards, settings } = app.deps;
  const answer = z.array(shippingZoneSchema);

  app.get(
    "/admin/shipping-zones",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "The shop's shipping zones (admins): empty when the settings' one fee ships everywhere",
        ...authed,
        response: { 200: answer, ...errors(401, 403) },
      },
    },
    async () => zonesOf(await settings.get()),
  );

  app.put(
    "/admin/shipping-zones",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary:
          "Replace the shipping zones (admins): each with its countries, fee and free-over threshold, at most one for everywhere else; [] ships everywhere for the settings' fee",
        ...authed,
        body: shippingZonesSchema,
        response: { 200: answer, ...errors(400, 401, 403, 415) },
      },
    },
    async (request) => changeShippingZones(settings, request.body),
  );
}
