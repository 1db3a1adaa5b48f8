import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

type FeedItem = { id: number; matches_preferences?: boolean; saved?: boolean };
type FeedBody = { data: { results: FeedItem[]; current_page: number; next_page?: string } };

const SETTINGS = {
  yoe: 2,
  domains_interested_in: ['Backend'],
  locations_open_to: ['Bengaluru'],
  current_organization: 'Acme',
};

describe('preferences in the feed and saved openings', () => {
  let test: TestApp;
  let seeker: TestUser;
  let newcomer: TestUser;
  let other: TestUser;
  const matching: number[] = [];
  let notMatching: number;
  let draft: number;

  before(async () => {
    test = await createTestApp();
    const minute = 60_000;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * minute).toISOString();
    // 12 matching openings interleaved with non-matching ones, so matches=yes spans pages.
    for (let index = 0; index < 12; index += 1) {
      matching.push(
        await insertOpening(test.app, {
          title: `Backend Engineer ${index}`,
          location: index % 2 ? 'Bangalore' : 'Remote (India)',
          yoe: 3,
          created_at: at(index * 2 + 1),
        }),
      );
      notMatching = await insertOpening(test.app, {
        title: `Frontend Engineer ${index}`,
        location: 'Bengaluru',
        skills: ['react'],
        yoe: 1,
        created_at: at(index * 2 + 2),
      });
    }
    draft = await insertOpening(test.app, { title: 'Backend Engineer draft', status: 'draft' });
    seeker = await signUp(test.app, 'seeker@example.com');
    newcomer = await signUp(test.app, 'newcomer@example.com');
    other = await signUp(test.app, 'other@example.com');
    const saved = await test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/user/${seeker.email}`,
      headers: { cookie: seeker.cookie },
      payload: { settings: SETTINGS },
    });
    assert.equal(saved.statusCode, 200);
  });
  after(async () => test.close());

  const feed = async (query: string, user?: TestUser) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/v1/referrals/job-openings?${query}`,
      headers: user ? { cookie: user.cookie } : {},
    });
    assert.equal(response.statusCode, 200, response.body);
    return response;
  };

  it('marks the signed-in user’s matching cards, and only theirs', async () => {
    const response = await feed('page_size=50', seeker);
    const results = response.json<FeedBody>().data.results;
    const marked = results.filter((item) => item.matches_preferences).map((item) => item.id);
    assert.deepEqual(marked.sort(), [...matching].sort());
    assert.equal(results.find((item) => item.id === notMatching)?.matches_preferences, false);
    assert.match(String(response.headers['cache-control']), /private/);
  });

  it('gives visitors no mark and a user without settings no match', async () => {
    const visitor = (await feed('page_size=50')).json<FeedBody>().data.results;
    assert.ok(visitor.every((item) => !('matches_preferences' in item) && !('saved' in item)));
    const fresh = (await feed('page_size=50', newcomer)).json<FeedBody>().data.results;
    assert.ok(fresh.every((item) => item.matches_preferences === false));
  });

  it('matches=yes narrows the feed and pages with the cursor', async () => {
    const seen: number[] = [];
    let page = '';
    for (let round = 0; round < 5; round += 1) {
      const body = (
        await feed(`matches=yes&page_size=5${page ? `&page=${encodeURIComponent(page)}` : ''}`, seeker)
      ).json<FeedBody>();
      assert.ok(body.data.results.every((item) => item.matches_preferences === true));
      seen.push(...body.data.results.map((item) => item.id));
      if (!body.data.next_page) break;
      page = body.data.next_page;
    }
    assert.deepEqual(seen, matching);
  });

  it('matches=yes is ignored for visitors and empty for a user without settings', async () => {
    const visitor = (await feed('matches=yes&page_size=50')).json<FeedBody>().data.results;
    assert.equal(visitor.length, 24);
    const fresh = (await feed('matches=yes', newcomer)).json<FeedBody>().data.results;
    assert.deepEqual(fresh, []);
  });

  it('refuses a matches value other than yes or no', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/job-openings?matches=maybe',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, "matches must be 'yes' or 'no'.");
  });

  it('saves and unsaves idempotently, and lists the saved openings newest first', async () => {
    const save = (id: number, user = seeker) =>
      test.app.inject({
        method: 'PUT',
        url: `/v1/referrals/saved-openings/${id}`,
        headers: { cookie: user.cookie },
      });
    const unsave = (id: number) =>
      test.app.inject({
        method: 'DELETE',
        url: `/v1/referrals/saved-openings/${id}`,
        headers: { cookie: seeker.cookie },
      });
    const list = async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/v1/referrals/saved-openings?user_id=${seeker.id}`,
        headers: { cookie: seeker.cookie },
      });
      assert.equal(response.statusCode, 200);
      return response.json<{ saved_openings: Array<{ id: number; title: string; link?: string }> }>()
        .saved_openings;
    };

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await save(matching[0]!);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { job_id: matching[0], saved: true });
    }
    await save(notMatching);
    const saved = await list();
    assert.deepEqual(
      saved.map((item) => item.id),
      [notMatching, matching[0]],
    );
    assert.ok(
      saved.every((item) => item.link === undefined),
      'saving does not reveal the link a credit buys',
    );
    const inFeed = (await feed('page_size=50', seeker)).json<FeedBody>().data.results;
    assert.equal(inFeed.find((item) => item.id === matching[0])?.saved, true);
    assert.equal(inFeed.find((item) => item.id === matching[1])?.saved, false);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await unsave(matching[0]!);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { job_id: matching[0], saved: false });
    }
    assert.deepEqual(
      (await list()).map((item) => item.id),
      [notMatching],
    );
    const credits = await test.app.inject({
      method: 'GET',
      url: `/v1/referrals/user/${seeker.email}`,
      headers: { cookie: seeker.cookie },
    });
    assert.equal(credits.json().user.credits, 5, 'saving is free');
  });

  it('keeps saved lists private and refuses what cannot be saved', async () => {
    const anonymous = await test.app.inject({
      method: 'PUT',
      url: `/v1/referrals/saved-openings/${matching[0]}`,
    });
    assert.equal(anonymous.statusCode, 401);
    const anonymousList = await test.app.inject({ method: 'GET', url: '/v1/referrals/saved-openings' });
    assert.equal(anonymousList.statusCode, 401);
    const othersList = await test.app.inject({
      method: 'GET',
      url: `/v1/referrals/saved-openings?user_id=${seeker.id}`,
      headers: { cookie: other.cookie },
    });
    assert.equal(othersList.statusCode, 403);
    const ownList = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/saved-openings',
      headers: { cookie: other.cookie },
    });
    assert.deepEqual(ownList.json(), { saved_openings: [] });
    for (const id of [draft, 999_999]) {
      const response = await test.app.inject({
        method: 'PUT',
        url: `/v1/referrals/saved-openings/${id}`,
        headers: { cookie: other.cookie },
      });
      assert.equal(response.statusCode, 404);
    }
    const badId = await test.app.inject({
      method: 'PUT',
      url: '/v1/referrals/saved-openings/abc',
      headers: { cookie: other.cookie },
    });
    assert.equal(badId.statusCode, 400);
  });
});
