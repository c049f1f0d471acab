import { useSyncExternalStore } from "react";
import { CART_CHANGED_EVENT, EMPTY_GUEST_CART, type GuestCart, STORAGE_KEYS, storage } from "../../lib/storage";

// storage.getGuestCart() parses a fresh object each call; useSyncExternalStore needs a stable
// snapshot, so the parsed cart is cached per raw stored string.
let cachedRaw: string | null | undefined;
let cachedCart: GuestCart = EMPTY_GUEST_CART;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.guestCart);
  } catch {
    return null;
  }
}

export function guestCartSnapshot(): GuestCart {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = storage.getGuestCart();
  }
  return cachedCart;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.guestCart) onChange();
  };
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The guest cart in localStorage (`guestCart`), live across components and tabs. */
export function useGuestCart(): GuestCart {
  return useSyncExternalStore(subscribe, guestCartSnapshot, () => EMPTY_GUEST_CART);
}
