import { messageBody } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** POST /public/newsletter/confirm: the link in the confirmation mail; confirming twice is harmless. */
export function confirmSubscription(token: string): Promise<{ message: string }> {
  return api.post("/public/newsletter/confirm", { token }, { schema: messageBody });
}
