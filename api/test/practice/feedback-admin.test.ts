import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

describe('administrator list of practice feedback', () => {
  let test: TestApp;
  let learner: TestUser;
  let admin: TestUser;

  const list = (query: string, cookie?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/v1/practice/feedback/all${query}`,
      headers: cookie ? { cookie } : {},
    });

  before(async () => {
    test = await createTestApp();
    learner = await signUp(test.app, 'learner@example.com');
    admin = await signUp(test.app, 'admin@example.com');
    // Stored as the feedback dialog's POST /practice/feedback stores it.
    for (const [index, message] of [
      'The timer is confusing',
      'Please add Rust',
      'Level 3 is great',
    ].entries()) {
      await queryRows(
        test.app.db,
        sql`INSERT INTO practice_feedback (user_id, message, created_at)
            VALUES (${learner.id}, ${message}, now() - make_interval(mins => ${10 - index}))`,
      );
    }
  });
  after(() => test.close());

  it('is for the administrator only', async () => {
    assert.equal((await list('')).statusCode, 401);
    assert.equal((await list('', learner.cookie)).statusCode, 403);
    assert.equal((await list('', admin.cookie)).statusCode, 200);
  });

  it('lists the messages newest first with the sender', async () => {
    const { data } = (await list('', admin.cookie)).json();
    assert.deepEqual(
      data.results.map((row: { message: string }) => row.message),
      ['Level 3 is great', 'Please add Rust', 'The timer is confusing'],
    );
    assert.equal(data.results[0].user_email, 'learner@example.com');
    assert.ok(!Number.isNaN(Date.parse(data.results[0].created_at)));
    assert.equal(data.next_page, undefined);
  });

  it('pages with next_page cursors', async () => {
    const first = (await list('?page_size=2', admin.cookie)).json().data;
    assert.equal(first.results.length, 2);
    const second = (await list(`?page_size=2&page=${first.next_page}`, admin.cookie)).json().data;
    assert.equal(second.current_page, 2);
    assert.deepEqual(
      second.results.map((row: { message: string }) => row.message),
      ['The timer is confusing'],
    );
  });

  it('answers bad paging with a readable 400', async () => {
    for (const [query, message] of [
      ['?page_size=500', 'page_size must be a number from 1 to 100.'],
      ['?page=3', 'Follow next_page for the pages after the first.'],
      ['?page=bogus', 'The page cursor is not valid: start again from page 1.'],
    ]) {
      const response = await list(query!, admin.cookie);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().message, message);
    }
  });
});
