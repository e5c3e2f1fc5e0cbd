import { Logo } from "./logo";
import { MenuSheet } from "./menu-sheet";
import { PromoBanner } from "./promo-banner";

export function SiteHeader() {
  return (
    <header>
      <PromoBanner />
      <div className="border-b border-line bg-surface/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <MenuSheet />
        </div>
      </div>
    </header>
  );
}
