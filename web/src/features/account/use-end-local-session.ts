import { useQueryClient } from "@tanstack/react-query";
import { setSessionUser } from "../../lib/session";
import { storage } from "../../lib/storage";

/** Ends the local session the way Logout does: the user record and the guest cart go, cached data too. */
export function useEndLocalSession() {
  const queryClient = useQueryClient();
  return () => {
    setSessionUser(null);
    storage.clearGuestCart();
    queryClient.clear();
  };
}
