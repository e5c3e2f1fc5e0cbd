import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

interface StarRatingProps {
  rating: number;
  className?: string;
}

/** Five stars, the first floor(rating) filled; the exact rating is announced to screen readers. */
export function StarRating({ rating, className }: StarRatingProps) {
  const filled = Math.floor(rating);
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={`Rated ${rating} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            "size-4",
            star <= filled ? "fill-amber-400 text-amber-500" : "fill-none text-stone-300",
          )}
          data-filled={star <= filled}
        />
      ))}
    </span>
  );
}
