import { useEffect } from 'react';
import { ErrorPanel, Spinner, buttonClassName } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { useAuthCodeUrl } from '../api/get-auth-code-url';
import { linkedinRedirectUri } from '../redirect-uri';
import styles from './linkedin.module.css';

/** Starts LinkedIn's authorization-code flow: asks the API for the authorization address and goes there. */
export default function LinkedinAuthCodeUrlScreen() {
  const authCodeUrl = useAuthCodeUrl(linkedinRedirectUri());
  const url = authCodeUrl.data?.url;

  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  return (
    <AdminPage
      title="LinkedIn authorization"
      description="Sign in to LinkedIn to give this product a fresh access token."
    >
      {authCodeUrl.isPending ? (
        <Spinner label="Preparing the LinkedIn authorization" />
      ) : authCodeUrl.isError ? (
        <ErrorPanel
          title="The LinkedIn authorization could not start"
          message={authCodeUrl.error.message}
          onRetry={() => void authCodeUrl.refetch()}
        />
      ) : (
        <p className={styles.notice} role="status">
          Taking you to LinkedIn…{' '}
          <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={authCodeUrl.data.url}>
            Continue to LinkedIn
          </a>
        </p>
      )}
    </AdminPage>
  );
}
