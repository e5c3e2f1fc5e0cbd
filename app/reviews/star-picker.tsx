import { Star } from "lucide-react";
import { useState } from "react";
import { ratingLabel } from "~/reviews/review-rules";
import { cn } from "~/lib/cn";

interface StarPickerProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}

/** Five clickable stars as a radio group; hovering a star previews that rating. */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? "review-rating-error" : undefined}>
      <legend className="text-sm font-semibold">
        Rating{" "}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3">
        <div className="flex" onMouseLeave={() => setHovered(0)}>
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHovered(star)}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full"
            >
              <input
                type="radio"
                name="rating"
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                required
                className="sr-only"
              />
              <span className="sr-only">{ratingLabel(star)}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  "size-7 transition-colors",
                  star <= shown ? "fill-amber-400 text-amber-500" : "fill-none text-stone-400",
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-ink-soft" aria-live="polite">
          {shown ? ratingLabel(shown) : "Choose a rating"}
        </span>
      </div>
      {error ? (
        <p id="review-rating-error" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
