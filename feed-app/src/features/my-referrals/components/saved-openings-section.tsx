import { useEffect, useRef } from 'react';
import { Link } from 'shared-router';
import { Button, Card, ErrorPanel, InfoPanel, SkeletonList, buttonClassName } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { useSaveOpening, useSavedOpenings } from '../../saved-openings';
// The section is part of the My referrals screen and wears its styles.
import styles from './my-referrals-screen.module.css';

/** The "Saved" section of /my-referrals: openings kept for later, each with a link and Unsave. */
export function SavedOpeningsSection() {
  const saved = useSavedOpenings();
  const { toggleSave, pendingJobId } = useSaveOpening();
  // Issue 32: the row that had focus goes away on Unsave; focus moves to the row now in its place
  // (or the one before it), or to the section's heading when none is left, never to the page body.
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const unsaving = useRef<{ jobId: number; index: number } | null>(null);
  const openings = saved.data?.saved_openings;
  useEffect(() => {
    const removed = unsaving.current;
    if (!removed || !openings || openings.some((opening) => opening.id === removed.jobId)) return;
    unsaving.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-unsave]') ?? [];
    const next = buttons[Math.min(removed.index, buttons.length - 1)];
    (next ?? headingRef.current)?.focus();
  }, [openings]);

  return (
    <section aria-labelledby="saved-heading" className={styles.group}>
      <h2 id="saved-heading" className={styles.groupTitle} ref={headingRef} tabIndex={-1}>
        Saved
      </h2>
      {saved.isPending ? (
        <SkeletonList count={2} label="Loading your saved openings" />
      ) : saved.isError ? (
        <ErrorPanel
          title="Could not load your saved openings"
          message={describeRequestError(saved.error)}
          onRetry={() => void saved.refetch()}
        />
      ) : saved.data.saved_openings.length === 0 ? (
        <InfoPanel title="No saved openings yet">
          <p>
            Press Save on an opening in the <Link to="/">feed</Link> to keep it here for later.
          </p>
        </InfoPanel>
      ) : (
        <ul className={styles.list} aria-label="Saved openings" ref={listRef}>
          {saved.data.saved_openings.map((opening, index) => (
            <li key={opening.id}>
              <Card className={styles.item}>
                <h3 className={styles.itemTitle}>{opening.title}</h3>
                <p className={styles.itemMeta}>
                  {opening.company_name} · {opening.employment_type} · {opening.location}
                </p>
                <div className={styles.actions}>
                  <Link
                    to={`/job-opening?id=${opening.id}`}
                    className={[buttonClassName({ variant: 'secondary', size: 'sm' }), styles.action].join(
                      ' ',
                    )}
                  >
                    View<span className="visually-hidden"> {opening.title}</span>
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.action}
                    loading={pendingJobId === opening.id}
                    data-unsave=""
                    onClick={() => {
                      unsaving.current = { jobId: opening.id, index };
                      toggleSave(opening.id, false);
                    }}
                    aria-label={`Unsave ${opening.title}`}
                  >
                    Unsave
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
