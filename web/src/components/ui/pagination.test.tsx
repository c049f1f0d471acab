import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pageWindow } from "./page-window";
import { Pagination } from "./pagination";

describe("pageWindow", () => {
  it("centres a window of 5 on the current page", () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it("shifts the window to stay inside the pages", () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(1, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(8, 10)).toEqual([5, 6, 7, 8, 9]);
  });
  it("shows every page when there are fewer than the window", () => {
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 1)).toEqual([0]);
  });
  it("handles no pages, out-of-range pages and other sizes", () => {
    expect(pageWindow(0, 0)).toEqual([]);
    expect(pageWindow(42, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(-3, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});

describe("Pagination", () => {
  it("renders nothing for one page or fewer", () => {
    const { container } = render(<Pagination page={0} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("simple mode shows the window with previous/next and reports zero-based pages", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} totalPages={10} onPageChange={onPageChange} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      "3",
      "4",
      "5",
      "6",
      "7",
    ]);
    expect(screen.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByText(/Page 5 of 10/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination page={0} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    rerender(<Pagination page={2} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("full mode adds first/last pages with ellipses and 'Page X of Y'", () => {
    render(<Pagination mode="full" page={10} totalPages={20} onPageChange={() => {}} />);
    expect(screen.getByText("Page 11 of 20")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      "1",
      "9",
      "10",
      "11",
      "12",
      "13",
      "20",
    ]);
    expect(screen.getAllByText("…")).toHaveLength(2);
  });

  it("full mode skips ellipses next to the window", () => {
    render(<Pagination mode="full" page={1} totalPages={6} onPageChange={() => {}} />);
    expect(screen.getAllByRole("button", { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
    expect(screen.queryByText("…")).not.toBeInTheDocument();
  });
});
