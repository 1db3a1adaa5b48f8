#!/usr/bin/env node
// npm run rollback:remote -- <remote>
// Points remotes.json back at the remote's previous release. Nothing is built or deleted: the
// abandoned release stays on disk, so rolling forward is another deploy.
import { assertRemote } from './lib/apps.mjs';
import { rollBack } from './lib/deploy-state.mjs';
import { isMain } from './lib/is-main.mjs';

if (isMain(import.meta.url)) {
  const [remote] = process.argv.slice(2);
  Promise.resolve()
    .then(() => rollBack(assertRemote(remote)))
    .then(({ abandoned, current }) => {
      console.log(`Rolled ${remote} back\n  now:    ${current}\n  before: ${abandoned}`);
    })
    .catch((error) => {
      console.error(`Rollback failed: ${error.message}`);
      process.exit(1);
    });
}
