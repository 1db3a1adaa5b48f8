import { lazy, Suspense, useId, useState } from 'react';
import { Button, SelectField, Spinner, TextAreaField } from 'shared-ui';
import {
  LANGUAGE_LABELS,
  PRACTICE_LANGUAGES,
  isPracticeLanguage,
  type PracticeLanguage,
} from '../../../lib/languages';
import { ResetToTemplate } from '../../editor';
import { useEvaluatorLanguages } from '../api/get-evaluator-languages';
import { useQuestion } from '../api/get-question';
import { useLatestSubmission } from '../api/get-latest-submission';
import { useCodeDraft } from '../hooks/use-code-draft';
import { EVALUATE_KEYS, RUN_KEYS, shortcutLabel, useCodeShortcuts } from '../hooks/use-code-shortcuts';
import { useEvaluateSubmission } from '../hooks/use-evaluate-submission';
import { customInputBytes, useRunOnSamples } from '../hooks/use-run-on-samples';
import { CUSTOM_INPUT_MAX_BYTES } from '../api/run-code';
import type { ProblemLevelLanguageRef } from '../types';
import styles from './code-tab.module.css';
import { RunResults } from './run-results';

// Monaco is megabytes: it loads only when the code tab opens, in its own chunk.
const CodeEditor = lazy(() => import('../../editor/code-editor'));

const editorPlaceholder = (
  <div className={styles.editorPlaceholder}>
    <Spinner label="Loading the editor" />
  </div>
);

interface CodeTabProps {
  problemRef: ProblemLevelLanguageRef;
  onLanguageChange: (language: PracticeLanguage) => void;
  /** After a submission was accepted: the result tab takes over. */
  onEvaluated: () => void;
  /**
   * Beside the question the editor waits until the statement is painted: Monaco's megabytes then
   * load behind what the learner reads first.
   */
  editorDeferred?: boolean;
}

export function CodeTab({ problemRef, onLanguageChange, onEvaluated, editorDeferred = false }: CodeTabProps) {
  const latestSubmission = useLatestSubmission(problemRef);
  const template = useQuestion(problemRef).data?.starter_templates?.[problemRef.language];
  const draft = useCodeDraft(problemRef, latestSubmission.data?.submission?.code, template);
  const evaluation = useEvaluateSubmission(problemRef, onEvaluated);
  const runs = useRunOnSamples(problemRef);
  const [customInput, setCustomInput] = useState('');
  const errorId = useId();
  const availability = useEvaluatorLanguages();
  // A language the server lacks stays selectable (drafts remain readable) but says so.
  const languageOptions = PRACTICE_LANGUAGES.map((language) => ({
    value: language,
    label: availability(language).available
      ? LANGUAGE_LABELS[language]
      : `${LANGUAGE_LABELS[language]} (unavailable)`,
  }));
  const selected = availability(problemRef.language);
  const unavailableHint = selected.available
    ? undefined
    : `${LANGUAGE_LABELS[problemRef.language]} cannot be evaluated on this server right now${selected.reason ? `: ${selected.reason}` : ''}. Choose another language.`;
  const runErrorId = useId();
  const customInputTooLarge = customInputBytes(customInput) > CUSTOM_INPUT_MAX_BYTES;

  const evaluate = () => {
    if (evaluation.isSubmitting) return;
    draft.flush();
    void evaluation.submit(draft.code);
  };

  const run = () => {
    if (runs.isRunning) return;
    draft.flush();
    runs.run(draft.code, customInput);
  };

  const shortcuts = { run, evaluate };
  useCodeShortcuts(shortcuts);
  const runKeys = shortcutLabel(false);
  const evaluateKeys = shortcutLabel(true);

  return (
    <section className={styles.codeTab} aria-label="Code">
      <div className={styles.toolbar}>
        <div className={styles.language}>
          <SelectField
            label="Language"
            value={problemRef.language}
            options={languageOptions}
            hint={unavailableHint}
            onChange={(event) => {
              if (!isPracticeLanguage(event.target.value)) return;
              draft.flush();
              onLanguageChange(event.target.value);
            }}
          />
        </div>
        <div className={styles.actions}>
          {template !== undefined && draft.hasOwnCode && (
            <ResetToTemplate
              languageLabel={LANGUAGE_LABELS[problemRef.language]}
              onReset={() => draft.setCode(template)}
            />
          )}
          <Button
            variant="secondary"
            onClick={run}
            loading={runs.isRunning}
            aria-describedby={runs.error ? runErrorId : undefined}
            title={`Run on the samples (${runKeys})`}
            aria-keyshortcuts={RUN_KEYS}
          >
            {runs.isRunning ? 'Running…' : 'Run'}
          </Button>
          <Button
            onClick={evaluate}
            loading={evaluation.isSubmitting}
            aria-describedby={evaluation.validationError ? errorId : undefined}
            title={`Evaluate (${evaluateKeys})`}
            aria-keyshortcuts={EVALUATE_KEYS}
          >
            {evaluation.isSubmitting ? 'Evaluating…' : 'Evaluate'}
          </Button>
        </div>
      </div>
      <p className={styles.shortcutHint}>
        <kbd>{runKeys}</kbd> runs, <kbd>{evaluateKeys}</kbd> evaluates.
      </p>
      {evaluation.validationError && (
        <p id={errorId} className={styles.error} role="alert">
          {evaluation.validationError}
        </p>
      )}
      {editorDeferred ? (
        editorPlaceholder
      ) : (
        <Suspense fallback={editorPlaceholder}>
          <CodeEditor
            value={draft.code}
            language={problemRef.language}
            onChange={draft.setCode}
            label={`Code editor, ${LANGUAGE_LABELS[problemRef.language]}`}
            shortcuts={shortcuts}
          />
        </Suspense>
      )}
      <TextAreaField
        label="Custom input (optional)"
        hint={`Run gives it to your program on standard input, after the sample tests. Up to ${CUSTOM_INPUT_MAX_BYTES / 1024} KB; Runs do not use your daily evaluations.`}
        error={
          customInputTooLarge ? `The custom input must be at most ${CUSTOM_INPUT_MAX_BYTES / 1024} KB.` : null
        }
        value={customInput}
        onChange={(event) => setCustomInput(event.target.value)}
        rows={4}
        spellCheck={false}
        className={styles.customInput}
      />
      {runs.error && (
        <p id={runErrorId} className={styles.error} role="alert">
          {runs.error}
        </p>
      )}
      {runs.result && <RunResults result={runs.result} />}
    </section>
  );
}
