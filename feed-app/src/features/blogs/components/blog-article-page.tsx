import { useState } from 'react';
import { Link, useParams } from 'shared-router';
import { NotFoundScreen, PageTitle } from 'shared-ui';
import type { BlogArticle } from '../blog-article';
import { blogArticles, findBlogArticle, formatPublishedOn } from '../blog-articles';
import { randomReadTimeMinutes } from '../read-time';
import styles from './blog-article-page.module.css';

function ArticleView({ article }: { article: BlogArticle }) {
  // Chosen once per view of an article, as docs/PRODUCT.md#blogs says.
  const [readTimeMinutes] = useState(() => randomReadTimeMinutes());
  const otherArticles = blogArticles.filter((other) => other.slug !== article.slug);

  return (
    <article className={styles.article}>
      <PageTitle title={article.title} />
      <header className={styles.header}>
        <p className={styles.back}>
          <Link to="/blogs">All articles</Link>
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          <time dateTime={article.publishedOn}>{formatPublishedOn(article.publishedOn)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readTimeMinutes} min read</span>
        </p>
        <p className={styles.lead}>{article.summary}</p>
      </header>

      {article.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <aside className={styles.more} aria-labelledby="more-articles-heading">
        <h2 id="more-articles-heading">More articles</h2>
        <ul>
          {otherArticles.map((other) => (
            <li key={other.slug}>
              <Link to={`/blog/${other.slug}`}>{other.title}</Link>
            </li>
          ))}
        </ul>
      </aside>
    </article>
  );
}

export function BlogArticlePage() {
  const { slug } = useParams();
  const article = findBlogArticle(slug);

  // An unknown slug is a page that does not exist: the 404 screen of docs/PRODUCT.md#error-screen.
  if (!article) return <NotFoundScreen />;
  // A new article is a new view: it gets its own read time.
  return <ArticleView key={article.slug} article={article} />;
}

export default BlogArticlePage;
