import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-button text-white hover:bg-button-hover",
        outline: "border border-leaf bg-surface text-leaf hover:bg-lime-soft",
        ghost: "text-ink hover:bg-mist",
        /** On the dark green subscribe panel. */
        lime: "bg-lime text-ink hover:bg-lime-soft",
      },
      size: {
        default: "px-5",
        compact: "px-4",
        large: "min-h-12 px-5",
        icon: "size-11 px-0",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A button in the brand's styles; links styled as buttons use `buttonVariants` directly. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
