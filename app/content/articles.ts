import type { Article } from "./article";

const modules = import.meta.glob<{ article: Article }>("./articles/*.ts", { eager: true });

/** Every article, newest first. */
export const articles: readonly Article[] = Object.values(modules)
  .map((module) => module.article)
  .sort((a, b) => b.published.localeCompare(a.published));

export function findArticle(id: string): Article | undefined {
  return articles.find((article) => article.id === id);
}

export type ArticleCard = Omit<Article, "body">;

export function articleCard({ body: _body, ...card }: Article): ArticleCard {
  return card;
}
