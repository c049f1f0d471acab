import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};

// Preact runs effects after the next frame, or 35 ms later when no frame comes (decision 0019): a
// file's last test can leave that timer behind, and if it fires after jsdom is gone it fails on the
// missing cancelAnimationFrame. Let those timers run while the window is still there.
afterAll(async () => {
  vi.useRealTimers();
  for (let round = 0; round < 3; round++) await new Promise((resolve) => setTimeout(resolve, 50));
});
