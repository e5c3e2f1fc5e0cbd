import { site } from "~/config/site";
import { addressSlot } from "~/config/store-addresses";
import type { Policy } from "../policy";

const { brandName } = site;

export const privacyPolicy: Policy = {
  title: "Privacy Policy",
  description: `How ${brandName} collects, uses and protects your information, including checkout, email marketing, cookies and your privacy choices.`,
  effectiveDate: "2025-02-20",
  intro: `${brandName} ("we," "us" or "our") respects your privacy. This Privacy Policy explains what information we collect when you visit our website, contact us, subscribe to our emails, leave a review or place an order, how we use and share that information, and the choices you have. By using our website, you agree to the practices described here.`,
  sections: [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      body: `We collect information you choose to give us and a limited amount of information that is collected automatically when you use our website.

**Information you provide**

- Contact form: your name, email address, phone number (optional) and the message you send us.
- Newsletter sign-up: your email address.
- Product reviews: your name, star rating and review text. Reviews are public and can be seen by anyone who visits the product page, so please do not include private information in them.
- Orders: when you check out, you provide your name, shipping address, email address and payment details to our checkout provider, as described in the Checkout and Payments section.

**Information collected automatically**

- Technical details such as your browser type, device type, pages visited, referring page and approximate location derived from your IP address.
- Information stored in your browser, such as your favorites list and cart, as described in the Cookies and Similar Technologies section.

**How fast our pages load for you**

To keep our website fast, your browser measures how quickly each page you view loads and responds (Google's Core Web Vitals: when the largest content appears, how fast the page answers a tap or click, how much the layout shifts, when the first content appears and when the first byte arrives) and sends those numbers to our own website once per page view. With them we keep only the kind of page (home, collection, product, article or other), whether the screen is phone-sized or larger, and the day. We do not keep your IP address, any cookie, the page's address or any identifier, so the numbers cannot be linked to you. Each day's numbers are combined into daily totals, and everything is deleted after 28 days. Nothing is measured if your browser sends Global Privacy Control or you opted out on our Your Privacy Choices page.

**Reviews, review requests and photos**

When an order is placed and shipped, Shopify tells our website about it. From each order we keep only the order number, your email address, your first name, which of our products you bought and when the order was shipped, so that we can email you once, after delivery, to ask for a review. We do not keep your address, phone number, payment details or prices.

The email holds one link per product. Each link is yours alone, works once and expires; a review posted through it shows a "Verified buyer" badge. Every request email has a link to stop review requests; we then keep only a scrambled form of your address (not the address itself) so that we remember your choice.

Reviews show the name you give, your rating and your text. If you add photos, we remove all hidden details (such as location, camera and date) before storing them, and show them only after we have checked them. When you mark a review as helpful, we count one vote per device network and keep a scrambled form of it, never your IP address.

To see, export or erase what we hold about your email (orders, review links, the reviews and photos posted through them), write to us at ${addressSlot.support}.`,
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Your Information",
      body: `We use the information we collect to:

- Respond to your questions and requests sent through our contact form or by email.
- Process, fulfill and support your orders, including shipping updates.
- Send newsletters, product news and offers if you have subscribed.
- Display your product reviews on our website.
- Operate, maintain and improve our website, products and customer service.
- Detect and guard against fraud, spam, abuse and security issues.
- Comply with legal obligations and enforce our Terms of Service.

We do not sell your personal information.`,
    },
    {
      id: "checkout-and-payments",
      heading: "Checkout and Payments",
      body: `Checkout on our website is handled securely by Shopify. When you complete a purchase, the information you enter at checkout, including your name, shipping address, email address and payment details, is collected and processed by Shopify under its own privacy policy.

We do not see or store your full payment card number. Shopify shares with us the order details we need to fulfill and support your purchase, such as your name, shipping address, email address and the items you ordered. We encourage you to review Shopify's privacy policy to understand how it handles your information.`,
    },
    {
      id: "email-marketing",
      heading: "Email Marketing",
      body: `If you sign up for our newsletter, we use Klaviyo, a third-party email marketing service, to store your email address and send you messages. Klaviyo may record whether you open our emails or click their links, and, if you have subscribed, which products you view on our website, so that we can make our emails more relevant.

You can unsubscribe at any time by selecting the unsubscribe link at the bottom of any marketing email, or by writing to us at ${addressSlot.support}. Even after you unsubscribe, we may still send messages related to an order you placed.`,
    },
    {
      id: "cookies",
      heading: "Cookies and Similar Technologies",
      body: `Cookies are small text files placed in your browser. Local storage is a similar feature that lets a website save information in your browser on your own device.

- Favorites: the products you mark as favorites are kept in your browser's local storage. They are not sent to us.
- Cart: the demo cart on our website is also kept in your browser's local storage.
- Checkout: Shopify uses cookies to run its secure checkout and keep your order details in place while you shop.
- Email marketing: Klaviyo uses cookies and similar technologies to show our sign-up form and to recognize subscribers when they return to our website. It is not loaded at all if you opt out of marketing tracking (see Your Choices and Privacy Rights).
- Your privacy choice: if you opt out of marketing tracking, we keep that choice in a first-party cookie named marketing_opt_out for one year. It holds only the choice.

You can clear local storage and cookies, or block cookies, through your browser settings. If you do, your favorites and cart will be removed, and some features, such as checkout, may not work as intended.`,
    },
    {
      id: "sharing",
      heading: "How We Share Information",
      body: `We share personal information only as described in this policy:

- Service providers: companies that help us run our business, such as Shopify for checkout, Klaviyo for email, and our hosting, database and shipping partners. They may use your information only to provide services to us.
- Public reviews: your name, rating and review text are visible to other visitors.
- Legal reasons: when we believe disclosure is required by law, legal process or a government request, or is needed to protect the rights, property or safety of our customers, our business or others.
- Business transfers: if our business is involved in a merger, acquisition or sale of assets, your information may be transferred as part of that transaction.

Our website may link to third-party sites, such as our social media pages. Their own privacy policies govern how they handle your information.`,
    },
    {
      id: "retention-and-security",
      heading: "Data Retention and Security",
      body: `We keep personal information only as long as we need it for the purposes described in this policy, including to answer your messages, support your orders, keep business and tax records, resolve disputes and meet legal requirements. Reviews stay on our website until you ask us to remove them or we remove them under our Terms of Service. Newsletter data is kept until you unsubscribe or ask us to delete it.

Our website's records are copied to a backup once a day, so that we can recover them after a fault. Each backup is kept for seven days and then deleted. When we erase your information at your request, it is removed from our website at once and stays in backups only until they are deleted; we also keep a scrambled record that the erasure happened (never your email address itself), so that if we ever have to restore a backup, your information is erased from it again before our website uses it.

We use reasonable administrative, technical and physical safeguards to protect your information, including encrypted connections to our website. No method of transmission or storage is completely secure, however, so we cannot guarantee absolute security. If you believe your information has been compromised, please contact us right away.`,
    },
    {
      id: "childrens-privacy",
      heading: "Children's Privacy",
      body: `Our store is not directed to children under 14, and we do not knowingly collect personal information from children under 14. Customers aged 14 to 17 may use our website and place orders only with the permission of a parent or guardian.

If you believe a child under 14 has given us personal information, please contact us at ${addressSlot.support} and we will delete it.`,
    },
    {
      id: "your-choices-and-rights",
      heading: "Your Choices and Privacy Rights",
      body: `You have choices about the information you share with us:

- You can unsubscribe from marketing emails at any time using the link in any email.
- You can ask us to access, correct or delete the personal information we hold about you, including a review you posted.
- You can manage cookies and clear local storage through your browser settings.
- You can opt out of marketing tracking on our Your Privacy Choices page (linked at the bottom of every page, at /privacy-choices). Once you opt out, Klaviyo's script is not loaded on our pages in that browser: it sets no cookies, and no product views or other events about your visits are sent to Klaviyo. Your choice is kept in a first-party cookie; clearing your cookies clears it.
- We honour Global Privacy Control. If your browser sends the Global Privacy Control signal (the Sec-GPC header, or navigator.globalPrivacyControl in the page), we treat it as your opt-out of the sale or sharing of personal information and of marketing tracking, automatically, without asking you to do anything else, and the Your Privacy Choices page tells you it was honoured.
- Opting out of tracking does not unsubscribe you from emails you asked for: if you sign up for our newsletter, we send your email address to Klaviyo from our own server so that they can deliver it.

Depending on the state where you live, you may have additional rights under US state privacy laws, such as the right to know what personal information we collect, to obtain a copy of it, to correct or delete it, and to opt out of the sale of personal information or its use for targeted advertising. We do not sell personal information. We will not discriminate against you for exercising any of these rights.

To make a request, email ${addressSlot.support}. We may need to verify your identity before responding, and an authorized agent may submit a request on your behalf where the law allows. If we decline your request, you may be able to appeal our decision by replying to our response.`,
    },
    {
      id: "changes-and-contact",
      heading: "Changes and Contact",
      body: `We may update this Privacy Policy from time to time. When we do, we will post the revised version on this page and update the effective date at the top. Significant changes may also be announced on our website or by email.

If you have questions about this Privacy Policy or how we handle your information, please contact us at ${addressSlot.support}. Our team replies within 1–2 business days.`,
    },
  ],
};
