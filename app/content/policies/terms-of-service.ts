import { site } from "~/config/site";
import { addressSlot } from "~/config/store-addresses";
import type { Policy } from "../policy";

const { brandName, freeShippingThreshold } = site;

export const termsOfService: Policy = {
  title: "Terms of Service",
  description: `The terms for using the ${brandName} website and buying our products: eligibility, orders, shipping, final sales, reviews and legal terms.`,
  effectiveDate: "2025-02-20",
  intro: `Welcome to ${brandName}. These Terms of Service ("Terms") govern your use of our website and your purchase of our products. In these Terms, "we," "us" and "our" refer to ${brandName}, and "you" refers to anyone who visits our website or buys from us. Please read them carefully, as they include a binding arbitration agreement and a limitation of our liability.`,
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of These Terms",
      body: `By visiting our website, placing an order, subscribing to our emails or posting a review, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use our website or purchase our products.`,
    },
    {
      id: "eligibility-and-age",
      heading: "Eligibility and Age Requirements",
      body: `You must be at least 14 years old to use our website or place an order.

- If you are 14 to 17 years old, you may use our website and place orders only with the permission of a parent or guardian, who agrees to these Terms on your behalf.
- By using our website, you confirm that you meet these requirements.

We may refuse or cancel any order if we believe these requirements have not been met.`,
    },
    {
      id: "products-and-health-disclaimer",
      heading: "Products and Health Disclaimer",
      body: `Our products are dietary supplements and wellness products intended to support general health. The information on our website, including product descriptions and articles, is provided for general educational purposes and is not medical advice.

**These statements have not been evaluated by the Food and Drug Administration. Our products are not intended to diagnose, treat, cure, or prevent any disease.**

- Consult a healthcare provider before starting any supplement, especially if you take medication, have a medical condition or are scheduled for surgery.
- Our products are not for pregnant or breastfeeding women or children under 12.
- Follow the suggested use on the label and do not exceed the recommended amount.
- Stop using a product and contact a healthcare provider if you experience an adverse reaction.

Individual results vary. Product images are for illustration, and packaging may differ slightly from what is shown.`,
    },
    {
      id: "orders-and-payment",
      heading: "Orders and Payment",
      body: `Orders are placed and paid for through our store's checkout provider, Shopify. When you complete checkout, you agree to provide accurate and complete information and to pay the total shown, including any applicable taxes and shipping charges. Your payment details are handled by Shopify under its own terms and privacy policy.

Your order is an offer to buy. We may accept, limit or cancel any order, for example if a product is unavailable, if we detect a pricing or listing error, or if we suspect fraud. If we cancel an order after you have been charged, we will refund the amount paid for the canceled items.`,
    },
    {
      id: "pricing",
      heading: "Pricing and Availability",
      body: `All prices are listed in US dollars. We work to keep prices, descriptions and availability accurate, but errors can happen. We may correct errors and change prices, products or promotions at any time without notice. Price changes do not affect orders we have already accepted.

Shipping is free on orders over $${freeShippingThreshold}. Any other shipping charges and taxes are shown at checkout before you pay.`,
    },
    {
      id: "shipping",
      heading: "Shipping",
      body: `We ship only to addresses within the United States. We do not offer international shipping.

- Orders are handed to the postal carrier within 1–3 business days.
- Once shipped, delivery is estimated in 7–10 business days.
- If you have not received a shipping confirmation email within 5 business days of placing your order, please contact our support team at ${addressSlot.orders}.

Delivery times are estimates, not guarantees, and can be affected by carrier delays, weather and other events outside our control. Please make sure your shipping address is correct at checkout, since we cannot redirect packages once they are with the carrier.`,
    },
    {
      id: "no-returns-or-exchanges",
      heading: "No Returns or Exchanges",
      body: `Because our products are consumable health products, we do not accept returns or exchanges. All sales are final.

If your order arrives damaged, or you receive an item different from the one you ordered, please contact us at ${addressSlot.orders} within a reasonable time after delivery. Include your order number, a description of the issue and a photo if possible, and we will review your request and let you know how we can help.`,
    },
    {
      id: "no-wholesale-or-resale",
      heading: "No Wholesale or Resale",
      body: `We do not offer wholesale accounts or bulk pricing. Products purchased from our website are sold for personal use only and may not be resold. We may limit quantities or cancel orders that appear to be placed for resale.`,
    },
    {
      id: "reviews-and-user-content",
      heading: "Reviews and User Content",
      body: `We welcome honest reviews of our products. When you submit a review or other content, you agree that:

- Your review reflects your own genuine experience with the product.
- You will not post content that is false, misleading, unlawful, defamatory, harassing, obscene or that infringes anyone else's rights.
- You will not include personal information about others, spam, advertising or links.
- You will not present your review as medical advice or claim that a product diagnoses, treats, cures or prevents any disease.

Reviews are public. By posting one, you give us a non-exclusive, royalty-free, perpetual license to display, reproduce and share it, along with the name you provide, on our website and in our marketing. We may moderate, edit for length or formatting, decline or remove any review at our discretion, and we are not responsible for the opinions expressed in user content.`,
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property",
      body: `All content on our website, including text, articles, graphics, logos, product names, images and design, is owned by ${brandName} or its licensors and is protected by copyright, trademark and other laws. You may view and print pages for your personal, non-commercial use. You may not copy, modify, distribute or use our content for commercial purposes without our prior written permission.`,
    },
    {
      id: "limitation-of-liability",
      heading: "Disclaimers and Limitation of Liability",
      body: `Our website and products are provided "as is" and "as available." To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not guarantee that the website will be uninterrupted or free of errors.

To the fullest extent permitted by law, ${brandName} and its owners, employees and suppliers will not be liable for any indirect, incidental, special, consequential or punitive damages arising from your use of our website or products. Our total liability for any claim related to a product or order will not exceed the amount you paid for that product or order.

Some states do not allow certain warranty exclusions or liability limits, so some of these limitations may not apply to you.`,
    },
    {
      id: "governing-law-and-arbitration",
      heading: "Governing Law and Arbitration",
      body: `These Terms are governed by the laws of the State of Michigan, without regard to its conflict of law rules.

Before starting any formal proceeding, please contact us at ${addressSlot.support} so we can try to resolve the issue informally. If we cannot resolve a dispute within 30 days, you and ${brandName} agree that any dispute arising from these Terms, our website or our products will be settled by binding arbitration held in Detroit, Michigan, rather than in court, except that either party may bring an eligible claim in small claims court.

- Disputes will be resolved on an individual basis, and not as a class action or other representative proceeding.
- The arbitrator's decision will be final, and judgment on it may be entered in any court with jurisdiction.`,
    },
    {
      id: "changes",
      heading: "Changes to These Terms",
      body: `We may update these Terms from time to time. When we do, we will post the revised Terms on this page and update the effective date. Changes apply to orders placed and use of the website after they are posted. Continuing to use our website after an update means you accept the revised Terms.`,
    },
    {
      id: "contact",
      heading: "Contact Us",
      body: `If you have questions about these Terms, please reach out. Our team replies within 1–2 business days.

- Order questions: ${addressSlot.orders}
- General questions: ${addressSlot.support}`,
    },
  ],
};
