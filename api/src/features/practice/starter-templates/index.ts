import type { SupportedLanguage } from '../../../evaluator/types';
import type { LevelIo } from '../../../problem-bank/level-io';
import { cppTemplate } from './cpp';
import { goTemplate } from './go';
import { javaTemplate } from './java';
import { javascriptTemplate } from './javascript';
import { pythonTemplate } from './python';

export type StarterTemplates = Record<SupportedLanguage, string>;

/**
 * Starter code for one level in every language: it reads the input the level's description declares
 * into named variables, calls a function the learner fills in, and prints what it returns. The
 * function returns empty values, so a Run on the samples gives a wrong answer, never an error.
 */
export function starterTemplates(io: LevelIo): StarterTemplates {
  return {
    python: pythonTemplate(io),
    javascript: javascriptTemplate(io, false),
    typescript: javascriptTemplate(io, true),
    java: javaTemplate(io),
    cpp: cppTemplate(io),
    go: goTemplate(io),
  };
}
