import { Link } from 'shared-router';
import { PageTitle } from './page-title';
import styles from './error-screen.module.css';

// docs/PRODUCT.md#error-screen: the texts, shown to users as written (its spelling of "occured" included).
export const NOT_FOUND_TEXT = "This page doesn't exist!";
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occured.';

/**
 * The 'Oops!' screen of docs/PRODUCT.md#error-screen; remotes render it too, for an id or a slug that leads
 * nowhere.
 */
export function ErrorScreenView({ text }: { text: string }) {
  return (
    <section className={styles.screen} role="alert">
      <PageTitle title={text === NOT_FOUND_TEXT ? 'Page not found' : 'Something went wrong'} />
      <h1 className={styles.title}>Oops!</h1>
      <p className={styles.text}>{text}</p>
      <Link className={styles.home} to="/">
        Back to home
      </Link>
    </section>
  );
}

export function NotFoundScreen() {
  return <ErrorScreenView text={NOT_FOUND_TEXT} />;
}
