/** Store settings: read by everyone (the storefront shows them), changed by admins (decision 0013). */
import { storeSettingsInputSchema, storeSettingsSchema } from "@shop/contract";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { changeStoreSettings, settingsAnswer } from "./store-settings.js";
import { paymentSettingsOf } from "../ledger/payment-settings.js";

export async function storeSettingsRoutes(app: App) {
  const { guards, settings, db } = app.deps;

  app.get(
    "/public/settings",
    {
      schema: {
        tags: ["settings"],
        summary:
          "The shop's public settings: name, contact details, home page content, shipping and tax, its currency (with its decimals) and country, and how a shopper may pay (paymentMethods)",
        response: { 200: storeSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      const answer = settingsAnswer(await settings.get());
      // How a shopper may pay, once Stripe's keys are set (docs/decisions/0050); without them the
      // answer is as before and the shop takes cash on delivery.
      if (!app.deps.config.stripe) return answer;
      return { ...answer, paymentMethods: (await paymentSettingsOf(app.deps)).paymentMethods };
    },
  );

  app.put(
    "/admin/settings",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary:
          "Change the store settings (admins); orders placed from now on use the new fees. The currency cannot change once the shop has orders (409)",
        ...authed,
        body: storeSettingsInputSchema,
        response: { 200: storeSettingsSchema, ...errors(400, 401, 403, 409, 415) },
      },
    },
    async (request) => changeStoreSettings({ settings, db }, request.body),
  );
}
