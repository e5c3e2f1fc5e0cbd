import { cn } from "~/lib/cn";

// One star, drawn five times in a single SVG: cards show many ratings, so each stays one element.
const star =
  "M8 1.2l2.06 4.35 4.74.6-3.47 3.3.88 4.72L8 11.88l-4.21 2.29.88-4.72-3.47-3.3 4.74-.6z";

interface StarRatingProps {
  rating: number;
  className?: string;
}

/** Five stars, the first floor(rating) filled; the exact rating is announced to screen readers. */
export function StarRating({ rating, className }: StarRatingProps) {
  const filled = Math.floor(rating);
  return (
    <svg
      viewBox="0 0 80 16"
      width="80"
      height="16"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      data-filled-stars={filled}
      className={cn("shrink-0", className)}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={star}
          transform={`translate(${index * 16} 0)`}
          className={
            index < filled ? "fill-amber-400 stroke-amber-500" : "fill-none stroke-stone-400"
          }
          strokeWidth="1"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
