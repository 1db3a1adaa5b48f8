import { badRequest } from './http-errors';

/**
 * Where a keyset-paged list continues: after the row (createdAt, id) that ended the previous page.
 * Every paged list (feed, admin lists, practice lists) uses this one opaque `next_page` format.
 */
export type KeysetCursor<Id extends number | string> = { page: number; createdAt: string; id: Id };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PAGE = 10_000_000;

/** What a list's row ids are: serial integers or UUIDs. A cursor with another kind is refused. */
export const KEYSET_IDS = {
  serial: (id: unknown): id is number =>
    typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647,
  uuid: (id: unknown): id is string => typeof id === 'string' && UUID.test(id),
};

// The timestamp stays PostgreSQL's text (microseconds included): a JS Date would round it and skip rows.
export function encodeKeysetCursor(cursor: KeysetCursor<number | string>): string {
  return Buffer.from(JSON.stringify([cursor.page, cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeKeysetCursor<Id extends number | string>(
  value: string,
  isId: (id: unknown) => id is Id,
): KeysetCursor<Id> {
  const invalid = () => badRequest('The page cursor is not valid: start again from page 1.');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw invalid();
  const [page, createdAt, id] = decoded as unknown[];
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2 || page > MAX_PAGE) throw invalid();
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) throw invalid();
  if (!isId(id)) throw invalid();
  return { page, createdAt, id };
}
