import { useNavigate } from 'shared-router';
import { useSession } from 'shared-auth';
import { toast } from 'shared-ui/toast';
import { describeRequestError } from '../../../lib/request-error';
import { useSetSaved } from '../api/set-saved';

export const VISITOR_SAVE_MESSAGE = 'Login or signup to save openings!';

/**
 * The card's Save action. Visitors are treated as Apply treats them (docs/PRODUCT.md#apply-visitor): an error
 * toast at the top for 3 s, closable, then /signup.
 */
export function useSaveOpening() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const mutation = useSetSaved();

  const toggleSave = (jobId: number, saved: boolean) => {
    if (!isLoggedIn) {
      toast.error(VISITOR_SAVE_MESSAGE, { duration: 3000, closeButton: true, position: 'top-center' });
      navigate('/signup');
      return;
    }
    mutation.mutate({ jobId, saved }, { onError: (error) => toast.error(describeRequestError(error)) });
  };

  return { toggleSave, pendingJobId: mutation.isPending ? mutation.variables?.jobId : undefined };
}
