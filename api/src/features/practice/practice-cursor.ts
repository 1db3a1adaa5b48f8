import { badRequest } from '../../lib/http-errors';

/** Where a practice list page starts: after the row (createdAt, id) that ended the previous page. */
export type PracticeCursor = { page: number; createdAt: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The timestamp stays PostgreSQL's text (microseconds included): a JS Date would round it and skip rows.
export function encodePracticeCursor(cursor: PracticeCursor): string {
  return Buffer.from(JSON.stringify([cursor.page, cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodePracticeCursor(value: string): PracticeCursor {
  const invalid = () => badRequest('The page cursor is not valid: start again from page 1.');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw invalid();
  const [page, createdAt, id] = decoded as unknown[];
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2 || page > 10_000_000) throw invalid();
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) throw invalid();
  if (typeof id !== 'string' || !UUID.test(id)) throw invalid();
  return { page, createdAt, id };
}

/** Where to start: the first page, a later numbered page (offset) or a next_page cursor (keyset). */
export type PagePosition = { page: number; cursor?: PracticeCursor; offset: number };

const MAX_NUMBERED_PAGE = 10_000;

export function pagePosition(page: string | undefined, pageSize: number): PagePosition {
  if (!page) return { page: 1, offset: 0 };
  if (/^\d+$/.test(page)) {
    const number = Number(page);
    if (number < 1 || number > MAX_NUMBERED_PAGE) {
      throw badRequest(`page must be from 1 to ${MAX_NUMBERED_PAGE}; follow next_page for later pages.`);
    }
    // Numbered pages past the first are served by OFFSET; next_page cursors are the fast path.
    return { page: number, offset: (number - 1) * pageSize };
  }
  const cursor = decodePracticeCursor(page);
  return { page: cursor.page, cursor, offset: 0 };
}

/** Cuts the one extra row a repository fetched into this page and the next page's cursor. */
export function pageOf<Row extends { id: string; created_at: string }>(
  rows: Row[],
  position: PagePosition,
  pageSize: number,
): { rows: Row[]; currentPage: number; nextPage?: string } {
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows[pageRows.length - 1];
  const nextPage =
    rows.length > pageSize && last
      ? encodePracticeCursor({ page: position.page + 1, createdAt: last.created_at, id: last.id })
      : undefined;
  return { rows: pageRows, currentPage: position.page, ...(nextPage ? { nextPage } : {}) };
}
