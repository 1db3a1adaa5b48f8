import { memo, type ReactNode } from 'react';
import { Badge, Button, Card } from 'shared-ui';
import { isMaskedText, isMaskedYoe, referralsLeft, referredCount } from '../lib/job-opening-numbers';
import type { JobOpening } from '../lib/job-opening';
import { enInShortUtcDate } from '../lib/en-in-text';
import { useReaderIntl } from '../lib/reader-intl';
import styles from './job-card.module.css';

export interface JobCardProps {
  job: JobOpening;
  onApply: (jobId: number) => void;
  onShare: (jobId: number) => void;
  applying?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Issue 15: shows Save (or Saved, pressed) and reports the wanted state. */
  onToggleSave?: (jobId: number, saved: boolean) => void;
  saving?: boolean;
}

export const MATCHES_PREFERENCES_LABEL = 'Matches your preferences';

/** Values the poster hid are shown blurred; assistive technology hears that they are hidden. */
function Masked({ children }: { children: ReactNode }) {
  return (
    <>
      <span className={styles.masked} aria-hidden="true" data-testid="masked-value">
        {children}
      </span>
      <span className="visually-hidden">hidden</span>
    </>
  );
}

const DATE_FORMAT = { day: 'numeric', month: 'short', year: 'numeric' } as const;

// One formatter per page, not one per card and render: `toLocaleDateString` builds an
// Intl.DateTimeFormat on every call (~3 ms each on a phone-speed CPU, 60 ms for a page of cards
// when they all switch to the reader's format after hydration).
let readerDateFormat: Intl.DateTimeFormat | null = null;

function readerPostedOn(date: Date): string {
  readerDateFormat ??= new Intl.DateTimeFormat(undefined, DATE_FORMAT);
  return readerDateFormat.format(date);
}

/**
 * docs/PRODUCT.md#timestamps: timestamps are UTC, shown in the reader's format. A card rendered on the server
 * (the shell's server renders /feed) knows neither the reader's locale nor time zone, so it first shows
 * the UTC date in one fixed form, en-IN's, written without Intl (en-in-text.ts).
 * Its own component: when the reader's format becomes available only this text renders again, not
 * the whole card, and only where the reader's date reads differently from the server's (for an
 * en-IN reader in India, only the openings posted after 18:30 UTC).
 */
function PostedOn({ createdAt }: { createdAt: string }) {
  const inReadersFormat = useReaderIntl();
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return <span> · Posted {inReadersFormat ? readerPostedOn(date) : enInShortUtcDate(date)}</span>;
}

function JobCardView({
  job,
  onApply,
  onShare,
  applying = false,
  headingLevel: Heading = 'h2',
  onToggleSave,
  saving = false,
}: JobCardProps) {
  const saved = job.saved === true;
  const left = referralsLeft(job);
  const referred = referredCount(job);
  return (
    <Card className={styles.card}>
      <article aria-labelledby={`job-${job.id}-title`}>
        <div className={styles.top}>
          <Heading id={`job-${job.id}-title`} className={styles.title}>
            {job.title}
          </Heading>
          <Badge tone="warning" className={styles.left}>
            {left} left
          </Badge>
        </div>
        <p className={styles.company}>
          {isMaskedText(job.company_name) ? <Masked>{job.company_name}</Masked> : job.company_name}
        </p>
        {job.matches_preferences && (
          <Badge tone="success" className={styles.match}>
            {MATCHES_PREFERENCES_LABEL}
          </Badge>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Type</dt>
            <dd>{job.employment_type}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{isMaskedText(job.location) ? <Masked>{job.location}</Masked> : job.location}</dd>
          </div>
          <div>
            <dt>Experience</dt>
            <dd>{isMaskedYoe(job.yoe) ? <Masked>{job.yoe}+ years</Masked> : `${job.yoe}+ years`}</dd>
          </div>
        </dl>
        {job.skills.length > 0 && (
          <ul className={styles.skills} aria-label="Skills">
            {job.skills.map((skill) => (
              <li key={skill} className={styles.skill}>
                {skill}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.bottom}>
          <p className={styles.meta}>
            <span>{referred} referred</span>
            <PostedOn createdAt={job.created_at} />
          </p>
          <div className={styles.actions}>
            {onToggleSave && (
              <Button
                variant={saved ? 'primary' : 'secondary'}
                size="sm"
                className={styles.action}
                onClick={() => onToggleSave(job.id, !saved)}
                loading={saving}
                aria-pressed={saved}
                aria-label={`Save ${job.title}`}
              >
                {saved ? 'Saved' : 'Save'}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              className={styles.action}
              onClick={() => onShare(job.id)}
              aria-label={`Share ${job.title}`}
            >
              Share
            </Button>
            <Button
              size="sm"
              className={styles.action}
              onClick={() => onApply(job.id)}
              loading={applying}
              aria-label={`Apply for ${job.title}`}
            >
              Apply
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** Equal openings render equal cards, whichever response object carries them. */
function sameOpening(previous: JobOpening, next: JobOpening): boolean {
  return previous === next || JSON.stringify(previous) === JSON.stringify(next);
}

/**
 * A card renders again only when its own opening or state changed. When the signed-in reader's
 * own page replaces the public one the server rendered, or another page of the feed arrives, the
 * list renders every card's element again, and most of them are the same: skipping those keeps
 * that update one short task on a phone instead of one per page of cards (issue 12).
 */
export const JobCard = memo(
  JobCardView,
  (previous, next) =>
    previous.onApply === next.onApply &&
    previous.onShare === next.onShare &&
    previous.onToggleSave === next.onToggleSave &&
    previous.applying === next.applying &&
    previous.saving === next.saving &&
    previous.headingLevel === next.headingLevel &&
    sameOpening(previous.job, next.job),
);
