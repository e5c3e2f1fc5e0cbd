/** A numbered section of a policy page; `body` uses the article body format (see article-body.ts). */
interface PolicySection {
  /** Anchor id, kebab-case (e.g. "cookies"). */
  id: string;
  heading: string;
  body: string;
}

export interface Policy {
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** ISO date, yyyy-mm-dd. */
  effectiveDate: string;
  intro: string;
  sections: PolicySection[];
}
