import { useDeferredValue, useSyncExternalStore } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'shared-router';
import { useCurrentUser, type UserSettings } from 'shared-auth';
import {
  Button,
  Card,
  CheckboxField,
  CheckboxGroup,
  ErrorPanel,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
} from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { createLazyResolver } from '../../../lib/lazy-resolver';
import { describeRequestError } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { useUpdateSettings } from '../api/update-settings';
import {
  JOB_ALERTS_LABEL,
  SETTINGS_DOMAINS,
  SETTINGS_LOCATIONS,
  SETTINGS_SAVED_MESSAGE,
  YOE_OPTIONS,
  draftFromSettings,
} from '../settings-form';
import page from '../../../components/form-page.module.css';
import styles from './settings-screen.module.css';

const settingsChecks = createLazyResolver(() =>
  import('../settings-schema').then((module) => module.settingsResolver),
);

/**
 * The form; `saved` is null while the reader's settings load. The form is then already laid out,
 * empty, disabled and hidden from assistive technology under a spinner: the server's markup has the
 * final layout, and nothing below it moves when the settings fill it (with a spinner in its place,
 * "Back to Jobs" jumped a screen down, a layout shift of 0.14 on a 412 px phone).
 */
function SettingsForm({ saved }: { saved: UserSettings | null }) {
  const loading = saved === null;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Validated on submit, then again as each field changes. A failed submit focuses the first invalid
  // field (react-hook-form's shouldFocusError) in the order the fields registered: every field that
  // can be invalid is a Controller, so that order is the order on screen.
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: settingsChecks.resolver,
    defaultValues: draftFromSettings(undefined),
    // The same form, laid out while loading, takes the settings once they arrive (react-hook-form
    // resets to `values` when they differ in content): remounting it cost a phone ~100 ms of main
    // thread. A field the reader already changed keeps their value.
    values: saved ? draftFromSettings(saved) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateSettings();

  const submit = handleSubmit((settings) =>
    update.mutate(settings, {
      onSuccess: () => {
        toast.success(SETTINGS_SAVED_MESSAGE);
        if (searchParams.get('redirect') === 'yes') navigate('/');
      },
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} onFocus={settingsChecks.preload} noValidate>
      {loading && (
        <div className={styles.loading}>
          <Spinner label="Loading your settings" />
        </div>
      )}
      <fieldset
        className={`${page.form} ${styles.fields}`}
        disabled={loading}
        aria-hidden={loading || undefined}
      >
        <Controller
          control={control}
          name="yoe"
          render={({ field }) => (
            <SelectField
              label="Years of experience"
              options={YOE_OPTIONS}
              placeholder="Select YOE"
              {...field}
              error={errors.yoe?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="domains"
          render={({ field }) => (
            <CheckboxGroup
              legend="Domains interested in"
              name={field.name}
              options={SETTINGS_DOMAINS}
              selected={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.domains?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="locations"
          render={({ field }) => (
            <CheckboxGroup
              legend="Locations open to"
              name={field.name}
              options={SETTINGS_LOCATIONS}
              selected={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.locations?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="organization"
          render={({ field }) => (
            <TextField
              label="Current organization"
              autoComplete="organization"
              maxLength={200}
              {...field}
              error={errors.organization?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="resumeLink"
          render={({ field }) => (
            <TextField
              label="Resume link"
              hint="Fills in the apply form; the last link you send is kept here."
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...field}
              error={errors.resumeLink?.message}
            />
          )}
        />
        <TextAreaField
          label="Notes for referrers"
          hint="Fills in the apply form's notes when you ask to remember them."
          maxLength={2000}
          {...register('applyNotes')}
        />
        <fieldset className={styles.alerts} aria-describedby="job-alerts-hint">
          <legend className={styles.alertsLegend}>Job alerts</legend>
          <CheckboxField label={JOB_ALERTS_LABEL} {...register('jobAlerts')} />
          <p id="job-alerts-hint" className={styles.alertsHint}>
            {watch('jobAlerts')
              ? 'On: one e-mail a day with up to 10 new openings that match these preferences, only when there are some.'
              : 'Off: we will not e-mail you about new openings.'}
          </p>
        </fieldset>
        {(errors.root || update.isError) && (
          <p className={page.requestError} role="alert">
            {errors.root?.message ?? describeRequestError(update.error)}
          </p>
        )}
        <Button type="submit" loading={update.isPending}>
          Save Settings
        </Button>
      </fieldset>
    </form>
  );
}

const neverChanges = () => () => {};

/**
 * True only while React hydrates the server's markup of this screen (rendered for a signed-in reader
 * nobody in particular, with their settings pending): an error already known then (the header's
 * request failed first) is shown right after, so the first render matches the markup.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

function SettingsContent() {
  const user = useCurrentUser();
  const hydrating = useHydrating();
  // The reader's settings fill the form in a deferred render, which React can split into short
  // slices, rather than in one task when the answer arrives (Lighthouse mobile 93/95 → 96/96 in an
  // A/B, inside its noise). Null at first (and while hydrating), as the markup is.
  const saved = useDeferredValue(user.isSuccess ? user.data.settings : null, null);
  return (
    <section className={page.screen} aria-labelledby="settings-title">
      <Card className={page.card}>
        <h1 id="settings-title" className={page.title}>
          Profile Settings
        </h1>
        <p className={page.lead}>Tell us what you are looking for; we use it to pick openings for you.</p>
        {user.isError && !hydrating ? (
          <ErrorPanel
            title="Could not load your settings"
            message={describeRequestError(user.error)}
            onRetry={() => void user.refetch()}
          />
        ) : (
          <SettingsForm saved={saved} />
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
