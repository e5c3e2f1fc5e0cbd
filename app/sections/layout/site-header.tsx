import { CartDrawer } from "~/cart/cart-drawer";
import { FavoritesLink } from "~/favorites/favorites-link";
import { HeaderSearch } from "~/search/header-search";
import { Logo } from "./logo";
import { MenuSheet } from "./menu-sheet";
import { PromoBanner } from "./promo-banner";

export function SiteHeader() {
  return (
    <header>
      <PromoBanner />
      <div className="relative border-b border-line bg-surface/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-0.5 sm:gap-1">
            <HeaderSearch />
            <FavoritesLink />
            <CartDrawer />
            <MenuSheet />
          </div>
        </div>
      </div>
    </header>
  );
}
