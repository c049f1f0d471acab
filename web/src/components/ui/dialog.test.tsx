import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { ConfirmDialog, Dialog } from "./dialog";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Edit Product"
        description="Change what the shop shows."
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens as a modal <dialog>, named and described, and takes the focus", async () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Product" });
    expect(dialog.tagName).toBe("DIALOG");
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog).toHaveAccessibleDescription("Change what the shop shows.");
    expect(screen.getByRole("button", { name: "Close dialog" })).toHaveFocus();
  });

  it("asks its owner to close on Escape and gives the focus back to the opener", async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Lamp");
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes on a click on the backdrop, not on one inside", async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(screen.getByRole("textbox", { name: "Name" }));
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop's clicks land on the <dialog> itself, outside its box (jsdom's box is empty).
    fireEvent.click(dialog, { clientX: 40, clientY: 40 });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("puts the focus on the button marked to take it (a confirmation's Cancel)", () => {
    render(<ConfirmDialog open title="Delete Product" message="Sure?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Delete Product" })).toHaveAccessibleDescription("Sure?");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });
});
