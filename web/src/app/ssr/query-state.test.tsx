import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

  it("asks again for a 4xx the page did not come with, and for the page's own once invalidated or old", async () => {
    const state = await serverState();
    /** Mounts the 404 query on `client` and expects it asked for again (then answered). */
    async function expectAskedAgain(client: ReturnType<typeof createQueryClient>) {
      const asked: number[] = [];
      const view = render(
        <QueryClientProvider client={client}>
          <Item id={404} asked={asked} />
        </QueryClientProvider>,
      );
      expect(await screen.findByText("item 404")).toBeInTheDocument();
      expect(asked).toEqual([404]);
      view.unmount();
    }
    const hydrated = () => {
      const client = createQueryClient();
      hydrateFromPage(client, pageWith(state));
      return client;
    };

    // Found missing by the browser itself (a client-side visit): a new mount asks again.
    const browser = createQueryClient();
    await browser.prefetchQuery({ queryKey: ["item", 404], queryFn: failure(404, "Product not found") });
    await expectAskedAgain(browser);

    // The page's own, invalidated since (the data changed): asked again.
    const invalidated = hydrated();
    await invalidated.invalidateQueries({ queryKey: ["item", 404], refetchType: "none" });
    await expectAskedAgain(invalidated);

    // The page's own, 31 seconds later: no longer current, asked again.
    const later = hydrated();
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 31_000);
    try {
      await expectAskedAgain(later);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
