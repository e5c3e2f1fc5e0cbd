import { findProductBySlug } from "~/catalogue/lookup";
import { refused, type FormWrite } from "~/guard/form-write.server";
import { bodyField } from "~/guard/request-body.server";
import { guardWrite, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { liveFigures } from "~/integrations/shopify/storefront-figures.server";
import { validateBackInStock, type BackInStockOutcome } from "./back-in-stock-fields";
import { requestBackInStock } from "./back-in-stock.server";

const typed = (value: unknown) => ({ email: typeof value === "string" ? value : "" });

/**
 * The "Notify me when it's back" form's one write: the guard, the address checked with the form's
 * schema, then the request kept (and, with Klaviyo configured, queued for it).
 */
export async function writeBackInStock(
  request: Request,
  context: WriteContext,
): Promise<FormWrite<BackInStockOutcome>> {
  const guarded = await guardWrite(request, context, shopForm("back-in-stock"));
  if (!guarded.ok) return refused(guarded, guarded.body && typed(bodyField(guarded.body, "email")));
  const email = bodyField(guarded.body, "email");
  const slug = bodyField(guarded.body, "slug");
  const product = typeof slug === "string" ? findProductBySlug(slug) : undefined;
  const checked = validateBackInStock({ email });
  if (!product || !checked.ok) {
    const error = !product
      ? "We couldn't tell which product this is. Please try again from its page."
      : ((checked.ok ? undefined : checked.errors.email) ?? "Please enter a valid email address.");
    return {
      outcome: { status: "invalid", errors: { email: error }, values: typed(email) },
      status: 422,
    };
  }
  // A trapped post is answered like any other; it is only never kept.
  if (guarded.trapped) return { outcome: { status: "requested", slug: product.slug }, status: 201 };
  const variantId = liveFigures()?.[product.slug]?.purchase?.variantId ?? null;
  const result = await requestBackInStock({
    email: checked.value.email,
    slug: product.slug,
    variantId,
  });
  return result.status === "requested"
    ? { outcome: { status: "requested", slug: product.slug }, status: 201 }
    : { outcome: { status: "failed", values: typed(email) }, status: 503 };
}
