import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const REMOTES = ['feed-app', 'practice-app', 'admin-app'];
const FRONT_ENDS = ['shell', ...REMOTES, 'shared-ui', 'shared-auth'];

const featuresOf = (app) =>
  existsSync(new URL(`${app}/src/features`, import.meta.url))
    ? readdirSync(new URL(`${app}/src/features`, import.meta.url), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const anyOf = (names) => names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * Boundaries (STYLE.md): a feature imports only itself, its app's components/, lib/, hooks/ and the
 * shared packages; a front end never imports another front end's source or the API's. Shared pieces
 * move to the app's components/ or lib/, or to shared-ui / shared-auth.
 */
function boundaryRules() {
  const configs = [];
  for (const app of FRONT_ENDS) {
    const others = FRONT_ENDS.filter((other) => other !== app && !other.startsWith('shared-'));
    const appPatterns = [
      {
        regex: `^(\\.\\./)*(${anyOf(others)})(/|$)`,
        message:
          'A front end never imports another app: share through shared-ui, shared-auth or the API contract.',
      },
      {
        regex: '^react-router-dom$',
        message:
          "Import from 'react-router': only it is shared, react-router-dom would be bundled again (node scripts/codemods/js-weight-imports.mjs moves imports).",
      },
      {
        regex: '^(\\.\\./)*api/src(/|$)|^api(/|$)',
        message: "A front end never imports the API's source: use the generated contract in shared-auth.",
      },
    ];
    configs.push({
      files: [`${app}/src/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: appPatterns }] },
    });
    const features = featuresOf(app);
    for (const feature of features) {
      const otherFeatures = features.filter((other) => other !== feature);
      if (otherFeatures.length === 0) continue;
      configs.push({
        files: [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...appPatterns,
                {
                  regex: `^(\\.\\./)+(features/)?(${anyOf(otherFeatures)})(/|$)`,
                  message: `Feature "${feature}" may not import another feature: move what both need to ${app}/src/components or lib/.`,
                },
              ],
            },
          ],
        },
      });
    }
  }
  return configs;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'deploy/**',
      '**/.data/**',
      'api/drizzle/**',
      'e2e/artifacts/**',
      // Learner submissions of the quality corpus: careless on purpose, read by the evaluator's ESLint.
      'api/test/evaluator/quality-corpus/*/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.test.{ts,tsx}', 'testing/**'], languageOptions: { globals: { ...globals.jest } } },
  ...boundaryRules(),
);
