import { ErrorPanel, SkeletonList } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { HiringChallengePage } from '../../static-pages';
import { useCurrentContest } from '../api/get-current-contest';
import { ContestPage } from './contest-page';

/**
 * /hiring-challenge: the configured contest's page, or, when there is none, the static page whose
 * registration is the external form (issue 31, item 4).
 */
export default function HiringChallengeScreen() {
  const current = useCurrentContest();
  if (current.isPending) return <SkeletonList count={3} label="Loading the hiring challenge" />;
  if (current.isError)
    return (
      <ErrorPanel
        title="The hiring challenge did not load"
        message={describeRequestError(current.error)}
        onRetry={() => void current.refetch()}
      />
    );
  const { contest } = current.data;
  if (!contest) return <HiringChallengePage />;
  // The API's clock against this device's when the answer arrived: a phone whose clock is off still
  // starts, counts down and ends the window when the server does.
  const clockOffset = Date.parse(contest.server_time) - current.dataUpdatedAt;
  return <ContestPage contest={contest} clockOffset={Number.isFinite(clockOffset) ? clockOffset : 0} />;
}
