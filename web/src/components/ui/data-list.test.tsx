import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { DataList, type DataListQuery } from "./data-list";
import type { DataColumn } from "./data-table";
import { EmptyState } from "./empty-state";

interface Fruit {
  id: number;
  name: string;
}
interface FruitPage {
  content: Fruit[];
  totalPages: number;
}

const columns: DataColumn<Fruit>[] = [
  { id: "id", header: "ID", cell: (f) => f.id, headerClassName: "w-20" },
  { id: "name", header: "Name", cell: (f) => f.name, sort: "ascending" },
];
const card = (f: Fruit) => <p>Card of {f.name}</p>;

const loaded = (data: FruitPage, more: Partial<DataListQuery<FruitPage>> = {}): DataListQuery<FruitPage> => ({
  data,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => {},
  ...more,
});
const fruits = (n: number, totalPages = 1): FruitPage => ({
  content: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Fruit ${i + 1}` })),
  totalPages,
});

function List(props: Partial<Parameters<typeof DataList<Fruit, FruitPage>>[0]> & { query: DataListQuery<FruitPage> }) {
  return (
    <DataList<Fruit, FruitPage>
      rows={(d) => d.content}
      rowKey={(f) => f.id}
      label="Fruits"
      columns={columns}
      card={card}
      errorText="Failed to load the fruits"
      empty={<EmptyState title="No fruits yet" />}
      {...props}
    />
  );
}

/** A phone's screen: matchMedia answers the phone query (jsdom has no matchMedia, a desk). */
function onPhone() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(max-width: 639px)",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("DataList", () => {
  it("stands in with a skeleton while loading, named only when given a label", () => {
    const pending = { ...loaded(fruits(0)), data: undefined, isPending: true };
    const { rerender } = render(<List query={pending} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    rerender(<List query={pending} loadingLabel="Loading fruits" skeleton={<p>grey bars</p>} />);
    expect(screen.getByRole("status", { name: "Loading fruits" })).toHaveTextContent("grey bars");
  });

  it("shows the server's message or the fallback, and loads again on Try again", async () => {
    const refetch = vi.fn();
    const failed = { ...loaded(fruits(0)), data: undefined, isError: true, refetch };
    const { rerender } = render(<List query={{ ...failed, error: new Error("boom") }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load the fruits");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
    const fromServer = new ApiError({
      status: 503,
      message: "The shop is busy",
      code: "UNAVAILABLE",
      fromServer: true,
    });
    rerender(<List query={{ ...failed, error: fromServer }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The shop is busy");
  });

  it("retries a real failed query and then shows its rows", async () => {
    let calls = 0;
    function Fetching() {
      const query = useQuery({
        queryKey: ["fruits"],
        queryFn: async () => {
          calls++;
          if (calls === 1) throw new Error("down");
          return fruits(2);
        },
      });
      return <List query={query} />;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Fetching />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("cell", { name: "Fruit 2" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the empty state and no pages when there are no rows", () => {
    render(<List query={loaded(fruits(0, 0))} pagination={{ page: 0, onPageChange: () => {} }} />);
    expect(screen.getByText("No fruits yet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("is a table on a desk: named, with column headers, sort state and a row per item", () => {
    render(<List query={loaded(fruits(3))} tableClassName="min-w-[640px]" />);
    const table = screen.getByRole("table", { name: "Fruits" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["ID", "Name"]);
    expect(within(table).getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    expect(within(table).getByRole("columnheader", { name: "ID" })).not.toHaveAttribute("aria-sort");
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByRole("cell", { name: "Fruit 3" })).toBeInTheDocument();
    expect(table).toHaveClass("min-w-[640px]");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("is a list of cards on a phone", () => {
    onPhone();
    render(<List query={loaded(fruits(2))} cardClassName="gap-2" />);
    const list = screen.getByRole("list", { name: "Fruits" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((li) => li.textContent)).toEqual(["Card of Fruit 1", "Card of Fruit 2"]);
    expect(cards[0]).toHaveClass("gap-2");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("stays a table on a phone without a card, and cards on a desk without columns", () => {
    onPhone();
    const { unmount } = render(<List query={loaded(fruits(1))} card={undefined} />);
    expect(screen.getByRole("table", { name: "Fruits" })).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    render(<List query={loaded(fruits(1))} columns={undefined} />);
    expect(screen.getByRole("list", { name: "Fruits" })).toBeInTheDocument();
  });

  it("pages with the full navigation, dims the rows while the next page loads, and shows intro and caption", async () => {
    const onPageChange = vi.fn();
    render(
      <List
        query={loaded(fruits(2, 12), { isPlaceholderData: true, isFetching: true })}
        pagination={{ page: 0, onPageChange }}
        intro={() => <p>Intro</p>}
        beforeRows={(rows) => <p>{rows.length} fruits</p>}
        caption={<h3>Fruit table</h3>}
      />,
    );
    expect(screen.getByText("Intro")).toBeInTheDocument();
    expect(screen.getByText("2 fruits").parentElement).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("2 fruits").parentElement).toHaveClass("opacity-60");
    expect(screen.getByRole("heading", { name: "Fruit table" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByText("Page 1 of 12")).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole("button", { name: "Page 2" }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it("steps back to the last page when the page is past the end", () => {
    const onPageChange = vi.fn();
    render(<List query={loaded(fruits(0, 2))} pagination={{ page: 3, onPageChange }} />);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
