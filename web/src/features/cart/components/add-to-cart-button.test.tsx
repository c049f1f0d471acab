import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddToCartButton } from "./add-to-cart-button";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("AddToCartButton", () => {
  it("goes idle → busy → Added for 1.5 s → idle", async () => {
    const pending = deferred();
    const onAdd = vi.fn(() => pending.promise);
    render(<AddToCartButton productName="Lamp" stock={5} inCartQuantity={0} onAdd={onAdd} />);
    const button = screen.getByRole("button", { name: /Add to Cart/ });

    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");

    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(button).toHaveTextContent("Added");
    expect(button).toBeEnabled();

    act(() => vi.advanceTimersByTime(1499));
    expect(button).toHaveTextContent("Added");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent("Add to Cart");
  });

  it('says "Add More" when the product is in the cart already', () => {
    render(<AddToCartButton productName="Lamp" stock={5} inCartQuantity={2} onAdd={vi.fn()} />);
    expect(screen.getByRole("button", { name: /Add More/ })).toBeEnabled();
  });

  it('is disabled with "Out of Stock" when stock is 0', () => {
    const onAdd = vi.fn();
    render(<AddToCartButton productName="Lamp" stock={0} inCartQuantity={0} onAdd={onAdd} />);
    const button = screen.getByRole("button", { name: "Out of Stock" });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("only logs a failed add and returns to idle", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const pending = deferred();
    render(<AddToCartButton productName="Lamp" stock={5} inCartQuantity={0} onAdd={() => pending.promise} />);
    const button = screen.getByRole("button", { name: /Add to Cart/ });
    fireEvent.click(button);
    await act(async () => pending.reject(new Error("Only 0 left in stock")));
    expect(button).toHaveTextContent("Add to Cart");
    expect(button).toBeEnabled();
    expect(error).toHaveBeenCalledWith("Failed to add product to cart", expect.any(Error));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
