import { TIMINGS } from "@shop/contract";
import { useCallback, useEffect, useState } from "react";

export interface TimedMessage {
  kind: "success" | "error";
  text: string;
  /** Bumps on every show, so the same text shown twice restarts the timer. */
  id: number;
}

let nextId = 1;

/**
 * A screen's success/error message line (docs/product/storefront.md §4). A success message clears itself after
 * TIMINGS.messageClearMs (5 s); an error does too when `clearErrors` is set (seller/admin banners), and
 * otherwise stays until it is replaced or dismissed (account screen).
 */
export function useTimedMessage({ clearErrors }: { clearErrors: boolean }) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message || (message.kind === "error" && !clearErrors)) return;
    const timer = setTimeout(() => setMessage(null), TIMINGS.messageClearMs);
    return () => clearTimeout(timer);
  }, [message, clearErrors]);

  const showSuccess = useCallback((text: string) => setMessage({ kind: "success", text, id: nextId++ }), []);
  const showError = useCallback((text: string) => setMessage({ kind: "error", text, id: nextId++ }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, showSuccess, showError, clear };
}
