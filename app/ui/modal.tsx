import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { afterNextPaint } from "~/ui/after-next-paint";

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** "sheet" slides in from the right; "dialog" sits in the middle. */
  kind: "sheet" | "dialog";
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the browser's own <dialog>: focus moves in and is trapped, the page behind is inert,
 * Escape and a click on the backdrop close it, and focus returns to what opened it.
 *
 * It opens in two steps. `show()` puts the panel on screen in the frame that answers the click;
 * `showModal()`, which restyles the whole page to make it inert (tens of milliseconds on a slow
 * phone), follows in a task of its own once that frame is painted. Until then the panel looks the
 * same (fixed, with a shadow in place of the backdrop) and Escape closes it by hand.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  kind,
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    dialog.show();
    return afterNextPaint(() => makeModal(dialog));
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={(event) => {
        // React passes a nested dialog's close up the tree: only this dialog's own counts, and
        // the close that `makeModal` makes on the way to modal leaves the dialog open.
        if (event.target === event.currentTarget && !event.currentTarget.open) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        // A modal dialog closes on Escape by itself; before `makeModal`, it is done here.
        if (event.key === "Escape" && !event.currentTarget.matches(":modal")) onOpenChange(false);
      }}
      onClick={(event) => {
        // The dialog's own box is covered by its panel, so a click on the dialog itself is the backdrop.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        // `modal`: closed, laid out but invisible; open but not yet modal, a shadow for a backdrop.
        "modal fixed inset-0 z-50 bg-transparent p-0 text-ink backdrop:bg-ink/45",
        kind === "sheet"
          ? "m-0 ml-auto h-dvh max-h-none w-[min(24rem,90vw)] max-w-none"
          : "m-auto w-[min(28rem,92vw)]",
      )}
    >
      <div
        className={cn(
          "flex flex-col bg-surface shadow-xl",
          kind === "sheet" ? "h-full" : "rounded-3xl",
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 p-5 pb-3">
          <div>
            <h2 id={titleId} className="font-display text-2xl font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-ink-soft">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            aria-label={closeLabel}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-mist"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/**
 * Turns a dialog opened with `show()` into a modal one: top layer, backdrop, the page behind
 * inert. Closing and reopening moves focus, so the element that had it gets it back, and the
 * dialog still returns focus to what opened it when it closes.
 */
function makeModal(dialog: HTMLDialogElement): void {
  if (!dialog.open || dialog.matches(":modal")) return;
  const focused = document.activeElement;
  dialog.close();
  dialog.showModal();
  if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
}
