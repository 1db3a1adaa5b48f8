import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useQuestion } from '../api/get-question';
import { useSplitShare } from '../hooks/use-split-share';
import type { ProblemLocation } from '../hooks/use-problem-location';
import { CodeTab } from './code-tab';
import { QuestionTab } from './question-tab';
import { SplitDivider } from './split-divider';
import styles from './question-beside-code.module.css';

/**
 * True from the frame after the statement's first paint: the editor's chunk is requested only then,
 * so Monaco's download and parsing do not delay the text the learner reads first.
 */
function useStatementPainted(statementShown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!statementShown || painted) return;
    let timer = 0;
    // requestAnimationFrame runs before that frame paints; the timeout after it, once painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [statementShown, painted]);
  return painted;
}

interface QuestionBesideCodeProps {
  location: ProblemLocation;
  userId: string;
}

/** Issue 31: on wide screens the statement and the editor side by side, with a remembered divider. */
export function QuestionBesideCode({ location, userId }: QuestionBesideCodeProps) {
  const { problemId, level, language } = location;
  const question = useQuestion({ problemId, userId, level });
  const statementPainted = useStatementPainted(!question.isPending);
  const { share, preview, commit } = useSplitShare();
  const containerRef = useRef<HTMLDivElement>(null);
  const questionPaneId = useId();

  return (
    <div ref={containerRef} className={styles.split} style={{ '--question-share': share } as CSSProperties}>
      <section id={questionPaneId} className={styles.questionPane} aria-label="Question" tabIndex={0}>
        <QuestionTab problemRef={{ problemId, userId, level }} />
      </section>
      <SplitDivider
        containerRef={containerRef}
        controlsId={questionPaneId}
        share={share}
        onPreview={preview}
        onCommit={commit}
      />
      <div className={styles.codePane}>
        <CodeTab
          problemRef={{ problemId, userId, level, language }}
          onLanguageChange={location.setLanguage}
          onEvaluated={() => location.setTab('result')}
          editorDeferred={!statementPainted}
        />
      </div>
    </div>
  );
}
