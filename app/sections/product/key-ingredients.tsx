import type { KeyIngredient } from "~/content/product-page";
import { IngredientIcon } from "./ingredient-icon";

export function KeyIngredients({ ingredients }: { ingredients: readonly KeyIngredient[] }) {
  return (
    <section
      aria-labelledby="key-ingredients-heading"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
    >
      <h2 id="key-ingredients-heading" className="text-center text-3xl font-semibold sm:text-4xl">
        Key Ingredients
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ingredients.map((ingredient) => (
          <li key={ingredient.name} className="rounded-2xl border border-line bg-surface p-6">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-lime-soft">
              <IngredientIcon name={ingredient.icon} className="size-6 text-leaf-strong" />
            </span>
            <h3 className="mt-4 font-sans text-lg font-semibold">{ingredient.name}</h3>
            <p className="mt-1 text-sm text-leaf">Found in: {ingredient.foundIn}</p>
            <p className="mt-2 text-ink-soft">{ingredient.benefit}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
