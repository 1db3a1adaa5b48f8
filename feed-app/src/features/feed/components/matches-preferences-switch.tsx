import { Link } from 'shared-router';
import { useCurrentUser, useSession } from 'shared-auth';
import { useHasScrolled } from '../hooks/use-has-scrolled';
import { hasPreferences } from '../has-preferences';
import styles from './matches-preferences-switch.module.css';

export const MATCHES_SWITCH_LABEL = 'Matches my preferences';

/** One line for a signed-in user whose Settings are not saved yet: matching needs them. */
export function SetPreferencesPrompt() {
  return (
    <p className={styles.prompt}>
      <Link to="/settings?redirect=yes">Save your preferences</Link> to see the openings that match them.
    </p>
  );
}

export interface MatchesPreferencesSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The filter dialog's "Matches my preferences" switch (matches=yes). Visitors have no preferences, so
 * they see nothing; a user without saved settings sees the prompt instead.
 */
export function MatchesPreferencesSwitch({ checked, onChange }: MatchesPreferencesSwitchProps) {
  const { isLoggedIn } = useSession();
  const user = useCurrentUser();
  if (!isLoggedIn || user.isPending || user.isError) return null;
  if (!hasPreferences(user.data.settings)) return <SetPreferencesPrompt />;
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        name="matches"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{MATCHES_SWITCH_LABEL}</span>
    </label>
  );
}

export const MATCHES_ON_NOTE = 'Showing only the openings that match your preferences.';
export const SHOW_ALL_LABEL = 'Show all openings';

/**
 * Beside the feed's tabs (issue 32): the switch itself for a user with saved preferences, and, while
 * it is on, a line that says so with a one-tap way back to every opening. Nothing for visitors or
 * users without preferences (their prompt is at the bottom), so the row never grows as it loads.
 */
export function TabsMatchesSwitch({ checked, onChange }: MatchesPreferencesSwitchProps) {
  const { isLoggedIn } = useSession();
  const user = useCurrentUser();
  if (!isLoggedIn || !user.isSuccess || !hasPreferences(user.data.settings)) return null;
  return (
    <div className={styles.tabsSwitch}>
      <MatchesPreferencesSwitch checked={checked} onChange={onChange} />
      {checked && (
        <p className={styles.note} role="status">
          {MATCHES_ON_NOTE}{' '}
          <button type="button" className={styles.showAll} onClick={() => onChange(false)}>
            {SHOW_ALL_LABEL}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * Held at the bottom of the screen once the reader scrolls the feed: the same prompt, for a
 * signed-in user who has not saved Settings. Not on the first screen: the cards are what a reader
 * opens the feed for, and whether the user has settings is known only after they are shown (the
 * server renders a signed-in feed without knowing the user): a prompt appearing then would be the
 * largest thing painted after them. Placed after the list, it moves nothing as it appears.
 */
export function FeedPreferencesPrompt() {
  const { isLoggedIn } = useSession();
  const user = useCurrentUser();
  const scrolled = useHasScrolled();
  if (!scrolled || !isLoggedIn || !user.isSuccess || hasPreferences(user.data.settings)) return null;
  return (
    <div className={styles.bar}>
      <SetPreferencesPrompt />
    </div>
  );
}
