import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from 'shared-auth';
import { Button, Card, ErrorPanel, TextAreaField, TextField } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { scrollToTop } from '../../../lib/scroll-to-top';
import { useJobOpening } from '../../../lib/job-opening/api/get-job-opening';
import { useCreateReferralRequest } from '../api/create-referral-request';
import { resumeLinkError } from '../apply-form';
import { SUBMITTED_STATE } from './confirmation-screen';
import styles from './apply-screen.module.css';

function jobIdFrom(raw: string | null): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function OpeningSummary({ jobId }: { jobId: number }) {
  const { userId } = useSession();
  const opening = useJobOpening(jobId, userId);
  if (!opening.data) return null;
  return (
    <p className={styles.opening}>
      <strong>{opening.data.title}</strong> at {opening.data.company_name}
    </p>
  );
}

function ApplyForm({ jobId }: { jobId: number }) {
  const navigate = useNavigate();
  const [resumeLink, setResumeLink] = useState('');
  const [notes, setNotes] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const request = useCreateReferralRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = resumeLinkError(resumeLink);
    setLinkError(error);
    if (error) return;
    request.mutate(
      { job_id: jobId, resume_link: resumeLink.trim(), notes: notes.trim() },
      {
        onSuccess: () => {
          navigate('/confirmation', { state: SUBMITTED_STATE });
          scrollToTop();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Resume link"
        hint="A link anyone can open, e.g. Google Drive or Dropbox."
        type="url"
        name="resume_link"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={resumeLink}
        onChange={(event) => {
          setResumeLink(event.target.value);
          setLinkError(null);
        }}
        error={linkError}
        required
      />
      <TextAreaField
        label="Extra notes"
        hint="Optional: anything the referrer should know."
        name="notes"
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
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
            <>
              <OpeningSummary jobId={jobId} />
              <ApplyForm jobId={jobId} />
            </>
          )}
        </Card>
      </section>
    </RequireSignIn>
  );
}
