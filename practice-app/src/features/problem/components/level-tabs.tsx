import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { PROBLEM_LEVELS, parseLevel, type ProblemLevel } from '../../../lib/levels';
import type { LevelAccess } from '../hooks/use-level-locks';
import { LockIcon } from './problem-icons';
import styles from './level-tabs.module.css';

interface LevelTabsProps {
  level: ProblemLevel;
  access: Record<ProblemLevel, LevelAccess>;
  onLevelChange: (level: ProblemLevel) => void;
  /** The open section for the selected level. */
  children: ReactNode;
}

/** 'Level 1', 'Level 2', 'Level 3'; a locked level shows a lock and stays selectable to explain why. */
export function LevelTabs({ level, access, onLevelChange, children }: LevelTabsProps) {
  return (
    <Tabs
      value={String(level)}
      onValueChange={(value) => {
        const next = parseLevel(value);
        if (next) onLevelChange(next);
      }}
      activationMode="manual"
    >
      <TabsList aria-label="Levels" className={styles.list}>
        {PROBLEM_LEVELS.map((candidate) => (
          <TabsTrigger key={candidate} value={String(candidate)} className={styles.trigger}>
            {access[candidate] === 'locked' && <LockIcon />}
            Level {candidate}
            {access[candidate] === 'locked' && <span className="visually-hidden"> (locked)</span>}
          </TabsTrigger>
        ))}
      </TabsList>
      {PROBLEM_LEVELS.map((candidate) => (
        <TabsContent key={candidate} value={String(candidate)} className={styles.content}>
          {candidate === level ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
