import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeFeedCursor, encodeFeedCursor } from '../../src/features/job-openings/feed-cursor';
import { HttpError } from '../../src/lib/http-errors';

describe('feed cursor', () => {
  it('round-trips the position with the timestamp text intact (microseconds kept)', () => {
    const cursor = { page: 7, createdAt: '2025-06-01 10:00:00.123456+00', id: 4321 };
    assert.deepEqual(decodeFeedCursor(encodeFeedCursor(cursor)), cursor);
  });

  it('refuses anything that is not a cursor with a 400', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const value of [
      'garbage',
      forged([2, "2025-01-01'; DROP TABLE users;--", 1]),
      forged([1, '2025-06-01 10:00:00+00', 1]),
      forged([2, '2025-06-01 10:00:00+00', -4]),
      forged({ page: 2 }),
      forged([2, '2025-06-01 10:00:00+00']),
    ]) {
      assert.throws(
        () => decodeFeedCursor(value),
        (error: unknown) => error instanceof HttpError && error.statusCode === 400,
      );
    }
  });
});
