import { Badge, Button, Card, CheckboxField } from 'shared-ui';
import { keepFocusInList } from '../../../lib/keep-focus-in-list';
import { useReviewJobOpening, type JobOpeningReview } from '../api/review-job-opening';
import type { JobOpening } from '../types';
import styles from './draft-card.module.css';

const postedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface DraftCardProps {
  opening: JobOpening;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

export function DraftCard({ opening, selected, onSelectedChange }: DraftCardProps) {
  const review = useReviewJobOpening();
  const isFaang = opening.meta_data.faang_level === 'yes';
  const headingId = `draft-${opening.id}-title`;

  const send = (change: Omit<JobOpeningReview, 'id'>, from: Element) => {
    keepFocusInList(from);
    review.mutate({ id: opening.id, ...change });
  };

  return (
    <Card className={styles.card} role="article" aria-labelledby={headingId} tabIndex={-1} data-focus-item="">
      <div className={styles.heading}>
        {/* The label around the box is its 44 px touch target (issue 32); the box keeps its size. */}
        <label className={styles.selectTarget}>
          <input
            type="checkbox"
            className={styles.select}
            checked={selected}
            aria-label={`Select ${opening.title} at ${opening.company_name}`}
            onChange={(event) => onSelectedChange(event.target.checked)}
          />
        </label>
        <h2 id={headingId} className={styles.title}>
          {opening.title}
        </h2>
        {isFaang && <Badge tone="info">FAANG+</Badge>}
      </div>
      <p className={styles.facts}>
        {opening.company_name} · {opening.employment_type} · {opening.location} · {opening.yoe}+ years
      </p>
      {opening.skills.length > 0 && (
        <ul className={styles.skills} aria-label="Skills">
          {opening.skills.map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.meta}>
        Added <time dateTime={opening.created_at}>{postedAt.format(new Date(opening.created_at))}</time>
        {opening.link && (
          <>
            {' · '}
            <a href={opening.link} target="_blank" rel="noreferrer noopener">
              Open the hiring post<span className="visually-hidden"> for {opening.title} (new tab)</span>
            </a>
          </>
        )}
      </p>
      <div className={styles.actions}>
        <CheckboxField
          label="FAANG+"
          aria-label={`FAANG+ for ${opening.title} at ${opening.company_name}`}
          checked={isFaang}
          disabled={review.isPending}
          onChange={(event) =>
            send({ faang_level: event.target.checked ? 'yes' : 'no' }, event.currentTarget)
          }
        />
        <div className={styles.buttons}>
          <Button
            variant="danger"
            disabled={review.isPending}
            aria-label={`Reject ${opening.title} at ${opening.company_name}`}
            onClick={(event) => send({ status: 'reject' }, event.currentTarget)}
          >
            Reject
          </Button>
          <Button
            disabled={review.isPending}
            aria-label={`Approve ${opening.title} at ${opening.company_name}`}
            onClick={(event) => send({ status: 'published' }, event.currentTarget)}
          >
            Approve
          </Button>
        </div>
      </div>
    </Card>
  );
}
