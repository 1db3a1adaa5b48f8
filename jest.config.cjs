// One Jest run for every front-end workspace: @swc/jest transpiles, a jsdom environment with
// Node's web APIs (react-router 7 and fetch code need them), CSS Modules as identity objects.
const path = require('node:path');

const frontEnds = [
  'shared-ui',
  'shared-api',
  'shared-auth',
  'shell',
  'feed-app',
  'practice-app',
  'admin-app',
];

const project = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: path.join(__dirname, 'testing/jsdom-environment.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'testing/setup-tests.ts')],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'testing/style-stub.cjs'),
    '\\.(svg|png|jpg|jpeg|webp|gif)$': path.join(__dirname, 'testing/file-stub.cjs'),
    '^@module-federation/enhanced/runtime$': path.join(__dirname, 'testing/mf-runtime-stub.ts'),
    '^shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
    '^shared-ui/(dialog|menu|tabs|range-slider|toast)$': path.join(__dirname, 'shared-ui/src/entries/$1.ts'),
    '^shared-api$': path.join(__dirname, 'shared-api/src/index.ts'),
    '^shared-auth$': path.join(__dirname, 'shared-auth/src/index.ts'),
  },
  // MSW's ESM-only dependencies (and openapi-msw) are compiled like our own code: Jest on Node 20
  // cannot require() ES modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@mswjs|@open-draft|rettime|until-async|outvariant|strict-event-emitter|headers-polyfill|openapi-msw)/)',
  ],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  projects: frontEnds.map(project),
};
