import { DemoCartSheet } from "~/cart/demo-cart-sheet";
import { useShopify } from "~/integrations/shop/shop-context";
import { FavoritesLink } from "../../favorites/favorites-link";
import { HeaderSearch } from "../../search/header-search";
import { Logo } from "./logo";
import { MenuSheet } from "./menu-sheet";
import { PromoBanner } from "./promo-banner";

export function SiteHeader() {
  // With a Shopify store the Buy Button brings its own cart; the demo cart needs a button here.
  const { shopify } = useShopify();
  return (
    <header>
      <PromoBanner />
      <div className="relative border-b border-line bg-surface/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-0.5 sm:gap-1">
            <HeaderSearch />
            <FavoritesLink />
            {shopify ? null : <DemoCartSheet />}
            <MenuSheet />
          </div>
        </div>
      </div>
    </header>
  );
}
