import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("mens-health", "routes/mens-health.tsx"),
  route("womens-health", "routes/womens-health.tsx"),
  route("reproductive-health", "routes/collection.tsx", { id: "collection-reproductive-health" }),
  route("detox", "routes/collection.tsx", { id: "collection-detox" }),
  route("longevity", "routes/collection.tsx", { id: "collection-longevity" }),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy-policy", "routes/policy.tsx", { id: "policy-privacy" }),
  route("terms-of-service", "routes/policy.tsx", { id: "policy-terms" }),
  route("articles", "routes/articles.tsx"),
  route("articles/:slug", "routes/article.tsx"),
  route("products/:slug", "routes/product.tsx"),
  route("api/reviews", "routes/api.reviews.ts"),
  route("api/contact", "routes/api.contact.ts"),
  route("api/subscribe", "routes/api.subscribe.ts"),
  route("subscribe", "routes/subscribe.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
