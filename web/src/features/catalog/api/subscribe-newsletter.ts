import { messageBody } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** Beyond the spec (issue 12): the sign-up is stored and confirmed by mail (double opt-in). */
export function subscribeNewsletter(email: string): Promise<unknown> {
  return api.post("/public/newsletter", { email }, { schema: messageBody });
}
