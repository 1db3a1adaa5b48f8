import { useQueryClient, type QueryClient } from 'shared-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'shared-router';
import {
  APPLY_AFTER_SIGN_IN_PARAM,
  getCurrentUserQueryOptions,
  signInPath,
  useSession,
  withSearchParam,
} from 'shared-auth';
import { toast } from 'shared-ui/toast';
import { getMyReferralsQueryOptions } from '../../my-referrals';
import { scrollToTop } from '../../../lib/scroll-to-top';
import { useCheckJobLink } from '../api/check-job-link';
import { countInBackground } from '../api/increment-count';
import type { ApplyCostDialogProps, ApplyCostQuestion } from '../components/apply-cost-dialog';

export const VISITOR_APPLY_MESSAGE = 'Login or signup to view the post!';

/** /premium?for=<id> and /purchase-status?for=<id>: the opening a purchase is for. */
export const UNLOCKING_PARAM = 'for';

export { parseOpeningId } from '../opening-id';

/** The job page with its Apply step reopened once there (the page reads the mark, issue 32). */
export function applyStepPath(jobId: number): string {
  return `/job-opening?id=${jobId}&${APPLY_AFTER_SIGN_IN_PARAM}=${jobId}`;
}

/** Read fresh, not from cache: the dialog states the balance and must not ask about a free reopening. */
async function readBalance(queryClient: QueryClient, jobId: number, userId: string, email: string) {
  const [referrals, me] = await Promise.all([
    queryClient.fetchQuery({ ...getMyReferralsQueryOptions(userId), staleTime: 0 }),
    queryClient.fetchQuery({ ...getCurrentUserQueryOptions(email), staleTime: 0 }),
  ]);
  return {
    unlocked: referrals.unlocked_openings.some((opening) => opening.job_id === jobId),
    credits: me.user.credits,
  };
}

/**
 * docs/PRODUCT.md#apply. Visitors get the toast and go to sign up. Signed-in users: an opening not yet
 * unlocked first asks to spend the credit (issue 13; with no credits left it goes straight on, so the
 * server sends them to /premium); then the apply check, and the apply page (one view counted) or
 * /premium when a recharge is needed. A failure is only logged.
 *
 * A visitor's sign-up returns to this page with `?apply=<id>` (issue 32): once signed in, the
 * page takes the mark out of its URL and carries on with that opening's Apply step.
 */
export function useApplyToOpening() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { isLoggedIn, userId, email } = useSession();
  const check = useCheckJobLink();
  const [readingJobId, setReadingJobId] = useState<number>();
  const [question, setQuestion] = useState<ApplyCostQuestion | null>(null);

  const unlock = (jobId: number) => {
    check.mutate(jobId, {
      onSuccess: ({ link, recharge_needed }) => {
        if (link && !recharge_needed) {
          countInBackground(jobId, 'view_count');
          navigate(`/apply?id=${jobId}`);
          scrollToTop();
        } else if (!link && recharge_needed) {
          // The premium page names the opening and, once paid, leads back to its Apply step (issue 32).
          navigate(`/premium?${UNLOCKING_PARAM}=${jobId}`);
        }
      },
      // A 401 is handled for every request by shared-auth (the shell sends the user to log in).
      onError: (error) => console.error('The apply check failed', error),
    });
  };

  const apply = async (jobId: number) => {
    if (!isLoggedIn) {
      toast.error(VISITOR_APPLY_MESSAGE, { duration: 3000, closeButton: true, position: 'top-center' });
      const here = `${location.pathname}${location.search}${location.hash}`;
      navigate(signInPath('signup', withSearchParam(here, APPLY_AFTER_SIGN_IN_PARAM, String(jobId))));
      return;
    }
    // The Apply button is disabled while the balance is read; remember it to give focus back on Cancel.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReadingJobId(jobId);
    let balance: { unlocked: boolean; credits: number };
    try {
      balance = await readBalance(queryClient, jobId, userId, email);
    } catch (error) {
      console.error('The apply check failed', error);
      return;
    } finally {
      setReadingJobId(undefined);
    }
    if (balance.unlocked || balance.credits <= 0) unlock(jobId);
    else setQuestion({ open: true, jobId, credits: balance.credits, opener });
  };

  const applyAfterSignIn = searchParams.get(APPLY_AFTER_SIGN_IN_PARAM);
  const resumedApply = useRef<string | null>(null);
  useEffect(() => {
    if (!isLoggedIn || !applyAfterSignIn || resumedApply.current === applyAfterSignIn) return;
    resumedApply.current = applyAfterSignIn;
    setSearchParams(
      (params) => {
        params.delete(APPLY_AFTER_SIGN_IN_PARAM);
        return params;
      },
      { replace: true },
    );
    const jobId = /^\d{1,10}$/.test(applyAfterSignIn) ? Number(applyAfterSignIn) : 0;
    if (jobId > 0 && jobId <= 2_147_483_647) void apply(jobId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mark, with the session of that render
  }, [isLoggedIn, applyAfterSignIn]);

  const costDialog: ApplyCostDialogProps = {
    question,
    onConfirm: () => {
      if (!question?.open) return;
      setQuestion({ ...question, open: false });
      unlock(question.jobId);
    },
    onCancel: () => setQuestion((current) => (current ? { ...current, open: false } : current)),
  };

  return {
    apply: (jobId: number) => void apply(jobId),
    pendingJobId: readingJobId ?? (check.isPending ? check.variables : undefined),
    costDialog,
  };
}
