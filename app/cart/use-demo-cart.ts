import { createLocalStore } from "~/lib/local-store";
import { addToDemoCart, parseDemoCart, setDemoCartQuantity, type DemoCartLine } from "./demo-cart";

const demoCartStore = createLocalStore<DemoCartLine[]>(
  "verdant-roots:demo-cart",
  parseDemoCart,
  [],
);

/** The demo cart, kept in localStorage across pages and tabs. */
export function useDemoCartLines(): DemoCartLine[] {
  return demoCartStore.useValue();
}

export const demoCart = {
  add: (slug: string, quantity: number) =>
    demoCartStore.write(addToDemoCart(demoCartStore.read(), slug, quantity)),
  setQuantity: (slug: string, quantity: number) =>
    demoCartStore.write(setDemoCartQuantity(demoCartStore.read(), slug, quantity)),
};
