import { type RefObject, useLayoutEffect } from "react";

/**
 * Calls `onDismiss` on Escape or on a pointer press outside `ref` while `active`. The listeners are
 * attached as the menu opens (a layout effect), not after the next frame, so an Escape pressed right
 * after opening is not lost.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  useLayoutEffect(() => {
    if (!active) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onDismiss();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") onDismiss();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [ref, active, onDismiss]);
}
