import { X } from "lucide-react";
import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";
import { Button } from "./button";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: keyof typeof widths;
  children?: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>` (showModal): the browser puts it on top, makes the
 * rest of the page inert (focus and clicks stay inside) and asks to close it on Escape with a
 * `cancel` event. It is labelled by its title and described by its description, the focus moves in
 * when it opens and returns to the opener when it closes, and a click on the backdrop closes it.
 * Open and closed are the owner's state (`open`, `onClose`): Escape and the backdrop ask the owner.
 *
 * The dialog is a portal on document.body, and under Preact its events do not bubble up the
 * component tree (decision 0019): a component that needs its keys listens itself (the gallery zoom).
 */
export function Dialog({ open, onClose, title, description, footer, size = "md", children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect: the dialog opens and takes the focus in the commit that shows it, so nothing
  // typed after it appears can be taken away from the field it went to (decision 0019).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    // Escape: the browser's request to close; the owner closes it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser may close it without asking (a second Escape with no click in between cannot be
    // refused): the owner hears of it.
    const onClosedByBrowser = () => onCloseRef.current();
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClosedByBrowser);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClosedByBrowser);
      if (dialog.open) dialog.close();
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  /** A click on the backdrop lands on the dialog itself, outside its box. */
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is for pointers; the keyboard closes with Escape.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onClick={onClick}
      className={cn(
        // At the bottom of a phone's screen, centred from sm up; the browser's own frame and colours off.
        "m-auto mb-4 max-h-[90vh] w-[calc(100%-2rem)] animate-fade-in flex-col overflow-hidden rounded-card border-0 bg-white p-0 text-inherit shadow-raised open:flex sm:mb-auto",
        "backdrop:bg-ink-950/50 backdrop:backdrop-blur-[2px]",
        widths[size],
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-ink-100 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-ink-500">
              {description}
            </p>
          )}
        </div>
        <Button variant="ghost" size="icon" className="-m-2 size-9" aria-label="Close dialog" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {children && <div className="overflow-y-auto px-5 py-4">{children}</div>}
      {footer && (
        <div className="flex flex-col-reverse gap-2 border-t border-ink-100 px-5 py-4 sm:flex-row sm:justify-end">
          {footer}
        </div>
      )}
    </dialog>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to delete this product?". */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger styling for destructive actions (default true). */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  destructive = true,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? "danger" : "primary"} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
