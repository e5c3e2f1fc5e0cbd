import { site } from "~/config/site";

export function PromoBanner() {
  return (
    <p className="bg-leaf-strong px-4 py-2 text-center text-xs font-semibold tracking-[0.2em] text-white">
      FREE SHIPPING OVER ${site.freeShippingThreshold}
    </p>
  );
}
