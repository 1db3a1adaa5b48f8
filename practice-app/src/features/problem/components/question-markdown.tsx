import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import styles from './question-markdown.module.css';

/**
 * Problem statements are Markdown written by the administrator. They are rendered read-only and
 * sanitised; headings move one level down because the page already has its own h1.
 */
export function renderQuestionHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const shifted = html.replace(
    /<(\/?)h([1-5])(\s|>)/g,
    (_match, slash: string, level: string, rest: string) => {
      return `<${slash}h${Number(level) + 1}${rest}`;
    },
  );
  return DOMPurify.sanitize(shifted, { USE_PROFILES: { html: true } });
}

export function QuestionMarkdown({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderQuestionHtml(markdown), [markdown]);
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
