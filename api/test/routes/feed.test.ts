import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

type FeedBody = {
  data: {
    results: Array<Record<string, unknown> & { id: number }>;
    current_page: number;
    next_page?: string;
  };
};

describe('feed', () => {
  let test: TestApp;
  let user: TestUser;
  const ids = {} as Record<
    'googleBackend' | 'swiggyIntern' | 'amazonContract' | 'masked' | 'draft' | 'rejected',
    number
  >;

  before(async () => {
    test = await createTestApp();
    user = await signUp(test.app, 'reader@example.com');
    const hour = 3600_000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString();
    ids.googleBackend = await insertOpening(test.app, {
      title: 'Backend Engineer',
      company_name: 'Google',
      location: 'Bengaluru',
      yoe: 3,
      skills: ['go', 'kubernetes'],
      faang_level: 'yes',
      employment_type: 'Full-time',
      created_at: at(1),
    });
    ids.swiggyIntern = await insertOpening(test.app, {
      title: 'SDE Intern',
      company_name: 'Swiggy',
      location: 'Remote (India)',
      yoe: 0,
      skills: ['react', 'system design'],
      employment_type: 'Intern',
      created_at: at(2),
    });
    ids.amazonContract = await insertOpening(test.app, {
      title: 'Data Engineer',
      company_name: 'Amazon',
      location: 'Hyderabad, Telangana',
      yoe: 8,
      skills: ['spark'],
      faang_level: 'yes',
      employment_type: 'Contract',
      created_at: at(3),
    });
    ids.masked = await insertOpening(test.app, {
      title: 'Mystery Role',
      company_name: '12345',
      location: '12345',
      yoe: 1234,
      created_at: at(4),
    });
    ids.draft = await insertOpening(test.app, { title: 'Draft Role', status: 'draft', created_at: at(0.5) });
    ids.rejected = await insertOpening(test.app, {
      title: 'Rejected Role',
      status: 'reject',
      created_at: at(0.6),
    });
  });
  after(() => test.close());

  const feed = async (query: string, cookie?: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/v1/referrals/job-openings?${query}`,
      headers: cookie ? { cookie } : {},
    });
    return { status: response.statusCode, body: response.json() as FeedBody & { message?: string } };
  };
  const idsOf = (body: FeedBody) => body.data.results.map((opening) => opening.id);

  it('lists published openings newest first in the spec shape, without the paid-for link', async () => {
    const { status, body } = await feed('page=1&page_size=10');
    assert.equal(status, 200);
    assert.deepEqual(idsOf(body), [ids.googleBackend, ids.swiggyIntern, ids.amazonContract, ids.masked]);
    assert.equal(body.data.current_page, 1);
    assert.equal('next_page' in body.data, false);
    const first = body.data.results[0]!;
    assert.deepEqual(Object.keys(first).sort(), [
      'company_name',
      'created_at',
      'employment_type',
      'id',
      'location',
      'meta_data',
      'share_count',
      'skills',
      'title',
      'view_count',
      'yoe',
    ]);
    assert.deepEqual(first.meta_data, { faang_level: 'yes', status: 'published' });
    assert.match(String(first.created_at), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters by every spec filter', async () => {
    assert.deepEqual(idsOf((await feed('faang_level=yes')).body), [ids.googleBackend, ids.amazonContract]);
    assert.deepEqual(idsOf((await feed('employment_type=Intern,Contract')).body), [
      ids.swiggyIntern,
      ids.amazonContract,
    ]);
    assert.deepEqual(idsOf((await feed('locations=Hyderabad,Remote')).body), [
      ids.swiggyIntern,
      ids.amazonContract,
    ]);
    assert.deepEqual(idsOf((await feed('companies=google,Swiggy')).body), [
      ids.googleBackend,
      ids.swiggyIntern,
    ]);
    assert.deepEqual(idsOf((await feed('min_yoe=3&max_yoe=8')).body), [
      ids.googleBackend,
      ids.amazonContract,
    ]);
    // 15 means "15 or more", so the masked 1234 stays in the default view.
    assert.deepEqual(idsOf((await feed('min_yoe=5&max_yoe=15')).body), [ids.amazonContract, ids.masked]);
    assert.deepEqual(idsOf((await feed('latest=true&faang_level=yes&locations=Bengaluru')).body), [
      ids.googleBackend,
    ]);
  });

  it('searches title, company and skills with q (prefixes too)', async () => {
    assert.deepEqual(idsOf((await feed('q=kubernetes')).body), [ids.googleBackend]);
    assert.deepEqual(idsOf((await feed('q=swig')).body), [ids.swiggyIntern]);
    assert.deepEqual(idsOf((await feed('q=design')).body), [ids.swiggyIntern]);
    assert.deepEqual(idsOf((await feed('q=data%20amazon')).body), [ids.amazonContract]);
    assert.deepEqual(idsOf((await feed(`q=${encodeURIComponent("'&|!():*<>")}`)).body).length, 4);
    assert.deepEqual(idsOf((await feed('q=nothing-matches-this')).body), []);
  });

  it('pages with an opaque keyset cursor that walks every opening exactly once', async () => {
    const all = idsOf((await feed('page_size=50')).body);
    const seen: number[] = [];
    let query = 'page_size=1';
    for (let page = 1; page <= 10; page += 1) {
      const { body } = await feed(query);
      assert.equal(body.data.current_page, page);
      seen.push(...idsOf(body));
      if (!body.data.next_page) break;
      query = `page_size=1&page=${encodeURIComponent(body.data.next_page)}`;
    }
    assert.deepEqual(seen, all);
    // A numbered page gives the same rows as following the cursor.
    assert.deepEqual(idsOf((await feed('page_size=1&page=3')).body), [all[2]]);
  });

  it('answers bad query values with readable 400s', async () => {
    const cases: Array<[string, RegExp]> = [
      ['page_size=0', /page_size must be a number from 1 to 50/],
      ['page_size=51', /page_size must be a number from 1 to 50/],
      ['page_size=abc', /page_size must be a number from 1 to 50/],
      ['min_yoe=-1', /min_yoe must be a number from 0 to 15/],
      ['max_yoe=16', /max_yoe must be a number from 0 to 15/],
      ['min_yoe=9&max_yoe=3', /min_yoe must not be greater than max_yoe/],
      ['employment_type=Freelance', /employment_type must list only Intern, Full-time, Contract/],
      ['faang_level=maybe', /faang_level must be 'yes' or 'no'/],
      ['latest=perhaps', /latest must be 'true' or 'false'/],
      ['page=not-a-cursor', /page cursor is not valid/],
      ['page=0', /page must be from 1/],
      [`q=${'x'.repeat(201)}`, /search text must be at most 200 characters/],
      ['user_id=not-mine', /not yours|log in/i],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await feed(query, query.startsWith('user_id') ? user.cookie : undefined);
      assert.equal(status, query.startsWith('user_id') ? 403 : 400, query);
      assert.match(body.message ?? '', message, query);
    }
  });

  it('accepts the signed-in user_id and refuses it without a session', async () => {
    assert.equal((await feed(`user_id=${user.id}`, user.cookie)).status, 200);
    assert.equal((await feed(`user_id=${user.id}`)).status, 401);
  });

  it('job-opening returns one published opening; drafts and unknown ids are 404', async () => {
    const get = (query: string) =>
      test.app.inject({ method: 'GET', url: `/v1/referrals/job-opening?${query}` });
    const found = await get(`job_id=${ids.swiggyIntern}`);
    assert.equal(found.statusCode, 200);
    assert.equal(found.json().job_opening.title, 'SDE Intern');
    assert.equal(found.json().job_opening.link, undefined);
    assert.equal((await get(`job_id=${ids.draft}`)).statusCode, 404);
    assert.equal((await get('job_id=999999')).statusCode, 404);
    const invalid = await get('job_id=abc');
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().message, 'The job id must be a number.');
  });

  it('increment-count adds one view or one share atomically', async () => {
    const increment = (id: number, payload: unknown) =>
      test.app.inject({
        method: 'PATCH',
        url: `/v1/referrals/increment-count/${id}`,
        payload: payload as object,
      });
    await Promise.all(Array.from({ length: 10 }, () => increment(ids.masked, { view_count: 1 })));
    const shared = await increment(ids.masked, { share_count: 1 });
    assert.deepEqual(shared.json(), { success: true, view_count: 10, share_count: 1 });
    assert.equal((await increment(ids.draft, { view_count: 1 })).statusCode, 404);
    for (const body of [{}, { view_count: 1, share_count: 1 }, { view_count: 5 }, { share_count: 'x' }]) {
      const response = await increment(ids.masked, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.ok(response.json().message.length > 0);
    }
  });
});
