import { createRequire } from 'node:module';
import { Language, Parser, type Tree } from 'web-tree-sitter';

export const SUPPORTED_LANGUAGES = ['python', 'javascript', 'typescript', 'java', 'cpp', 'go'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// Grammar packages ship their wasm at the package root; resolving through Node finds the hoisted copy.
const GRAMMAR_WASM: Record<SupportedLanguage, string> = {
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  // Interview TypeScript rarely contains JSX, and the non-TSX grammar accepts `<T>value` casts.
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  go: 'tree-sitter-go/tree-sitter-go.wasm',
};

const requireFromHere = createRequire(import.meta.url);

let runtimeReady: Promise<void> | undefined;
const parsers = new Map<SupportedLanguage, Promise<Parser>>();

function initRuntime(): Promise<void> {
  runtimeReady ??= Parser.init({
    locateFile: (fileName: string) => requireFromHere.resolve(`web-tree-sitter/${fileName}`),
  });
  return runtimeReady;
}

async function createParser(language: SupportedLanguage): Promise<Parser> {
  await initRuntime();
  const grammar = await Language.load(requireFromHere.resolve(GRAMMAR_WASM[language]));
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}

/** One parser per language, created on first use and reused; parsing is synchronous so sharing is safe. */
export function getParser(language: SupportedLanguage): Promise<Parser> {
  let parser = parsers.get(language);
  if (!parser) {
    parser = createParser(language);
    // A failed load must not poison the cache for the next caller.
    parser.catch(() => parsers.delete(language));
    parsers.set(language, parser);
  }
  return parser;
}

/** The parse was cancelled at its deadline: the code is too complex to analyse in the time allowed. */
export class ParseDeadlineError extends Error {}

/** When a parse gives up: a `performance.now()` time, or a check that says the budget is spent. */
export type ParseDeadline = number | (() => boolean);

/**
 * Parses source code; the caller owns the returned tree and should call `tree.delete()` when done.
 * With a `deadline` tree-sitter cancels itself when it passes, which ends a pathological parse
 * without killing its thread.
 */
export async function parse(
  language: SupportedLanguage,
  code: string,
  deadline?: ParseDeadline,
): Promise<Tree> {
  const parser = await getParser(language);
  const passed =
    deadline === undefined
      ? undefined
      : typeof deadline === 'function'
        ? deadline
        : () => performance.now() > deadline;
  const tree = parser.parse(code, null, { progressCallback: passed });
  if (!tree) {
    if (passed?.())
      throw new ParseDeadlineError(`Parsing the ${language} code took longer than its time budget.`);
    throw new Error(`tree-sitter returned no tree for ${language}`);
  }
  return tree;
}

export type { Node as SyntaxNode, Parser, Tree } from 'web-tree-sitter';
