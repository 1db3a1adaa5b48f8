import { badRequest } from '../../lib/http-errors';

/** Where a feed page starts: after the row (createdAt, id) of the previous page's last opening. */
export type FeedCursor = { page: number; createdAt: string; id: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

// The timestamp stays PostgreSQL's text (microseconds included): a JS Date would round it and skip rows.
export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.page, cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeFeedCursor(value: string): FeedCursor {
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
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw invalid();
  return { page, createdAt, id };
}
