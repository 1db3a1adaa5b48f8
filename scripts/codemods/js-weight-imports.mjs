#!/usr/bin/env node
// Moves the front ends' imports to the narrower shared entries (issue 12, "Less JavaScript"):
//   'react-router-dom' / 'react-router' → 'shared-router': the router is shared as shared-router, the
//     part of react-router the platform supports, so a page loads that part only. Tests, testing
//     helpers and the Node prerender entries keep 'react-router' (MemoryRouter, StaticRouter…): they
//     are never in a browser bundle. A name shared-router lacks stays where it is, and ESLint says so.
//     (v7's react-router-dom merely re-exports react-router; react-router/dom bundles its own copy of
//     the router's contexts, so nothing imports it.)
//   'shared-ui' → 'shared-ui/dialog' | '/menu' | '/tabs' | '/range-slider' | '/toast' for the
//     parts built on Radix or sonner, so a page loads them only when it uses them.
// Idempotent: run it again after a merge (`node scripts/codemods/js-weight-imports.mjs`), then
// `npx prettier --write` on the files it lists.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FRONT_ENDS = ['shell', 'feed-app', 'practice-app', 'admin-app', 'shared-ui', 'shared-auth'];

/** What shared-router/src/index.ts re-exports (the codemod moves only imports it can satisfy). */
export const SHARED_ROUTER_NAMES = new Set([
  'BrowserRouter',
  'Link',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
  'useSearchParams',
  'LinkProps',
  'NavigateFunction',
  'RouteObject',
  'SetURLSearchParams',
]);

/** Files never bundled for the browser: they may use all of react-router. */
export function mayUseWholeRouter(file) {
  return /(\.test\.tsx?$|[\\/]testing[\\/]|[\\/]test-utils\.tsx?$|[\\/]prerender\.tsx$)/.test(file);
}
const SHARED_UI_ENTRY_OF = {
  Dialog: 'dialog',
  DialogProps: 'dialog',
  Menu: 'menu',
  MenuContent: 'menu',
  MenuItem: 'menu',
  MenuSeparator: 'menu',
  MenuTrigger: 'menu',
  Tabs: 'tabs',
  TabsContent: 'tabs',
  TabsList: 'tabs',
  TabsTrigger: 'tabs',
  RangeSlider: 'range-slider',
  Toaster: 'toast',
  toast: 'toast',
  DEFAULT_TOAST_DURATION_MS: 'toast',
};

// `import { a, type B } from 'x';` and `import type { B } from 'x';`, over several lines too.
const NAMED_IMPORT =
  /import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])(react-router-dom|react-router|shared-ui)\3;?/g;

/** `a`, `type B`, `c as d` → { imported, text } (text as written, so aliases and `type` stay). */
function specifiers(list) {
  return list
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({
      text,
      imported: text
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim(),
    }));
}

function importLine(typeOnly, items, source) {
  return `import ${typeOnly ? 'type ' : ''}{ ${items.map((item) => item.text).join(', ')} } from '${source}';`;
}

/** Which source each specifier of an import belongs to, in a stable order. */
function regroup(typeOnly, list, source, wholeRouter) {
  const items = specifiers(list);
  const routerTarget =
    wholeRouter || !items.every((item) => SHARED_ROUTER_NAMES.has(item.imported))
      ? 'react-router'
      : 'shared-router';
  const groups = new Map();
  for (const item of items) {
    let target = source;
    if (source === 'react-router-dom' || source === 'react-router') target = routerTarget;
    else if (SHARED_UI_ENTRY_OF[item.imported]) target = `shared-ui/${SHARED_UI_ENTRY_OF[item.imported]}`;
    if (!groups.has(target)) groups.set(target, []);
    groups.get(target).push(item);
  }
  return [...groups].map(([target, items]) => importLine(typeOnly, items, target)).join('\n');
}

/** `code` with its imports moved; `file` tells tests and Node-only entries apart. */
export function rewrite(code, file = '') {
  const wholeRouter = mayUseWholeRouter(file);
  let next = code.replace(NAMED_IMPORT, (whole, typeOnly, list, _quote, source) => {
    const regrouped = regroup(Boolean(typeOnly), list, source, wholeRouter);
    // Leave an import alone when it already names only what stays at its source.
    return regrouped === importLine(Boolean(typeOnly), specifiers(list), source) ? whole : regrouped;
  });
  // jest.mock('react-router-dom', …), requireActual('react-router-dom') and side-effect imports.
  next = next.replace(/(['"])react-router-dom\1/g, "'react-router'");
  return next;
}

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(?:ts|tsx)$/.test(entry.name)) yield full;
  }
}

async function main() {
  const changed = [];
  for (const app of FRONT_ENDS) {
    for await (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
      // The entries themselves re-export the components; they are the targets, not users.
      if (file.includes(`${path.sep}shared-ui${path.sep}src${path.sep}entries${path.sep}`)) continue;
      const code = await readFile(file, 'utf8');
      const next = rewrite(code, file);
      if (next !== code) {
        await writeFile(file, next);
        changed.push(path.relative(ROOT, file));
      }
    }
  }
  console.log(changed.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
