import { vi } from "vitest";

type Handler = (init: RequestInit | undefined, url: URL) => { status: number; body?: unknown } | undefined;

/**
 * A fetch stub answering a `{ "METHOD /api/path": answer }` map (an answer or a function returning one);
 * unknown routes answer 404. Returns the calls made.
 */
export function mockApi(routes: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: { method: string; path: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    calls.push({ method, path: url.pathname, init });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === "function" ? route(init, url) : route;
    const { status, body } = answer ?? { status: 404, body: { message: "Not found", code: "NOT_FOUND" } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
