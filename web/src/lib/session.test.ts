import { afterEach, describe, expect, it, vi } from "vitest";
import { notifySignIn, onSignIn } from "./session";
import type { StoredUser } from "./storage";

const user: StoredUser = {
  id: 1,
  username: "user1",
  email: "u@example.com",
  roles: [],
  jwtToken: "t",
  isLoggedIn: true,
};

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe("notifySignIn", () => {
  it("starts every listener at once and resolves only when an async one has finished", async () => {
    let finish = () => {};
    const merged = vi.fn();
    const seen: StoredUser[] = [];
    stops.push(
      onSignIn((signedIn) => {
        seen.push(signedIn);
        return new Promise<void>((resolve) => {
          finish = resolve;
        }).then(merged);
      }),
      onSignIn((signedIn) => {
        seen.push(signedIn);
      }),
    );
    const events: string[] = [];
    merged.mockImplementation(() => void events.push("merged"));
    const done = notifySignIn(user).then(() => void events.push("settled"));
    expect(seen).toEqual([user, user]);
    // The slow listener ends a task later: a notifySignIn that did not wait would settle first.
    setTimeout(finish, 0);
    await done;
    expect(merged).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["merged", "settled"]);
  });

  it("never rejects when a listener fails, and still waits for the others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const later = vi.fn();
    stops.push(
      onSignIn(async () => {
        throw new Error("merge failed");
      }),
      onSignIn(() => {
        throw new Error("thrown at once");
      }),
      onSignIn(() => new Promise((resolve) => setTimeout(resolve, 5)).then(later)),
    );
    await expect(notifySignIn(user)).resolves.toBeUndefined();
    expect(later).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("resolves at once with no listeners, and a removed listener is not called", async () => {
    const listener = vi.fn();
    const stop = onSignIn(listener);
    stop();
    await expect(notifySignIn(user)).resolves.toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
  });
});
