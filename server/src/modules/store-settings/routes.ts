/** Store settings: read by everyone (the storefront shows them), changed by admins (decision 0013). */
import { type StoreSettings, storeSettingsSchema } from "@shop/contract";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";

/** The answer always names the hero and banners: null and [] when the owner set none. */
const answer = (value: StoreSettings): StoreSettings => ({
  ...value,
  hero: value.hero ?? null,
  banners: value.banners ?? [],
});

export async function storeSettingsRoutes(app: App) {
  const { guards, settings, db } = app.deps;

  app.get(
    "/public/settings",
    {
      schema: {
        tags: ["settings"],
        summary: "The shop's public settings: name, contact details, home page content, shipping and tax",
        response: { 200: storeSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return answer(await settings.get());
    },
  );

  app.put(
    "/admin/settings",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Change the store settings (admins); orders placed from now on use the new fees",
        ...authed,
        body: storeSettingsSchema,
        response: { 200: storeSettingsSchema, ...errors(400, 401, 403, 415) },
      },
    },
    async (request) => {
      // A body without hero or banners (a client from before them) keeps the stored ones.
      const { hero, banners } = request.body;
      const stored = hero === undefined || banners === undefined ? await settings.readIn(db) : undefined;
      return answer(
        await settings.update({
          ...request.body,
          hero: hero === undefined ? (stored?.hero ?? null) : hero,
          banners: banners === undefined ? (stored?.banners ?? []) : banners,
        }),
      );
    },
  );
}
