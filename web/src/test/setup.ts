import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};

// jsdom has <dialog> but not its methods: showModal and close as the app's Dialog uses them, and
// Escape asking the open dialog to close with a cancel event (closing it unless that is refused).
// The browser also makes the page inert and keeps Tab inside; the browser tests cover that.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const dialog = Array.from(document.querySelectorAll("dialog")).findLast((d) => d.open);
    if (dialog?.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
  });
}

// Preact runs effects after the next frame, or 35 ms later when no frame comes (decision 0019): a
// file's last test can leave that timer behind, and if it fires after jsdom is gone it fails on the
// missing cancelAnimationFrame. Let those timers run while the window is still there.
afterAll(async () => {
  vi.useRealTimers();
  for (let round = 0; round < 3; round++) await new Promise((resolve) => setTimeout(resolve, 50));
});

// The account's and the checkout's texts, which their routes load before a page renders
// (docs/decisions/0045): a component test renders the page itself, in English.
import { loadAreas } from "../lib/area-texts";

await loadAreas(["account", "cart", "checkout"], "en");
