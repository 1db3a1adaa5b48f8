import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import { FormFailure } from '../../../components/form-failure';
import { useCheckLevelPackage } from '../api/check-level-package';
import {
  checkBlocker,
  GROWTH_CLASSES,
  handTestsOf,
  lacksReference,
  levelProgramsOf,
  savedGeneratedSummary,
} from '../level-programs';
import {
  DEFAULT_TIME_LIMIT_MS,
  filledTests,
  levelIndex,
  parseTimeLimit,
  type LevelDraft,
  type ProblemFormValues,
} from '../problem-form-values';
import type { Level, SavedLevelPrograms } from '../types';
import { LevelCheckReport } from './level-check-report';
import { ProgramField } from './program-field';
import styles from './create-problem.module.css';

const GROWTH_OPTIONS = [
  { value: '', label: 'Not measured' },
  ...GROWTH_CLASSES.map((growth) => ({ value: growth, label: growth })),
];

export const GENERATOR_CALLS_HINT =
  'One call per line, such as gen 200000 7: the generator reads the numbers on stdin.';

interface ProgramsPanelProps {
  level: Level;
  /** The level as typed: the check runs its programs on its current tests, under its time limit. */
  draft: LevelDraft;
  /** What the level's saved programs generated, when editing a saved level made from programs. */
  generated?: SavedLevelPrograms['generated_tests'];
  /** The form's own complaint about the reference, after a save was refused. */
  referenceError?: string;
  /** The form's complaint about the calls (a declared growth without any), after a save was refused. */
  callsError?: string;
  /** The form's complaint about the largest n, after a save was refused. */
  maxNError?: string;
}

/** A level's programs (reference, generator, validator, calls) and the button that checks them in the sandbox. */
export function ProgramsPanel({
  level,
  draft,
  generated,
  referenceError,
  callsError,
  maxNError,
}: ProgramsPanelProps) {
  const { register } = useFormContext<ProblemFormValues>();
  // A level that comes with programs (edited, imported) shows them; an empty one stays folded.
  const [open, setOpen] = useState(
    () => levelProgramsOf(draft.programs) !== null || lacksReference(draft.programs),
  );
  // Like the form after a first save: once Check was pressed, what blocks it shows until it is fixed.
  const [triedToCheck, setTriedToCheck] = useState(false);
  const check = useCheckLevelPackage();

  const handTests = filledTests(draft);
  const blocker = checkBlocker(draft.programs, handTests.length);
  const shownBlocker = triedToCheck ? blocker : null;
  const run = () => {
    setTriedToCheck(true);
    const programs = levelProgramsOf(draft.programs);
    if (blocker || !programs) return;
    check.mutate({
      time_limit_ms: parseTimeLimit(draft.timeLimitMs) ?? DEFAULT_TIME_LIMIT_MS,
      programs,
      hand_tests: handTestsOf(handTests),
    });
  };

  return (
    <details
      className={styles.programs}
      // A refused save shows its reason even in a panel the operator had folded.
      open={open || referenceError !== undefined || callsError !== undefined || maxNError !== undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.programsSummary}>Programs (level {level})</summary>
      <div className={styles.programsBody}>
        {generated && <p className={styles.saved}>{savedGeneratedSummary(generated)}</p>}
        <p className={styles.hint}>
          Make the level&apos;s hidden tests from programs: the reference solution&apos;s output is every
          test&apos;s expected output (leave a test&apos;s expected output blank to have it filled in), a
          generator makes a test input per call, a validator accepts or rejects every input, a checker judges
          outputs where several answers are right.
        </p>
        <ProgramField
          level={level}
          program="reference"
          name="reference solution"
          hint="Prints the expected output of every test."
          error={referenceError ?? (shownBlocker?.field === 'reference' ? shownBlocker.message : null)}
        />
        <ProgramField
          level={level}
          program="generator"
          name="generator"
          hint="Optional: prints one test input from the numbers of a call, read on stdin."
        />
        <ProgramField
          level={level}
          program="validator"
          name="validator"
          hint="Optional: exits with status 0 to accept an input; its stderr says why it rejects one."
        />
        <ProgramField
          level={level}
          program="checker"
          name="checker"
          hint="Optional, for several right answers: reads /check/input.txt, /check/expected.txt and /check/output.txt, exits with status 0 to accept."
        />
        <TextAreaField
          label={`Level ${level} generator calls`}
          hint={GENERATOR_CALLS_HINT}
          className={styles.code}
          rows={4}
          spellCheck={false}
          error={callsError ?? (shownBlocker?.field === 'calls' ? shownBlocker.message : null)}
          {...register(`levels.${levelIndex(level)}.programs.generatorCalls`)}
        />
        <div className={styles.growthFields}>
          <SelectField
            label={`Level ${level} expected growth`}
            hint="Optional: the reference must have it; submissions are timed on the first call at growing sizes."
            options={GROWTH_OPTIONS}
            {...register(`levels.${levelIndex(level)}.programs.expectedGrowth`)}
          />
          <TextField
            label={`Level ${level} growth sizes`}
            hint="Optional: default 1000 4000 16000 64000."
            inputMode="numeric"
            error={shownBlocker?.field === 'growthSizes' ? shownBlocker.message : null}
            {...register(`levels.${levelIndex(level)}.programs.growthSizes`)}
          />
          <TextField
            label={`Level ${level} largest n`}
            hint="Optional: the statement's bound on each input's first number; a test must reach it."
            inputMode="numeric"
            error={maxNError ?? (shownBlocker?.field === 'maxN' ? shownBlocker.message : null)}
            {...register(`levels.${levelIndex(level)}.programs.maxN`)}
          />
        </div>
        <div>
          <Button variant="secondary" loading={check.isPending} onClick={run}>
            {check.isPending ? `Checking level ${level}...` : `Check level ${level}`}
          </Button>
        </div>
        {check.isError && <FormFailure error={check.error} />}
        {check.isSuccess && <LevelCheckReport level={level} report={check.data} />}
      </div>
    </details>
  );
}
