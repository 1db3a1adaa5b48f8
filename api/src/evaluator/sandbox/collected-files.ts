import type { CollectedFile } from './sandbox-types.js';

/** Enough for a compiler's artifacts (a Java program's classes); more is refused, not truncated. */
export const MAX_COLLECTED_FILES = 256;

const HEADER = /^(\d{1,12}) ([0-7]{1,4}) \.\/(.+)$/;
const HEADER_LINE_LIMIT = 4200;

/** A relative path that stays inside the directory it names a file of. */
function isSafeRelativePath(relativePath: string): boolean {
  const hasControlCharacter = [...relativePath].some((character) => character.charCodeAt(0) < 0x20);
  if (relativePath.length > 4096 || hasControlCharacter || relativePath.includes('\\')) return false;
  return relativePath.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * Reads what COLLECTING_PID1_SHELL (bwrap-command.ts) wrote: per file a line
 * `<size> <octal mode> ./<path>` and then exactly `size` bytes. The sandbox wrote it, so nothing is
 * trusted: a malformed stream is an error, never a partial list.
 */
export function parseCollectedFiles(bytes: Buffer): CollectedFile[] {
  const files: CollectedFile[] = [];
  const seen = new Set<string>();
  let offset = 0;
  while (offset < bytes.length) {
    const lineEnd = bytes.indexOf(0x0a, offset);
    if (lineEnd < 0 || lineEnd - offset > HEADER_LINE_LIMIT) throw new Error('malformed file header');
    const header = HEADER.exec(bytes.toString('utf8', offset, lineEnd));
    if (!header) throw new Error('malformed file header');
    const size = Number(header[1]);
    const mode = Number.parseInt(header[2]!, 8);
    const relativePath = header[3]!;
    if (!isSafeRelativePath(relativePath) || seen.has(relativePath))
      throw new Error(`unexpected file name ${JSON.stringify(relativePath.slice(0, 100))}`);
    const start = lineEnd + 1;
    if (start + size > bytes.length) throw new Error(`${relativePath} is cut short`);
    if (files.length === MAX_COLLECTED_FILES) throw new Error(`more than ${MAX_COLLECTED_FILES} files`);
    seen.add(relativePath);
    files.push({
      path: relativePath,
      content: Buffer.from(bytes.subarray(start, start + size)),
      executable: (mode & 0o111) !== 0,
    });
    offset = start + size;
  }
  return files;
}
