import { Link } from "react-router";
import { BrandMark } from "~/ui/brand-mark";
import { site } from "~/config/site";

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-md"
      aria-label={`${site.brandName} home`}
    >
      <BrandMark size={32} />
      <span className="font-display text-xl font-semibold tracking-tight text-ink">
        {site.brandName}
      </span>
    </Link>
  );
}
