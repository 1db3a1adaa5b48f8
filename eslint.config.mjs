import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const REMOTES = ['feed-app', 'practice-app', 'admin-app'];
const FRONT_ENDS = ['shell', ...REMOTES, 'shared-ui', 'shared-api', 'shared-auth'];

const featuresOf = (app) =>
  existsSync(new URL(`${app}/src/features`, import.meta.url))
    ? readdirSync(new URL(`${app}/src/features`, import.meta.url), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const anyOf = (names) => names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * The router comes from shared-router, the one shared router; a browser file importing react-router
 * would bundle the whole package a second time. Tests, testing helpers and the Node prerender
 * entries (never in a browser bundle) may use all of react-router (MemoryRouter, StaticRouter…).
 */
const WHOLE_ROUTER_FILES = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/test-utils.{ts,tsx}',
  '**/prerender.tsx',
];
const ROUTER_PATTERN = {
  regex: '^react-router(-dom)?(/|$)',
  message:
    "Import the router from 'shared-router': only it is shared, react-router would be bundled again in full: change the import to 'shared-router'; a name it lacks is added to shared-router/src/index.ts, and the shell is deployed first.",
};

/** The same for TanStack Query: browser files take it from 'shared-query'. */
const QUERY_PATTERN = {
  regex: '^@tanstack/react-query(/|$)',
  message:
    "Import TanStack Query from 'shared-query': only it is shared, @tanstack/react-query would be bundled again in full: change the import to 'shared-query'; a name it lacks is added to shared-query/src/index.ts, and the shell is deployed first.",
};

/**
 * shared-auth still re-exports shared-api's names for remotes built before the split (they ask the
 * shell's shared-auth for them); code here takes them from shared-api.
 */
const API_NAMES_VIA_AUTH = {
  name: 'shared-auth',
  importNames: [
    ...readFileSync(new URL('shared-api/src/index.ts', import.meta.url), 'utf8').matchAll(
      /export\s+(?:type\s+)?\{([^}]*)\}/g,
    ),
  ].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  ),
  message: "Import the API client, its errors, types and settings from 'shared-api'.",
};

/** One restriction config, twice: browser files also get the router and query rules, the others not. */
function restrictImports(files, patterns) {
  return [
    {
      files,
      ignores: WHOLE_ROUTER_FILES,
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [API_NAMES_VIA_AUTH], patterns: [...patterns, ROUTER_PATTERN, QUERY_PATTERN] },
        ],
      },
    },
    {
      files: files.flatMap((glob) =>
        WHOLE_ROUTER_FILES.map((only) => `${glob.replace(/\/\*\*\/.*$/, '')}/${only}`),
      ),
      rules: { 'no-restricted-imports': ['error', { paths: [API_NAMES_VIA_AUTH], patterns }] },
    },
  ];
}

/**
 * Boundaries (STYLE.md): a feature imports only itself, its app's components/, lib/, hooks/, the
 * shared packages and another feature's public index.ts, never app/ or another feature's files;
 * components/, lib/ and hooks/ import no feature; a front end never imports another front end's
 * source or the API's; shared-api never imports shared-auth. Shared pieces move to the app's
 * components/ or lib/, or to shared-ui / shared-api / shared-auth.
 */
function boundaryRules() {
  const configs = [];
  for (const app of FRONT_ENDS) {
    const others = FRONT_ENDS.filter((other) => other !== app && !other.startsWith('shared-'));
    const appPatterns = [
      {
        // shell/server/protocol is the exception: the strings the shell's server and the browser
        // code share (shared-auth's server render takes its audience type from it).
        regex: `^(\\.\\./)*(${anyOf(others)})(/|$)(?!server/protocol$)`,
        message:
          'A front end never imports another app: share through shared-ui, shared-auth or shared-api (the API contract).',
      },
      {
        regex: '^(\\.\\./)*api/src(/|$)|^api(/|$)',
        message: "A front end never imports the API's source: use the generated contract in shared-api.",
      },
      // The session builds on the API client, never the reverse (the API itself imports shared-api).
      ...(app === 'shared-api'
        ? [
            {
              regex: '^shared-auth(/|$)',
              message: 'shared-api knows no session: what needs the session belongs in shared-auth.',
            },
          ]
        : []),
    ];
    configs.push(...restrictImports([`${app}/src/**/*.{ts,tsx}`], appPatterns));
    // Layers inside an app: app/ composes features; a feature uses components/, lib/ and hooks/; those
    // know no feature. A later config replaces an earlier one's options, so each repeats appPatterns.
    configs.push(
      ...restrictImports(
        [`${app}/src/{components,lib,hooks}/**/*.{ts,tsx}`],
        [
          ...appPatterns,
          {
            regex: '^(\\.\\./)+(features|app)(/|$)',
            message: `${app}'s components/, lib/ and hooks/ serve every feature and know none: move the code into the feature, or what both need down here.`,
          },
        ],
      ),
    );
    const features = featuresOf(app);
    for (const feature of features) {
      const otherFeatures = features.filter((other) => other !== feature);
      configs.push(
        ...restrictImports(
          [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
          [
            ...appPatterns,
            {
              regex: '^(\\.\\./)+app(/|$)',
              message: `Feature "${feature}" may not import ${app}/src/app: the app composes features, not the other way round.`,
            },
            ...(otherFeatures.length > 0
              ? [
                  {
                    // Another feature's public index.ts is its interface; its files are its own.
                    regex: `^(\\.\\./)+(features/)?(${anyOf(otherFeatures)})/(?!index$)`,
                    message: `Feature "${feature}" imports another feature only through its index.ts (e.g. '../../saved-openings'): export what is needed there, or move what both need to ${app}/src/components or lib/.`,
                  },
                ]
              : []),
          ],
        ),
      );
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
      'api/test/evaluator/quality-corpus/bank/**',
      // The bank's reference programs: learner code too (CommonJS `require`, run by the evaluator),
      // judged by the evaluator's own ESLint in the corpus and reference tests, as Prettier skips them.
      'api/test/problem-bank/references/**',
      // Other projects' sources, verbatim: the language check's held-out real code, read as text.
      'api/test/language-check/real-files/**',
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
  {
    // No import cycles, in the API and the front ends alike; type-only imports do not count.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.test.{ts,tsx}', 'testing/**'], languageOptions: { globals: { ...globals.jest } } },
  ...boundaryRules(),
);
