import { api } from "../../../lib/api-client";

/**
 * Beyond the spec (docs/decisions/0015-newsletter.md): the sign-up is stored and confirmed by mail
 * (double opt-in). The answer is not re-validated: the home page's first load carries no schema code.
 */
export function subscribeNewsletter(email: string): Promise<unknown> {
  return api.post("/public/newsletter", { email });
}
