import styles from './static-page.module.css';

/** An "At a glance" list: short facts in boxes, two columns from medium width. */
export function FactList({ facts }: { facts: ReadonlyArray<{ term: string; detail: string }> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, detail }) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
