import { Link } from "react-router";
import type { Route } from "./+types/articles";
import { ArticleFacts } from "~/sections/content/article-facts";
import { articleCard, articles } from "~/content/articles";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Health & Wellness Articles",
    description:
      "Practical, evidence-informed guides to energy, stress, immune support, heart, brain and digestive wellness from our herbal team.",
    path: "/articles",
    siteUrl: siteUrlFrom(matches),
  });

export function loader() {
  return { articles: articles.map(articleCard) };
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Health &amp; Wellness Articles</h1>
        <p className="mt-4 text-lg text-ink-soft">
          Everyday guidance on food, sleep, movement and herbs, written to help you make informed
          choices.
        </p>
      </header>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.articles.map((article, index) => (
          <li key={article.id}>
            <Link
              to={`/articles/${article.id}`}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
            >
              <img
                src={article.thumbnail}
                alt=""
                width={800}
                height={450}
                loading={index < 3 ? "eager" : "lazy"}
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <ArticleFacts article={article} look="card" />
                <h2 className="text-xl font-semibold group-hover:underline">{article.title}</h2>
                <p className="text-ink-soft">{article.description}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
