/**
 * POST /cart/add, outside /api: the storefront's "Add to Cart" form (decision 0025). Before the web
 * app has loaded, a tap submits a plain form (productId, variantId when the product has several,
 * quantity); the answer is 303 to /cart?add=<productId>.<variantId or 0>.<quantity>, where the cart
 * page adds the line to the guest cart or the signed-in cart once it runs, with the same calls as a
 * tap after loading. Nothing is stored here: the form only carries the shopper's intent to the page.
 * Bad input answers 400 with a short page, never a 5xx.
 */
import { readAddToCartForm, writePendingAdd } from "@shop/contract";
import { escapeHtmlText } from "../../core/escape.js";
import type { App } from "../../core/deps.js";

const FORM = "application/x-www-form-urlencoded";
/** Three small numbers: anything longer is not this form. */
const BODY_LIMIT = 1024;

const problemPage = (message: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not added to the cart</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>Not added to the cart</h1>
<p>${escapeHtmlText(message)}</p>
<p><a href="/products">Back to the products</a></p>
</body>
</html>
`;

export async function cartFormRoutes(app: App) {
  // This plugin's own parser (Fastify keeps it to this plugin): the API elsewhere takes JSON only.
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post("/cart/add", { schema: { hide: true } }, async (request, reply) => {
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
        .send(problemPage("The product or the quantity in the form is not valid."));
    return reply
      .status(303)
      .header("Cache-Control", "no-store")
      .header("Location", `/cart?add=${writePendingAdd(add)}`)
      .send();
  });
}
