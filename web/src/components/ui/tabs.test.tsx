import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "products", label: "My Products" },
  { value: "orders", label: "Orders" },
] as const;
type Value = (typeof TABS)[number]["value"];

/** Each tab drawn by a screen of its own (a `key` per value), as routes of their own draw it. */
function RoutedTabs() {
  const [value, setValue] = useState<Value>("overview");
  return <Tabs key={value} label="Sections" idPrefix="t" tabs={TABS} value={value} onValueChange={setValue} />;
}

describe("Tabs", () => {
  it("keeps the focus on the tab an arrow selected, also when a new screen draws the list", async () => {
    const user = userEvent.setup();
    render(<RoutedTabs />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "My Products" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "My Products" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
  });
});
