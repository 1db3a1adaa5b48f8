import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NOT_FOUND_TEXT, errorScreenText } from './error-text';
import styles from './error-screen.module.css';

export function ErrorScreenView({ text }: { text: string }) {
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>Oops!</h1>
      <p className={styles.text}>{text}</p>
      <Link className={styles.home} to="/">
        Back to home
      </Link>
    </section>
  );
}

/** The router's error element: unmatched URLs and anything a route throws. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Unexpected route error', error);
  return <ErrorScreenView text={errorScreenText(error)} />;
}

export function NotFoundScreen() {
  return <ErrorScreenView text={NOT_FOUND_TEXT} />;
}
