export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
  /** An optional list shown after the paragraphs. */
  points?: readonly string[];
}

export interface BlogArticle {
  slug: string;
  title: string;
  /** One or two sentences for the index and the page's lead. */
  summary: string;
  /** ISO date, e.g. '2025-03-12'. */
  publishedOn: string;
  sections: readonly ArticleSection[];
}
