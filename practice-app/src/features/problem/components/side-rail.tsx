import type { ComponentType } from 'react';
import { Link } from 'shared-router';
import type { ProblemPreferences, ProblemTab } from '../../../lib/problem-preferences';
import { BackIcon, CodeIcon, HistoryIcon, QuestionIcon, ResultIcon } from './problem-icons';
import styles from './side-rail.module.css';

const RAIL_ITEMS: ReadonlyArray<{ tab: ProblemTab; label: string; Icon: ComponentType }> = [
  { tab: 'question', label: 'Question', Icon: QuestionIcon },
  { tab: 'code', label: 'Code', Icon: CodeIcon },
  { tab: 'result', label: 'Result', Icon: ResultIcon },
  { tab: 'history', label: 'History', Icon: HistoryIcon },
];

export function problemHref(problemId: string, { tab, level, language }: ProblemPreferences): string {
  const query = new URLSearchParams({ id: problemId, option: tab, level: String(level), language });
  return `/practice/problem?${query.toString()}`;
}

interface SideRailProps {
  problemId: string;
  location: ProblemPreferences;
}

/** Back to the list, then the four sections of a problem; the URL's `option` names the open one. */
export function SideRail({ problemId, location }: SideRailProps) {
  return (
    <nav className={styles.rail} aria-label="Problem sections">
      <Link className={styles.item} to="/practice">
        <BackIcon />
        <span>Back</span>
      </Link>
      {RAIL_ITEMS.map(({ tab, label, Icon }) => {
        const active = tab === location.tab;
        return (
          <Link
            key={tab}
            className={`${styles.item} ${active ? styles.active : ''}`}
            to={problemHref(problemId, { ...location, tab })}
            replace
            aria-current={active ? 'page' : undefined}
          >
            <Icon />
            <span>{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
