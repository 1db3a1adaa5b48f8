import { badRequest } from '../../lib/http-errors';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  KEYSET_IDS,
  type KeysetCursor,
} from '../../lib/keyset-cursor';

/** Where a feed page starts: after the row (createdAt, id) of the previous page's last opening. */
export type FeedCursor = KeysetCursor<number>;

export const encodeFeedCursor = (cursor: FeedCursor): string => encodeKeysetCursor(cursor);

export const decodeFeedCursor = (value: string): FeedCursor => decodeKeysetCursor(value, KEYSET_IDS.serial);

/**
 * The cursor an administrator's newest-first list was asked for: none for the first page. Those lists
 * are followed by next_page only, so a page number past 1 is refused.
 */
export function cursorOfPage(page: string | undefined): FeedCursor | undefined {
  if (!page || page === '1') return undefined;
  if (/^\d+$/.test(page)) throw badRequest('Follow next_page for the pages after the first.');
  return decodeFeedCursor(page);
}

/**
 * One page of a newest-first list read with one row more than the page holds (that row only says a
 * next page exists), answered with the next page's cursor while there is one.
 */
export function cursorPage<Row extends { created_at: string; id: number }, View>(
  rows: readonly Row[],
  pageSize: number,
  cursor: FeedCursor | undefined,
  toView: (row: Row) => View,
) {
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows[pageRows.length - 1];
  const currentPage = cursor?.page ?? 1;
  const nextPage =
    rows.length > pageSize && last
      ? encodeFeedCursor({ page: currentPage + 1, createdAt: last.created_at, id: last.id })
      : undefined;
  return {
    data: {
      results: pageRows.map(toView),
      current_page: currentPage,
      ...(nextPage ? { next_page: nextPage } : {}),
    },
  };
}
