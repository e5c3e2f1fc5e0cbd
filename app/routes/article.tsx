import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/article";
import { ArticleBody } from "~/sections/content/article-body";
import { ArticleFacts } from "~/sections/content/article-facts";
import { BackLink } from "~/sections/content/back-link";
import { logoPath } from "~/config/icons";
import { site } from "~/config/site";
import { articleCard, articles, findArticle } from "~/content/articles";
import { articlePreview } from "~/lib/previews";
import { jsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data)
    return [
      { title: `Article Not Found | ${site.brandName}` },
      { name: "robots", content: "noindex" },
    ];
  const { article } = data;
  const siteUrl = siteUrlFrom(matches);
  const path = `/articles/${article.id}`;
  return [
    ...pageMeta({
      title: article.title,
      description: article.description,
      path,
      siteUrl,
      image: articlePreview(article),
      type: "article",
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.description,
      image: `${siteUrl}${article.thumbnail}`,
      datePublished: article.published,
      articleSection: article.category,
      mainEntityOfPage: `${siteUrl}${path}`,
      author: { "@type": "Organization", name: site.brandName },
      publisher: {
        "@type": "Organization",
        name: site.brandName,
        logo: { "@type": "ImageObject", url: `${siteUrl}${logoPath}` },
      },
    }),
  ];
};

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const more = articles
    .filter((other) => other.id !== article.id)
    .slice(0, 3)
    .map(articleCard);
  return { article, more };
}

export default function ArticleRoute({ loaderData: { article, more } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/articles">Back to Articles</BackLink>
      <img
        src={article.thumbnail}
        alt=""
        width={800}
        height={450}
        fetchPriority="high"
        className="mt-4 aspect-video w-full rounded-3xl object-cover"
      />
      <ArticleFacts article={article} look="page" />
      <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl">{article.title}</h1>
      <div className="mt-8">
        <ArticleBody body={article.body} />
      </div>
      <aside aria-labelledby="more-articles" className="mt-14 rounded-3xl bg-mist p-6 sm:p-8">
        <h2 id="more-articles" className="text-2xl font-semibold">
          More Health Articles
        </h2>
        <ul className="mt-4 space-y-2">
          {more.map((other) => (
            <li key={other.id}>
              <Link
                to={`/articles/${other.id}`}
                className="inline-flex min-h-11 items-center font-medium hover:underline"
              >
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/articles"
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-leaf hover:underline"
        >
          View All Articles →
        </Link>
      </aside>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-4xl font-semibold">Article Not Found</h1>
      <p className="text-ink-soft">
        We couldn't find that article. It may have moved, or the link may be mistyped.
      </p>
      <Link
        to="/articles"
        className="inline-flex min-h-11 items-center font-semibold text-leaf hover:underline"
      >
        ← Back to Articles
      </Link>
    </div>
  );
}
