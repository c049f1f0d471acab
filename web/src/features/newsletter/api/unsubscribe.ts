import { messageBody } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** POST /public/newsletter/unsubscribe: the link in every newsletter mail; unsubscribing twice is harmless. */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return api.post("/public/newsletter/unsubscribe", { token }, { schema: messageBody });
}
