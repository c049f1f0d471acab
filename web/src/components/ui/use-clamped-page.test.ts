import { renderHook } from "@testing-library/react";
import { useClampedPage } from "./use-clamped-page";

describe("useClampedPage", () => {
  it("steps a page past the end back to the last page", () => {
    const setPage = vi.fn();
    renderHook(() => useClampedPage(3, setPage, 2));
    expect(setPage).toHaveBeenCalledWith(1);
  });

  it("steps back to page 0 when nothing is left", () => {
    const setPage = vi.fn();
    renderHook(() => useClampedPage(2, setPage, 0));
    expect(setPage).toHaveBeenCalledWith(0);
  });

  it("leaves a page that exists, page 0, and a page not loaded yet alone", () => {
    const setPage = vi.fn();
    renderHook(() => useClampedPage(1, setPage, 2));
    renderHook(() => useClampedPage(0, setPage, 0));
    renderHook(() => useClampedPage(5, setPage, undefined));
    expect(setPage).not.toHaveBeenCalled();
  });
});
