import { Heart } from "lucide-react";
import { Tooltip } from "~/ui/tooltip";
import { needsScript } from "~/ui/no-script";
import { cn } from "~/lib/cn";

interface FavoriteToggleProps {
  /** The product's display name, for the button's label. */
  name: string;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}

export function FavoriteToggle({ name, pressed, onToggle, className }: FavoriteToggleProps) {
  const label = pressed ? `Remove ${name} from favorites` : `Add ${name} to favorites`;
  return (
    <Tooltip label={pressed ? "Remove from favorites" : "Add to favorites"}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        onClick={onToggle}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm transition-colors hover:text-danger",
          // Favorites are kept by the browser's scripts: without them the heart is not shown.
          needsScript,
          className,
        )}
      >
        <Heart aria-hidden="true" className={cn("size-5", pressed && "fill-danger text-danger")} />
      </button>
    </Tooltip>
  );
}
