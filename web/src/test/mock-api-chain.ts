import { vi } from "vitest";

type Handler = (url: URL, init: RequestInit | undefined) => unknown;
interface Route {
  method: string;
  path: RegExp;
  handler: Handler;
}

/** A JSON answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/**
 * Stubs fetch with a tiny router over /api paths, built by chaining `.on(method, /regex/, handler)`
 * (a handler may answer `new Reply(status, body)`); unknown calls answer 404 and are recorded.
 */
export function mockApi() {
  const routes: Route[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    if (!route) return json(404, { message: `No mock for ${method} ${url.pathname}`, code: "NOT_FOUND" });
    const result = await route.handler(url, init);
    if (result instanceof Reply) return json(result.status, result.body);
    return json(200, result);
  });
  vi.stubGlobal("fetch", fetchMock);
  const api = {
    on(method: string, path: RegExp, handler: Handler) {
      routes.unshift({ method, path, handler });
      return api;
    },
    calls(method: string, path: RegExp) {
      return fetchMock.mock.calls
        .filter(([input, init]) => {
          const url = new URL(String(input), "http://localhost");
          return (init?.method ?? "GET").toUpperCase() === method && path.test(url.pathname);
        })
        .map(([input, init]) => ({ url: new URL(String(input), "http://localhost"), init }));
    },
    fetchMock,
  };
  return api;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
