/** One health article. `body` is written in the article body format (see article-body.ts). */
export interface Article {
  /** Slug used in /articles/{id}. */
  id: string;
  title: string;
  /** One or two sentences for the list card and the meta description. */
  description: string;
  category: string;
  /** Text such as '5 min read'. */
  readTime: string;
  /** ISO date, yyyy-mm-dd. */
  published: string;
  /** Thumbnail artwork under /images/articles/. */
  thumbnail: string;
  body: string;
}
