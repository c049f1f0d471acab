import { hydrate, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { createQueryClient } from "../providers";
import { dehydratePage, hydrateFromPage, SSR_STATE_ID } from "./query-state";

const failure = (status: number, message: string) => () =>
  Promise.reject(
    new ApiError({ status, message, code: status === 404 ? "NOT_FOUND" : "UNAVAILABLE", fromServer: true }),
  );

/** What the server rendered: one product not found, one list whose server was unavailable. */
async function serverState(): Promise<string> {
  const server = createQueryClient();
  await server.prefetchQuery({ queryKey: ["item", 404], queryFn: failure(404, "Product not found") });
  await server.prefetchQuery({ queryKey: ["item", 503], queryFn: failure(503, "Try again later"), retry: false });
  const state = dehydratePage(server);
  // The server's clock an hour behind the browser's: the answers look old by the browser's clock.
  for (const query of state.queries) query.state.errorUpdatedAt -= 3_600_000;
  return JSON.stringify(state);
}

function pageWith(state: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement("script");
  script.id = SSR_STATE_ID;
  script.type = "application/json";
  script.textContent = state;
  doc.body.append(script);
  return doc;
}

function Item({ id, asked }: { id: number; asked: number[] }) {
  const query = useQuery({
    queryKey: ["item", id],
    queryFn: async () => {
      asked.push(id);
      return `item ${id}`;
    },
  });
  return <p>{query.isPending ? `loading ${id}` : query.error ? `Error: ${query.error.message}` : query.data}</p>;
}

describe("a failed query on mount", () => {
  it("keeps a 4xx that came with the page and asks again after a 5xx", async () => {
    const client = createQueryClient();
    expect(hydrateFromPage(client, pageWith(await serverState()))).toBe(true);
    const asked: number[] = [];
    render(
      <QueryClientProvider client={client}>
        <Item id={404} asked={asked} />
        <Item id={503} asked={asked} />
      </QueryClientProvider>,
    );
    // The 404 is the answer at once (what the server's HTML showed), whatever the clocks say.
    expect(screen.getByText("Error: Product not found")).toBeInTheDocument();
    expect(await screen.findByText("item 503")).toBeInTheDocument();
    expect(asked).toEqual([503]);
  });

  it("asks again after a 4xx older than an answer stays current", async () => {
    const client = createQueryClient();
    const now = Date.now();
    const old = new ApiError({ status: 404, message: "Product not found", code: "NOT_FOUND", fromServer: true });
    hydrate(client, {
      mutations: [],
      queries: [
        {
          queryKey: ["item", 404],
          queryHash: JSON.stringify(["item", 404]),
          dehydratedAt: now - 60_000,
          state: {
            data: undefined,
            dataUpdateCount: 0,
            dataUpdatedAt: 0,
            error: old,
            errorUpdateCount: 1,
            errorUpdatedAt: now - 60_000,
            fetchFailureCount: 1,
            fetchFailureReason: old,
            fetchMeta: null,
            isInvalidated: false,
            status: "error",
            fetchStatus: "idle",
          },
        },
      ],
    });
    const asked: number[] = [];
    render(
      <QueryClientProvider client={client}>
        <Item id={404} asked={asked} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("item 404")).toBeInTheDocument();
    expect(asked).toEqual([404]);
  });
});
