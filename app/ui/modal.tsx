import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

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
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={(event) => {
        // React passes a nested dialog's close up the tree: only this dialog's own counts.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      onClick={(event) => {
        // The dialog's own box is covered by its panel, so a click on the dialog itself is the backdrop.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        "bg-transparent p-0 text-ink backdrop:bg-ink/45",
        kind === "sheet"
          ? "m-0 ml-auto h-dvh max-h-none w-[min(24rem,90vw)] max-w-none"
          : "m-auto w-[min(28rem,92vw)]",
      )}
    >
      {open ? (
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
      ) : null}
    </dialog>
  );
}
