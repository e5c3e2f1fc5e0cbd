import { cn } from "~/lib/cn";

/** One star at `x`: an absolute move, then the outline in relative steps. */
const starAt = (x: number) =>
  `M${x + 8} 1.2l2.06 4.35 4.74.6-3.47 3.3.88 4.72L${x + 8} 11.88l-4.21 2.29.88-4.72-3.47-3.3 4.74-.6z`;

/** The outlines of stars `from` to `to` (exclusive), 16 units apart, as one path. */
const stars = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, index) => starAt((from + index) * 16)).join(
    "",
  );

interface StarRatingProps {
  rating: number;
  className?: string;
}

/**
 * Five stars, the first floor(rating) filled; the exact rating is announced to screen readers.
 * Cards show many ratings, so each is one SVG of two paths (the filled stars, the empty ones).
 */
export function StarRating({ rating, className }: StarRatingProps) {
  const filled = Math.min(5, Math.max(0, Math.floor(rating)));
  return (
    <svg
      viewBox="0 0 80 16"
      width="80"
      height="16"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      data-filled-stars={filled}
      className={cn("shrink-0", className)}
      strokeWidth="1"
      strokeLinejoin="round"
    >
      {filled > 0 && <path d={stars(0, filled)} className="fill-amber-400 stroke-amber-500" />}
      {filled < 5 && <path d={stars(filled, 5)} className="fill-none stroke-stone-400" />}
    </svg>
  );
}
