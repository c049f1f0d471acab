/**
 * POST /cart/add, outside /api: the storefront's "Add to Cart" form (decision 0025). Before the web
 * app has loaded, a tap submits a plain form (productId, variantId when the product has several,
 * quantity); the answer is 303 to /cart?add=<productId>.<variantId or 0>.<quantity>, where the cart
 * page adds the line to the guest cart or the signed-in cart once it runs, with the same calls as a
 * tap after loading. Nothing is stored here: the form only carries the shopper's intent to the page.
 * Bad input answers 400 with a short page, never a 5xx.
 *
 * A page in another language than the shop's default posts to its own prefix (`/de/cart/add`,
 * docs/decisions/0045-languages-and-messages.md) and is answered with the cart under it
 * (`/de/cart?add=…`), the problem page in its language; a prefix of a language the shop does not
 * offer (or the default's) leads to the cart without one.
 */
import {
  isShippedLanguage,
  type Language,
  languagePrefix,
  readAddToCartForm,
  textDirection,
  writePendingAdd,
} from "@shop/contract";
import { t } from "@shop/contract/messages/catalogs";
import { notFoundBody } from "../../core/errors.js";
import { escapeHtmlText } from "../../core/escape.js";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../core/deps.js";

const FORM = "application/x-www-form-urlencoded";
/** Three small numbers: anything longer is not this form. */
const BODY_LIMIT = 1024;

const problemPage = (language: Language, prefix: string) => {
  const title = escapeHtmlText(t(language, "cartForm.notAdded"));
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>${title}</h1>
<p>${escapeHtmlText(t(language, "cartForm.invalid"))}</p>
<p><a href="${prefix}/products">${escapeHtmlText(t(language, "cartForm.back"))}</a></p>
</body>
</html>
`;
};

export interface CartFormOptions {
  /** The languages the shop offers, the first its default (the store settings' `languages`). */
  languages: () => Promise<readonly Language[]>;
}

export async function cartFormRoutes(app: App, options: CartFormOptions) {
  // This plugin's own parser (Fastify keeps it to this plugin): the API elsewhere takes JSON only.
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply, pathLanguage?: Language) => {
    const offered = await options.languages();
    const language = pathLanguage && offered.includes(pathLanguage) ? pathLanguage : (offered[0] ?? "en");
    const prefix = languagePrefix(language, offered);
    const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : undefined);
    const add = readAddToCartForm({
      productId: text("productId"),
      variantId: text("variantId"),
      quantity: text("quantity"),
    });
    if (!add)
      return reply
        .status(400)
        .header("Cache-Control", "no-store")
        .type("text/html; charset=utf-8")
        .send(problemPage(language, prefix));
    return reply
      .status(303)
      .header("Cache-Control", "no-store")
      .header("Location", `${prefix}/cart?add=${writePendingAdd(add)}`)
      .send();
  };

  app.post("/cart/add", { schema: { hide: true } }, (request, reply) => answer(request, reply));
  app.post<{ Params: { language: string } }>(
    "/:language/cart/add",
    { schema: { hide: true } },
    async (request, reply) => {
      const { language } = request.params;
      if (!isShippedLanguage(language)) return reply.status(404).send(notFoundBody());
      return answer(request, reply, language);
    },
  );
}
