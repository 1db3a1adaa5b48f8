import { useNavigate } from 'react-router';
import { useSession } from 'shared-auth';
import { toast } from 'shared-ui/toast';
import { scrollToTop } from '../scroll-to-top';
import { useCheckJobLink } from './api/check-job-link';
import { countInBackground } from './api/increment-count';

export const VISITOR_APPLY_MESSAGE = 'Login or signup to view the post!';

/**
 * SPEC §4 Apply. Visitors get the toast and go to sign up. Signed-in users: the apply check, then
 * the apply page (one view counted) or /premium when a recharge is needed; a failure is only logged.
 */
export function useApplyToOpening() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const check = useCheckJobLink();

  const apply = (jobId: number) => {
    if (!isLoggedIn) {
      toast.error(VISITOR_APPLY_MESSAGE, { duration: 3000, closeButton: true, position: 'top-center' });
      navigate('/signup');
      return;
    }
    check.mutate(jobId, {
      onSuccess: ({ link, recharge_needed }) => {
        if (link && !recharge_needed) {
          countInBackground(jobId, 'view_count');
          navigate(`/apply?id=${jobId}`);
          scrollToTop();
        } else if (!link && recharge_needed) {
          navigate('/premium');
        }
      },
      // A 401 is handled for every request by shared-auth (the shell sends the user to log in).
      onError: (error) => console.error('The apply check failed', error),
    });
  };

  return { apply, pendingJobId: check.isPending ? check.variables : undefined };
}
