import { Linter } from 'eslint';
import sonarjs from 'eslint-plugin-sonarjs';
import typescriptParser from '@typescript-eslint/parser';
import { MAX_FINDINGS, type AnalyzerFinding, type QualityAspect } from './analyzer-findings.js';

type RuleSetting = Linter.RuleEntry;

/**
 * The curated rule set: what each rule says about the code, and its options. Style that a formatter
 * would settle (quotes, semicolons, spacing) is left out; these are the rules a reviewer would raise.
 */
const RULES: Record<string, { aspect: QualityAspect; setting: RuleSetting }> = {
  'max-statements-per-line': { aspect: 'readability', setting: ['warn', { max: 1 }] },
  'one-var': { aspect: 'readability', setting: ['warn', 'never'] },
  'prefer-const': { aspect: 'readability', setting: 'warn' },
  'no-unused-vars': {
    aspect: 'readability',
    setting: ['warn', { args: 'after-used', argsIgnorePattern: '^_' }],
  },
  'no-nested-ternary': { aspect: 'readability', setting: 'warn' },
  'no-multi-assign': { aspect: 'readability', setting: 'warn' },
  'max-depth': { aspect: 'readability', setting: ['warn', 4] },
  'max-lines-per-function': {
    aspect: 'readability',
    setting: ['warn', { max: 60, skipBlankLines: true, skipComments: true }],
  },
  complexity: { aspect: 'readability', setting: ['warn', 10] },
  'sonarjs/cognitive-complexity': { aspect: 'readability', setting: ['warn', 15] },
  'sonarjs/no-collapsible-if': { aspect: 'readability', setting: 'warn' },
  'sonarjs/prefer-immediate-return': { aspect: 'readability', setting: 'warn' },
  'no-var': { aspect: 'extensibility', setting: 'warn' },
  'max-params': { aspect: 'extensibility', setting: ['warn', 5] },
  'sonarjs/no-identical-functions': { aspect: 'extensibility', setting: 'warn' },
  'sonarjs/no-duplicated-branches': { aspect: 'extensibility', setting: 'warn' },
  eqeqeq: { aspect: 'robustness', setting: ['warn', 'always'] },
  'no-undef': { aspect: 'robustness', setting: 'warn' },
  'no-empty': { aspect: 'robustness', setting: 'warn' },
  'no-fallthrough': { aspect: 'robustness', setting: 'warn' },
  'no-unreachable': { aspect: 'robustness', setting: 'warn' },
  'no-self-compare': { aspect: 'robustness', setting: 'warn' },
  'use-isnan': { aspect: 'robustness', setting: 'warn' },
  'no-unsafe-finally': { aspect: 'robustness', setting: 'warn' },
  'no-loss-of-precision': { aspect: 'robustness', setting: 'warn' },
  'no-constant-condition': { aspect: 'robustness', setting: 'warn' },
  'sonarjs/no-all-duplicated-branches': { aspect: 'robustness', setting: 'warn' },
};

/** Node's globals: a submission runs as a Node program. */
const NODE_GLOBALS = Object.fromEntries(
  [
    'require',
    'module',
    'exports',
    'process',
    'console',
    'Buffer',
    'globalThis',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    '__dirname',
    '__filename',
    'BigInt',
    'Map',
    'Set',
    'WeakMap',
    'WeakSet',
    'Symbol',
    'Promise',
    'Proxy',
    'Reflect',
    'Intl',
    'TextEncoder',
    'TextDecoder',
    'URL',
    'structuredClone',
  ].map((name) => [name, 'readonly' as const]),
);

const linter = new Linter({ configType: 'flat' });

function configFor(typescript: boolean, sourceType: 'module' | 'commonjs'): Linter.Config[] {
  return [
    {
      files: ['**/*.js', '**/*.ts'],
      languageOptions: {
        ecmaVersion: 'latest',
        sourceType,
        globals: NODE_GLOBALS,
        ...(typescript ? { parser: typescriptParser as Linter.Parser } : {}),
      },
      plugins: { sonarjs: sonarjs as unknown as NonNullable<Linter.Config['plugins']>[string] },
      linterOptions: { reportUnusedDisableDirectives: 'off', noInlineConfig: true },
      rules: Object.fromEntries(
        Object.entries(RULES)
          // The TypeScript parser declares types as names ESLint's core scope analysis cannot see.
          .filter(([rule]) => !(typescript && (rule === 'no-undef' || rule === 'no-unused-vars')))
          .map(([rule, { setting }]) => [rule, setting]),
      ),
    },
  ];
}

/**
 * ESLint on a JavaScript or TypeScript submission: it only parses the code (nothing is executed), and
 * runs in an analysis thread under that thread's time budget. Inline `eslint-disable` comments are
 * ignored: the learner does not get to switch rules off.
 */
export function lintJavaScript(code: string, language: 'javascript' | 'typescript'): AnalyzerFinding[] {
  const typescript = language === 'typescript';
  const sourceType = /^\s*(import|export)\s/m.test(code) ? 'module' : 'commonjs';
  const messages = linter.verify(code, configFor(typescript, sourceType), {
    filename: typescript ? 'main.ts' : 'main.js',
  });
  return messages
    .filter((message) => message.ruleId && RULES[message.ruleId])
    .slice(0, MAX_FINDINGS)
    .map((message) => ({
      rule: message.ruleId!,
      line: message.line,
      message: message.message,
      aspect: RULES[message.ruleId!]!.aspect,
    }));
}

/** The first lint compiles the rule set: done once when the thread starts, outside any task's budget. */
export function warmUpEslint(): void {
  lintJavaScript('const warm = 1;\n', 'javascript');
  lintJavaScript('const warm: number = 1;\n', 'typescript');
}
