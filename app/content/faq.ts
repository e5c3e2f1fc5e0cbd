import { site } from "~/config/site";
import { addressSlot } from "~/config/store-addresses";
import type { FaqEntry } from "./faq-entry";

const { brandName, freeShippingThreshold } = site;

export const faq: FaqEntry[] = [
  {
    category: "Ordering",
    items: [
      {
        q: "How do I place an order?",
        a: `Browse the shop, add the products you want to your cart and select checkout. Checkout is handled securely by Shopify, where you enter your shipping address and payment details to complete your purchase.`,
      },
      {
        q: "Is my payment information secure?",
        a: `Yes. Payments are processed through Shopify's secure checkout, and ${brandName} never sees or stores your full card details.`,
      },
      {
        q: "Will I receive an order confirmation?",
        a: `Yes. After you complete checkout, you will receive an order confirmation email. If it does not arrive within a few minutes, check your spam or promotions folder.`,
      },
      {
        q: "Can I change or cancel my order after placing it?",
        a: `Email us at ${addressSlot.orders} as soon as possible with your order number. We will do our best to help, but once an order has been handed to the carrier it can no longer be changed or canceled.`,
      },
    ],
  },
  {
    category: "Shipping",
    items: [
      {
        q: "How long does shipping take?",
        a: `Orders are handed to the postal carrier within 1–3 business days. Once shipped, delivery is estimated in 7–10 business days.`,
      },
      {
        q: "Do you offer free shipping?",
        a: `Yes. Shipping is free on orders over $${freeShippingThreshold}.`,
      },
      {
        q: "Do you ship internationally?",
        a: `Not at this time. We ship only to addresses within the United States.`,
      },
      {
        q: "I haven't received a shipping confirmation. What should I do?",
        a: `If no shipping confirmation email arrives within 5 business days of placing your order, please contact our support team at ${addressSlot.orders} and include your order number.`,
      },
    ],
  },
  {
    category: "Returns & Refunds",
    items: [
      {
        q: "Can I return or exchange a product?",
        a: `We do not accept returns or exchanges. All sales are final, so please review product details carefully and check with your healthcare provider before ordering.`,
      },
      {
        q: "Why don't you accept returns?",
        a: `Supplements are consumable health products. To protect the safety and integrity of every order, we cannot resell or restock items once they have left our facility.`,
      },
      {
        q: "What if my order arrives damaged or I receive the wrong item?",
        a: `Please email ${addressSlot.orders} soon after delivery with your order number, a description of the problem and a photo if possible. Our team will review your message and reply within 1–2 business days.`,
      },
    ],
  },
  {
    category: "Wholesale",
    items: [
      {
        q: "Do you offer wholesale pricing?",
        a: `No. ${brandName} does not offer wholesale accounts or bulk pricing at this time.`,
      },
      {
        q: "Can I resell your products in my store or online?",
        a: `Our products are sold for personal use only, and we do not offer wholesale or resale arrangements.`,
      },
      {
        q: "Will wholesale be available in the future?",
        a: `We have no wholesale program planned right now. If that changes, we will share the news on our website.`,
      },
    ],
  },
  {
    category: "Age Requirements",
    items: [
      {
        q: "How old do I need to be to order?",
        a: `You must be at least 14 years old to order from ${brandName}.`,
      },
      {
        q: "Can teenagers place orders?",
        a: `Customers aged 14 to 17 may order only with a parent's or guardian's permission. We encourage parents and guardians to review products with a healthcare provider first.`,
      },
      {
        q: "Are your products suitable for children?",
        a: `No. Our products are not intended for children under 12.`,
      },
    ],
  },
  {
    category: "Products & Use",
    items: [
      {
        q: "Should I talk to my doctor before taking supplements?",
        a: `Yes. Please consult a healthcare provider before starting any supplement, especially if you take prescription or over-the-counter medication or have a health condition.`,
      },
      {
        q: "Can I take your products while pregnant or breastfeeding?",
        a: `No. Our products are not for pregnant or breastfeeding women.`,
      },
      {
        q: "How should I take a product?",
        a: `Follow the suggested use on the product page and label, and do not exceed the recommended amount. Your healthcare provider can help you decide what is right for you.`,
      },
      {
        q: "Are your products evaluated by the FDA?",
        a: `Statements about our products have not been evaluated by the Food and Drug Administration. Our products are not intended to diagnose, treat, cure, or prevent any disease.`,
      },
    ],
  },
  {
    category: "Contact",
    items: [
      {
        q: "How can I reach your team?",
        a: `Use the form on our Contact page, or email ${addressSlot.support} for general questions and ${addressSlot.orders} for anything about an order.`,
      },
      {
        q: "How quickly will I hear back?",
        a: `Our team replies within 1–2 business days.`,
      },
      {
        q: "What should I include in an order question?",
        a: `Please include your order number, the name and email used at checkout, and a short description of your question so we can help you quickly.`,
      },
    ],
  },
];
