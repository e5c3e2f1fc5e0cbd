import { fdaDisclaimer } from "~/content/product-constants";
import type { ProductPage } from "~/content/product-page";
import { Accordion, AccordionItem } from "~/ui/accordion";

/** The information block: Ingredients, Directions, Safety and FDA. */
export function ProductInformation({ page }: { page: ProductPage }) {
  return (
    <Accordion className="border-y border-line">
      {page.ingredientsText ? (
        <AccordionItem title="Ingredients">
          <p>{page.ingredientsText}</p>
        </AccordionItem>
      ) : null}
      <AccordionItem title="Directions">
        <p>{page.directions}</p>
      </AccordionItem>
      <AccordionItem title="Safety">
        <p>{page.safety}</p>
      </AccordionItem>
      <AccordionItem title="FDA">
        <p>{fdaDisclaimer}</p>
      </AccordionItem>
    </Accordion>
  );
}

/**
 * Where a page has no information block, directions, safety and the disclaimer still appear as
 * fine print.
 */
export function ProductFinePrint({ page }: { page: ProductPage }) {
  return (
    <div className="space-y-2 rounded-2xl bg-mist p-4 text-sm text-ink-soft">
      <p>
        <strong className="text-ink">Directions: </strong>
        {page.directions}
      </p>
      <p>
        <strong className="text-ink">Safety: </strong>
        {page.safety}
      </p>
      <p>{fdaDisclaimer}</p>
    </div>
  );
}
