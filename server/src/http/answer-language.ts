/**
 * The API answers in the request's language (docs/decisions/0045-languages-and-messages.md): the
 * offered language `Accept-Language` asks for first, else the shop's default. The use cases write
 * their messages in English (the contract's `MSG`, `FALLBACK`, `SUCCESS`); on the way out, an answer's
 * `message` and `fieldErrors` (and a cart's `promotionProblem`) that are texts of the contract become that language's texts, with the
 * values read back out of them. Other texts (what owners wrote, names) are left as they are.
 */
import { negotiateLanguage, type StoreSettings } from "@shop/contract";
import { translateText } from "@shop/contract/messages/catalogs";
import type { FastifyInstance } from "fastify";

/** Larger answers are lists and pages of data, not messages. */
const MESSAGE_BODY_MAX = 64 * 1024;

function translated(payload: string, language: Parameters<typeof translateText>[1]): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return payload;
  const answer = body as { message?: unknown; fieldErrors?: unknown; promotionProblem?: unknown };
  let changed = false;
  // A message, and the cart's word on why its discount code no longer applies (docs/decisions/0057).
  for (const field of ["message", "promotionProblem"] as const) {
    const value = answer[field];
    if (typeof value !== "string") continue;
    const text = translateText(value, language);
    changed ||= text !== value;
    answer[field] = text;
  }
  if (answer.fieldErrors && typeof answer.fieldErrors === "object") {
    const fields = answer.fieldErrors as Record<string, unknown>;
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value !== "string") continue;
      const text = translateText(value, language);
      changed ||= text !== value;
      fields[name] = text;
    }
  }
  return changed ? JSON.stringify(answer) : payload;
}

export function registerAnswerLanguage(app: FastifyInstance, settings: { get(): Promise<StoreSettings> }) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.url.startsWith("/api/")) return payload;
    // An answer already made stands when the settings cannot be read (the database is gone: its 503
    // goes out as the error handler wrote it, in English).
    const languages = await settings.get().then(
      (s) => s.languages,
      () => null,
    );
    if (!languages) return payload;
    if (languages.length > 1) {
      const vary = reply.getHeader("Vary");
      reply.header("Vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
    }
    const language = negotiateLanguage(request.headers["accept-language"], languages);
    reply.header("Content-Language", language);
    if (language === "en" || typeof payload !== "string" || payload.length > MESSAGE_BODY_MAX) return payload;
    if (!String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
    if (!payload.includes('"message"') && !payload.includes('"fieldErrors"') && !payload.includes('"promotionProblem":"')) {
      return payload;
    }
    return translated(payload, language);
  });
}
