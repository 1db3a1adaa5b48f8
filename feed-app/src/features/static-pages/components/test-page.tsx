import { apiBaseUrl } from 'shared-api';
import { Button, ErrorPanel, Spinner } from 'shared-ui';
import { useServiceHealth } from '../api/get-service-health';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

function errorText(error: Error): string {
  return error.message || 'The API did not answer.';
}

/** A connectivity check: can this browser reach the API, and how fast does it answer? */
export function TestPage() {
  const health = useServiceHealth();

  return (
    <StaticPage title="Test page" lead="Checks that this browser can reach the ReferralHub API.">
      <section aria-labelledby="test-api">
        <h2 id="test-api">API status</h2>
        <p>
          Address: <code>{apiBaseUrl()}</code>
        </p>
        {health.isPending && <Spinner label="Checking the API" />}
        {health.isError && (
          <ErrorPanel
            title="The API is not reachable"
            message={errorText(health.error)}
            onRetry={() => void health.refetch()}
            retryLabel="Check again"
          />
        )}
        {health.isSuccess && (
          <>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>Status</dt>
                <dd>Reachable</dd>
              </div>
              <div className={styles.fact}>
                <dt>Database engine</dt>
                <dd>{health.data.engine}</dd>
              </div>
              <div className={styles.fact}>
                <dt>Response time</dt>
                <dd>{health.data.responseTimeMs} ms</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <Button variant="secondary" loading={health.isFetching} onClick={() => void health.refetch()}>
                Check again
              </Button>
            </div>
          </>
        )}
      </section>
    </StaticPage>
  );
}

export default TestPage;
