import { Link } from 'shared-router';
import { blogArticles, formatPublishedOn } from '../blog-articles';
import styles from './blog-index-page.module.css';

export function BlogIndexPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Blog</h1>
        <p className={styles.lead}>
          Practical advice on referrals, interview calls, salaries and preparing for tech interviews in India.
        </p>
      </header>
      <ul className={styles.list}>
        {blogArticles.map((article) => (
          <li key={article.slug}>
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={`/blog/${article.slug}`}>{article.title}</Link>
              </h2>
              <p className={styles.date}>
                <time dateTime={article.publishedOn}>{formatPublishedOn(article.publishedOn)}</time>
              </p>
              <p className={styles.summary}>{article.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default BlogIndexPage;
