import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'shared-router';
import { RETURN_PARAM, safeReturnPath } from 'shared-auth';
import { Button, Card, CheckboxField, CheckboxGroup, SelectField } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { scrollToTop } from '../../../lib/scroll-to-top';
import {
  JOB_ALERTS_LABEL,
  SETTINGS_DOMAINS,
  SETTINGS_LOCATIONS,
  YOE_OPTIONS,
} from '../../../lib/preference-choices';
import { useSaveOnboarding, type OnboardingAnswers } from '../api/save-onboarding';
import page from '../../../components/form-page.module.css';
import styles from './welcome-screen.module.css';

export const WELCOME_TITLE = 'Welcome! Tell us what fits you';

/** Where the feed opens after the welcome: matching openings first when there is something to match. */
function destination(returnTo: string | null, answers: OnboardingAnswers): string {
  if (returnTo) return returnTo;
  const complete =
    answers.yoe !== undefined &&
    answers.yoe !== null &&
    (answers.domains_interested_in?.length ?? 0) > 0 &&
    (answers.locations_open_to?.length ?? 0) > 0;
  return complete ? '/?matches=yes' : '/';
}

function WelcomeForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM));
  const [yoe, setYoe] = useState('');
  const [domains, setDomains] = useState<string[]>([]);
  const [locations, setLocations] = useState<string[]>([]);
  // Issue 32: nobody is subscribed to e-mail without saying so.
  const [alerts, setAlerts] = useState(false);
  const save = useSaveOnboarding();

  const finish = (answers: OnboardingAnswers) =>
    save.mutate(answers, {
      onSuccess: () => {
        navigate(destination(returnTo, answers), { replace: true });
        scrollToTop();
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish({
      yoe: yoe === '' ? null : Number(yoe),
      ...(domains.length > 0 ? { domains_interested_in: domains } : {}),
      ...(locations.length > 0 ? { locations_open_to: locations } : {}),
      job_alerts: alerts ? 'daily' : 'off',
    });
  };

  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <SelectField
        label="Years of experience"
        options={YOE_OPTIONS}
        placeholder="Select YOE"
        name="yoe"
        value={yoe}
        onChange={(event) => setYoe(event.target.value)}
      />
      <CheckboxGroup
        legend="Domains interested in"
        name="domains"
        options={SETTINGS_DOMAINS}
        selected={domains}
        onChange={setDomains}
      />
      <CheckboxGroup
        legend="Locations open to"
        name="locations"
        options={SETTINGS_LOCATIONS}
        selected={locations}
        onChange={setLocations}
      />
      <CheckboxField
        label={JOB_ALERTS_LABEL}
        name="alerts"
        checked={alerts}
        onChange={(event) => setAlerts(event.target.checked)}
      />
      {save.isError && (
        <p className={page.requestError} role="alert">
          {describeRequestError(save.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          Show my openings
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={save.isPending}
          onClick={() => finish({ job_alerts: 'off' })}
        >
          Skip for now
        </Button>
      </div>
    </form>
  );
}

/** /welcome: the one screen after sign-up (issue 32); every question may be skipped. */
export default function WelcomeScreen() {
  return (
    <RequireSignIn>
      <section className={page.screen} aria-labelledby="welcome-title">
        <Card className={page.card}>
          <h1 id="welcome-title" className={page.title}>
            {WELCOME_TITLE}
          </h1>
          <p className={page.lead}>
            Answer what you like, all of it is optional; you can change it later in Settings.
          </p>
          <WelcomeForm />
        </Card>
      </section>
    </RequireSignIn>
  );
}
