import { PageTitle } from 'shared-ui';
import { useQuestion } from '../api/get-question';
import type { ProblemLevelRef } from '../types';
import styles from './problem-title.module.css';

/** The page's h1: the problem's name, from its level 1 question (level 1 is always open). */
export function ProblemTitle({ problemRef }: { problemRef: ProblemLevelRef }) {
  const question = useQuestion(problemRef);
  const title = question.data?.title ?? 'Coding problem';
  return (
    <>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
    </>
  );
}
