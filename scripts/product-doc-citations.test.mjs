// Code comments cite the product's rules as `docs/PRODUCT.md#<anchor>`: a newcomer with only the
// repository must be able to follow every one. So every cited anchor exists in docs/PRODUCT.md, and
// nothing cites the outside specification by section any more.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT_DOC = path.join(ROOT, 'docs/PRODUCT.md');
// Built, installed or generated at run time (.gitignore), or the git store itself.
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'dist',
  'deploy',
  '.data',
  'coverage',
  '.lighthouse',
]);
const SKIPPED_PATHS = new Set(['e2e/artifacts']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|css|html|sql|json|ya?ml|sh)$/;
const CITATION = /PRODUCT\.md#([A-Za-z0-9_-]+)/g;
// Written in two parts so this file does not cite it itself.
const OUTSIDE_SECTION_CITATION = new RegExp(['SPEC', ' §'].join(''));

function sourceFiles(directory = ROOT) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      const skipped =
        SKIPPED_DIRECTORIES.has(entry.name) ||
        entry.name.startsWith('dist-') ||
        entry.name.startsWith('.pglite') ||
        SKIPPED_PATHS.has(relative);
      return skipped ? [] : sourceFiles(full);
    }
    return entry.isFile() && TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json'
      ? [relative]
      : [];
  });
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

function anchorsOf(markdown) {
  return new Set([...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]));
}

const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

test('every docs/PRODUCT.md anchor cited in the repository exists there', () => {
  const anchors = anchorsOf(readFileSync(PRODUCT_DOC, 'utf8'));
  const citations = files.flatMap(({ file, text }) =>
    [...text.matchAll(CITATION)].map((match) => ({
      at: `${file}:${lineOf(text, match.index)}`,
      anchor: match[1],
    })),
  );
  // The comments cite it dozens of times; far fewer would mean the scan missed the source folders.
  assert.ok(citations.length >= 50, `only ${citations.length} citations found`);
  const missing = citations
    .filter(({ anchor }) => !anchors.has(anchor))
    .map(({ at, anchor }) => `${at} #${anchor}`);
  assert.deepEqual(missing, [], 'cited anchors that docs/PRODUCT.md does not have');
});

test('docs/PRODUCT.md gives each anchor once', () => {
  const ids = [...readFileSync(PRODUCT_DOC, 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map(
    (match) => match[1],
  );
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  assert.deepEqual(repeated, []);
});

test('no comment cites the specification outside the repository by section', () => {
  const outside = files
    .filter(({ text }) => OUTSIDE_SECTION_CITATION.test(text))
    .map(({ file, text }) => `${file}:${lineOf(text, text.search(OUTSIDE_SECTION_CITATION))}`);
  assert.deepEqual(outside, [], 'cite docs/PRODUCT.md#<anchor> instead');
});

test('the anchor check reads anchors as written and sees a missing one', () => {
  const anchors = anchorsOf('## <a id="rating-colours"></a>Rating colours\n');
  assert.ok(anchors.has('rating-colours'));
  assert.ok(!anchors.has('rating-colors'));
});
