import { Link } from "react-router";
import { brandColors } from "~/config/brand";
import { site } from "~/config/site";

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-md"
      aria-label={`${site.brandName} home`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill={brandColors.lime} />
        <path d="M9 22c0-8 5-13 14-13 0 9-5 14-13 14" fill={brandColors.leafStrong} />
        <path
          d="M10 23c3-4 6-7 10-9"
          stroke={brandColors.limeSoft}
          strokeWidth="1.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight text-ink">
        {site.brandName}
      </span>
    </Link>
  );
}
