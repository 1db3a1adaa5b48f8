import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'shared-router';
import { useCurrentUser, useSession, type UserSettings } from 'shared-auth';
import {
  Button,
  Card,
  CheckboxField,
  ErrorPanel,
  InfoPanel,
  Spinner,
  TextAreaField,
  TextField,
} from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { scrollToTop } from '../../../lib/scroll-to-top';
import { useJobOpening } from '../../job-opening';
import type { JobOpening } from '../../../lib/job-opening';
import { useUnlockedOpening, type UnlockedOpening } from '../../my-referrals';
import { useCreateReferralRequest } from '../api/create-referral-request';
import { REMEMBER_NOTES_LABEL, applyFormSchema } from '../apply-form';
import { SUBMITTED_STATE } from './confirmation-screen';
import styles from './apply-screen.module.css';

function jobIdFrom(raw: string | null): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The whole opening, with the posting's link the credit bought (issue 13: not only under My referrals). */
function OpeningDetails({ opening, unlocked }: { opening?: JobOpening; unlocked?: UnlockedOpening }) {
  const title = opening?.title ?? unlocked?.title;
  const company = opening?.company_name ?? unlocked?.company_name;
  const location = opening?.location ?? unlocked?.location;
  const employmentType = opening?.employment_type ?? unlocked?.employment_type;
  if (!title) return null;
  return (
    <section className={styles.opening} aria-label="The job opening">
      <h2 className={styles.openingTitle}>{title}</h2>
      <p className={styles.company}>{company}</p>
      <dl className={styles.facts}>
        {employmentType && <Fact term="Type" value={employmentType} />}
        {location && <Fact term="Location" value={location} />}
        {opening && <Fact term="Experience" value={`${opening.yoe}+ years`} />}
        {opening && opening.skills.length > 0 && <Fact term="Skills" value={opening.skills.join(', ')} />}
      </dl>
      {unlocked && (
        <p className={styles.link}>
          <a href={unlocked.link} target="_blank" rel="noreferrer noopener" className={styles.linkButton}>
            Open the posting<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span className={styles.url}>{unlocked.link}</span>
        </p>
      )}
    </section>
  );
}

function ApplyContent({ jobId }: { jobId: number }) {
  const { userId } = useSession();
  const opening = useJobOpening(jobId, userId);
  const unlocked = useUnlockedOpening(jobId);
  // The form starts from the profile's remembered link and notes (issue 32); without them, empty.
  const me = useCurrentUser();
  if (unlocked.isPending || me.isPending) return <Spinner label="Loading the job opening" />;
  if (!unlocked.opening && !unlocked.isError) {
    return (
      <InfoPanel title="This opening is not unlocked yet">
        <p>
          Press Apply on <Link to={`/job-opening?id=${jobId}`}>the job opening</Link> to unlock it with a
          credit, then ask for a referral here.
        </p>
      </InfoPanel>
    );
  }
  return (
    <>
      <OpeningDetails opening={opening.data} unlocked={unlocked.opening} />
      <ApplyForm jobId={jobId} remembered={me.data?.settings} />
    </>
  );
}

function ApplyForm({ jobId, remembered }: { jobId: number; remembered?: UserSettings }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(applyFormSchema),
    defaultValues: {
      resume_link: remembered?.resume_link ?? '',
      notes: remembered?.apply_notes ?? '',
      remember_notes: Boolean(remembered?.apply_notes),
    },
  });
  const request = useCreateReferralRequest();

  const submit = handleSubmit((values) =>
    request.mutate(
      { job_id: jobId, ...values },
      {
        onSuccess: () => {
          navigate('/confirmation', { state: SUBMITTED_STATE });
          scrollToTop();
        },
      },
    ),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Resume link"
        hint="A link anyone can open, e.g. Google Drive or Dropbox."
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...register('resume_link')}
        error={errors.resume_link?.message}
        required
      />
      <TextAreaField
        label="Extra notes"
        hint="Optional: anything the referrer should know."
        maxLength={2000}
        {...register('notes')}
      />
      <CheckboxField label={REMEMBER_NOTES_LABEL} {...register('remember_notes')} />
      {request.isError && (
        <p className={styles.requestError} role="alert">
          {describeRequestError(request.error)}
        </p>
      )}
      <Button type="submit" loading={request.isPending} fullWidth>
        Submit
      </Button>
    </form>
  );
}

/** /apply?id=: the referral request for an opening the user has unlocked. */
export default function ApplyScreen() {
  const [searchParams] = useSearchParams();
  const jobId = jobIdFrom(searchParams.get('id'));
  return (
    <RequireSignIn>
      <section className={styles.screen} aria-labelledby="apply-title">
        <Card className={styles.card}>
          <h1 id="apply-title" className={styles.title}>
            Apply for Referral
          </h1>
          {jobId === null ? (
            <ErrorPanel
              title="No job opening chosen"
              message={
                <>
                  Choose an opening in the <Link to="/">feed</Link> and press Apply.
                </>
              }
            />
          ) : (
            <ApplyContent jobId={jobId} />
          )}
        </Card>
      </section>
    </RequireSignIn>
  );
}
