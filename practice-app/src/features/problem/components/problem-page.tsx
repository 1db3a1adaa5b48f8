import { InfoPanel, Spinner } from 'shared-ui';
import { LOCKED_LEVEL_MESSAGE } from '../../../lib/levels';
import { useLevelLocks } from '../hooks/use-level-locks';
import type { ProblemLocation } from '../hooks/use-problem-location';
import { useSplitView } from '../hooks/use-split-view';
import { CodeTab } from './code-tab';
import { HistoryTab } from './history-tab';
import { LevelTabs } from './level-tabs';
import { ProblemTitle } from './problem-title';
import { QuestionBesideCode } from './question-beside-code';
import { QuestionTab } from './question-tab';
import { ResultTab } from './result-tab';
import { SideRail } from './side-rail';
import styles from './problem-page.module.css';

interface ProblemPageProps {
  location: ProblemLocation;
  userId: string;
}

function SectionContent({ location, userId }: ProblemPageProps) {
  const { problemId, level, language, tab } = location;
  const splitView = useSplitView();
  // On a wide screen Question and Code are one view; Result and History keep their own tabs.
  if (splitView && (tab === 'question' || tab === 'code'))
    return <QuestionBesideCode location={location} userId={userId} />;
  switch (tab) {
    case 'question':
      return <QuestionTab problemRef={{ problemId, userId, level }} />;
    case 'code':
      return (
        <CodeTab
          problemRef={{ problemId, userId, level, language }}
          onLanguageChange={location.setLanguage}
          onEvaluated={() => location.setTab('result')}
        />
      );
    case 'result':
      return <ResultTab problemRef={{ problemId, userId, level, language }} />;
    case 'history':
      return <HistoryTab problemRef={{ problemId, userId, level }} />;
  }
}

export function ProblemPage({ location, userId }: ProblemPageProps) {
  const access = useLevelLocks(location.problemId, userId);
  const levelAccess = access[location.level];

  return (
    <div className={styles.page}>
      <SideRail problemId={location.problemId} location={location} />
      <div className={styles.main}>
        <ProblemTitle problemRef={{ problemId: location.problemId, userId, level: 1 }} />
        <LevelTabs level={location.level} access={access} onLevelChange={location.setLevel}>
          {levelAccess === 'locked' ? (
            <InfoPanel title={`Level ${location.level} is locked`}>{LOCKED_LEVEL_MESSAGE}</InfoPanel>
          ) : levelAccess === 'checking' ? (
            <Spinner label={`Checking whether Level ${location.level} is open`} />
          ) : (
            <SectionContent location={location} userId={userId} />
          )}
        </LevelTabs>
      </div>
    </div>
  );
}
