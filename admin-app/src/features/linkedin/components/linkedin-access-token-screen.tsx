import { Link, useSearchParams } from 'shared-router';
import { ErrorPanel, Spinner, TextField, buttonClassName } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { useAccessToken } from '../api/get-access-token';
import { linkedinRedirectUri } from '../redirect-uri';
import styles from './linkedin.module.css';

const startAgain = (
  <Link className={buttonClassName({ variant: 'secondary' })} to="/linkedin-auth-code-url">
    Start the authorization again
  </Link>
);

/** LinkedIn's redirect target: exchanges ?code= for an access token and shows how long it lasts. */
export default function LinkedinAccessTokenScreen() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const refusal = searchParams.get('error_description') ?? searchParams.get('error');
  const token = useAccessToken(refusal ? '' : code, linkedinRedirectUri());

  let content;
  if (refusal) {
    content = (
      <>
        <ErrorPanel title="LinkedIn did not authorize this product" message={refusal} />
        {startAgain}
      </>
    );
  } else if (!code) {
    content = (
      <>
        <ErrorPanel
          title="No authorization code"
          message="This page is opened by LinkedIn with a code after you sign in there."
        />
        {startAgain}
      </>
    );
  } else if (token.isPending) {
    content = <Spinner label="Exchanging the authorization code" />;
  } else if (token.isError) {
    content = (
      <>
        <ErrorPanel title="The access token could not be fetched" message={token.error.message} />
        {startAgain}
      </>
    );
  } else {
    const days = token.data.expires_in;
    content = (
      <div className={styles.result}>
        <p className={styles.expiry} role="status">
          The access token expires in <strong>{days}</strong> {days === 1 ? 'day' : 'days'}.
        </p>
        <TextField
          label="Access token"
          readOnly
          value={token.data.access_token}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    );
  }

  return (
    <AdminPage
      title="LinkedIn access token"
      description="The token is stored on the server for posting job openings."
    >
      {content}
    </AdminPage>
  );
}
