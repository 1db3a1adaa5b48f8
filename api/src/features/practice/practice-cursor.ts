import { badRequest } from '../../lib/http-errors';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  KEYSET_IDS,
  type KeysetCursor,
} from '../../lib/keyset-cursor';

/** Where a practice list page starts: after the row (createdAt, id) that ended the previous page. */
export type PracticeCursor = KeysetCursor<string>;

export const encodePracticeCursor = (cursor: PracticeCursor): string => encodeKeysetCursor(cursor);

export const decodePracticeCursor = (value: string): PracticeCursor =>
  decodeKeysetCursor(value, KEYSET_IDS.uuid);

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
