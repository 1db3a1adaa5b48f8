import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser, type UserSettings } from 'shared-auth';
import {
  Button,
  Card,
  CheckboxField,
  CheckboxGroup,
  ErrorPanel,
  SelectField,
  Spinner,
  TextField,
} from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { describeRequestError } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { useUpdateSettings } from '../api/update-settings';
import {
  JOB_ALERTS_LABEL,
  SETTINGS_DOMAINS,
  SETTINGS_LOCATIONS,
  SETTINGS_MESSAGES,
  YOE_OPTIONS,
  draftFromSettings,
  settingsFromDraft,
  validateSettings,
  type SettingsDraft,
  type SettingsErrors,
} from '../settings-form';
import styles from './settings-screen.module.css';

function SettingsForm({ saved }: { saved: UserSettings }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromSettings(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const update = useUpdateSettings();

  const change = <K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'jobAlerts') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(settingsFromDraft(draft), {
      onSuccess: () => {
        toast.success(SETTINGS_MESSAGES.saved);
        if (searchParams.get('redirect') === 'yes') navigate('/');
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SelectField
        label="Years of experience"
        name="yoe"
        options={YOE_OPTIONS}
        placeholder="Select YOE"
        value={draft.yoe}
        onChange={(event) => change('yoe', event.target.value)}
        error={errors.yoe}
      />
      <CheckboxGroup
        legend="Domains interested in"
        name="domains"
        options={SETTINGS_DOMAINS}
        selected={draft.domains}
        onChange={(domains) => change('domains', domains)}
        error={errors.domains}
      />
      <CheckboxGroup
        legend="Locations open to"
        name="locations"
        options={SETTINGS_LOCATIONS}
        selected={draft.locations}
        onChange={(locations) => change('locations', locations)}
        error={errors.locations}
      />
      <TextField
        label="Current organization"
        name="current_organization"
        autoComplete="organization"
        maxLength={200}
        value={draft.organization}
        onChange={(event) => change('organization', event.target.value)}
        error={errors.organization}
      />
      <fieldset className={styles.alerts} aria-describedby="job-alerts-hint">
        <legend className={styles.alertsLegend}>Job alerts</legend>
        <CheckboxField
          name="job_alerts"
          label={JOB_ALERTS_LABEL}
          checked={draft.jobAlerts}
          onChange={(event) => change('jobAlerts', event.target.checked)}
        />
        <p id="job-alerts-hint" className={styles.alertsHint}>
          {draft.jobAlerts
            ? 'On: one e-mail a day with up to 10 new openings that match these preferences, only when there are some.'
            : 'Off: we will not e-mail you about new openings.'}
        </p>
      </fieldset>
      {update.isError && (
        <p className={styles.requestError} role="alert">
          {describeRequestError(update.error)}
        </p>
      )}
      <Button type="submit" loading={update.isPending}>
        Save Settings
      </Button>
    </form>
  );
}

function SettingsContent() {
  const user = useCurrentUser();
  return (
    <section className={styles.screen} aria-labelledby="settings-title">
      <Card className={styles.card}>
        <h1 id="settings-title" className={styles.title}>
          Profile Settings
        </h1>
        <p className={styles.lead}>Tell us what you are looking for; we use it to pick openings for you.</p>
        {user.isPending ? (
          <Spinner label="Loading your settings" />
        ) : user.isError ? (
          <ErrorPanel
            title="Could not load your settings"
            message={describeRequestError(user.error)}
            onRetry={() => void user.refetch()}
          />
        ) : (
          <SettingsForm key={user.data.id} saved={user.data.settings} />
        )}
      </Card>
      <Card className={styles.backCard}>
        <p className={styles.backText}>Done here? Find your next opening.</p>
        <Link to="/" className={styles.backLink}>
          Back to Jobs
        </Link>
      </Card>
    </section>
  );
}

/** /settings: 'Profile Settings' (login required); redirect=yes returns home after saving. */
export default function SettingsScreen() {
  return (
    <RequireSignIn>
      <SettingsContent />
    </RequireSignIn>
  );
}
