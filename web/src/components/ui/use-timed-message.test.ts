import { TIMINGS } from "@shop/contract";
import { act, renderHook } from "@testing-library/react";
import { useTimedMessage } from "./use-timed-message";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useTimedMessage", () => {
  it("clears a success message after TIMINGS.messageClearMs", () => {
    const { result } = renderHook(() => useTimedMessage({ clearErrors: false }));
    act(() => result.current.showSuccess("Saved"));
    expect(result.current.message).toMatchObject({ kind: "success", text: "Saved" });
    act(() => vi.advanceTimersByTime(TIMINGS.messageClearMs - 1));
    expect(result.current.message).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it("keeps an error until it is replaced or cleared when clearErrors is off (account screen)", () => {
    const { result } = renderHook(() => useTimedMessage({ clearErrors: false }));
    act(() => result.current.showSuccess("Saved"));
    act(() => result.current.showError("Failed"));
    act(() => vi.advanceTimersByTime(TIMINGS.messageClearMs * 3));
    expect(result.current.message).toMatchObject({ kind: "error", text: "Failed" });
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });

  it("clears an error too when clearErrors is on (seller/admin banners)", () => {
    const { result } = renderHook(() => useTimedMessage({ clearErrors: true }));
    act(() => result.current.showError("Failed"));
    act(() => vi.advanceTimersByTime(TIMINGS.messageClearMs));
    expect(result.current.message).toBeNull();
  });

  it("restarts the timer when the same text is shown again", () => {
    const { result } = renderHook(() => useTimedMessage({ clearErrors: true }));
    act(() => result.current.showSuccess("Saved"));
    act(() => vi.advanceTimersByTime(TIMINGS.messageClearMs - 1000));
    act(() => result.current.showSuccess("Saved"));
    act(() => vi.advanceTimersByTime(TIMINGS.messageClearMs - 1));
    expect(result.current.message).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });
});
