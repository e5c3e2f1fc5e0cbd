import { leafStrong, lime, limeSoft } from "~/config/brand";

/** The brand's mark: a leaf on a lime disc, with its vein where there is room for it. */
export function BrandMark({
  size,
  vein = true,
  className,
}: {
  size: number;
  vein?: boolean;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={className}>
      <circle cx="16" cy="16" r="16" fill={lime} />
      <path d="M9 22c0-8 5-13 14-13 0 9-5 14-13 14" fill={leafStrong} />
      {vein ? (
        <path
          d="M10 23c3-4 6-7 10-9"
          stroke={limeSoft}
          strokeWidth="1.5"
          fill="none"
          strokeLinecap="round"
        />
      ) : null}
    </svg>
  );
}
