import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

describe('administrator tools', () => {
  let test: TestApp;
  let user: TestUser;
  let admin: TestUser;
  let stats: TestUser;

  before(async () => {
    test = await createTestApp();
    user = await signUp(test.app, 'plain@example.com', { referral_code: 'CAMPUS' });
    await signUp(test.app, 'friend@example.com', { referral_code: 'CAMPUS' });
    admin = await signUp(test.app, 'admin@example.com');
    stats = await signUp(test.app, 'stats@example.com');
  });
  after(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/v1/referrals/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const opening = {
    title: 'Senior Backend Engineer',
    company_name: 'Atlassian',
    employment_type: 'Full-time',
    yoe: 5,
    location: 'Bengaluru',
    link: 'https://careers.example.com/123',
    skills: [' Java ', 'java', 'Kafka'],
    meta_data: { faang_level: 'yes' },
  };

  it('saves a new opening as a draft with zero counts and normalised skills', async () => {
    const response = await call('POST', 'job-opening', admin.cookie, opening);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.message, 'Job opening saved successfully!');
    assert.deepEqual(body.job_opening.skills, ['java', 'kafka']);
    assert.deepEqual(body.job_opening.meta_data, { faang_level: 'yes', status: 'draft' });
    assert.equal(body.job_opening.view_count, 0);
    assert.equal(body.job_opening.share_count, 0);
    assert.equal(body.job_opening.link, opening.link);
  });

  it('gives the spec message for every missing field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, 'Job title is a mandatory field!'],
      [{ title: undefined }, 'Job title is a mandatory field!'],
      [{ company_name: '' }, 'Company name is a mandatory field!'],
      [{ employment_type: '' }, 'Employment type is a mandatory field!'],
      [{ employment_type: 'Freelance' }, 'Employment type is a mandatory field!'],
      [{ yoe: '' }, 'YOE is a mandatory field!'],
      [{ yoe: undefined }, 'YOE is a mandatory field!'],
      [{ location: undefined }, 'Job Location is a mandatory field!'],
      [{ link: '' }, 'Job Link is a mandatory field!'],
      [{ link: 'not a url' }, 'The link must be a full http(s) address.'],
      [{ skills: [] }, 'At least one skill is needed!'],
      [{ skills: ['  ', ''] }, 'At least one skill is needed!'],
      [{ skills: undefined }, 'At least one skill is needed!'],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', 'job-opening', admin.cookie, { ...opening, ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(response.json(), { message }, JSON.stringify(change));
    }
    const yoeAsText = await call('POST', 'job-opening', admin.cookie, {
      ...opening,
      yoe: '2',
      link: 'https://careers.example.com/124',
    });
    assert.equal(yoeAsText.json().job_opening.yoe, 2);
  });

  it('extracts details from a pasted post and requires the description', async () => {
    const post = [
      'We are hiring! Software Engineer at Microsoft, Hyderabad.',
      'Full-time, 2+ years of experience with Python and Azure.',
      'Apply: https://careers.microsoft.com/job/987',
    ].join('\n');
    const response = await call('POST', 'job-opening/extract-details', admin.cookie, {
      job_description: post,
    });
    assert.equal(response.statusCode, 200);
    const extracted = response.json().job_opening;
    assert.deepEqual(Object.keys(extracted).sort(), [
      'company_name',
      'employment_type',
      'faang_level',
      'link',
      'location',
      'skills',
      'title',
      'yoe',
    ]);
    assert.equal(extracted.company_name, 'Microsoft');
    // Microsoft is on the FAANG+ list: the form's FAANG+ box comes ticked.
    assert.equal(extracted.faang_level, 'yes');
    assert.ok(extracted.skills.includes('python'));
    for (const job_description of ['', '   ', undefined]) {
      const refused = await call('POST', 'job-opening/extract-details', admin.cookie, { job_description });
      assert.deepEqual(refused.json(), { message: 'Job description is a mandatory for details extraction!' });
    }
  });

  it('approves or rejects drafts, lists them by status, and refuses to re-review', async () => {
    const draft = await insertOpening(test.app, { status: 'draft' });
    const other = await insertOpening(test.app, { status: 'draft' });
    const drafts = await call('GET', 'job-opening/status?status=draft', admin.cookie);
    assert.equal(drafts.statusCode, 200);
    const draftIds = drafts.json().job_opening.map((item: { id: number }) => item.id);
    assert.ok(draftIds.includes(draft) && draftIds.includes(other));
    assert.ok(drafts.json().job_opening.every((item: { link?: string }) => typeof item.link === 'string'));

    const approve = await call('PATCH', `job-opening/${draft}`, admin.cookie, {
      meta_data: { status: 'published', faang_level: 'yes' },
    });
    assert.deepEqual(approve.json(), { success: true, message: 'Job opening approved.' });
    const reject = await call('PATCH', `job-opening/${other}`, admin.cookie, {
      meta_data: { status: 'reject' },
    });
    assert.deepEqual(reject.json(), { success: true, message: 'Job opening rejected.' });
    const again = await call('PATCH', `job-opening/${other}`, admin.cookie, {
      meta_data: { status: 'published' },
    });
    assert.equal(again.statusCode, 409);
    const faangOnly = await call('PATCH', `job-opening/${draft}`, admin.cookie, {
      meta_data: { faang_level: 'no' },
    });
    assert.equal(faangOnly.statusCode, 200);
    const published = await call('GET', `job-opening?job_id=${draft}`);
    assert.deepEqual(published.json().job_opening.meta_data, { faang_level: 'no', status: 'published' });
    assert.equal(
      (await call('PATCH', 'job-opening/999999', admin.cookie, { meta_data: { status: 'reject' } }))
        .statusCode,
      404,
    );
    for (const body of [{}, { meta_data: {} }, { meta_data: { status: 'archived' } }]) {
      assert.equal(
        (await call('PATCH', `job-opening/${draft}`, admin.cookie, body)).statusCode,
        400,
        JSON.stringify(body),
      );
    }
    const remaining = (await call('GET', 'job-opening/status?status=draft', admin.cookie)).json().job_opening;
    assert.ok(remaining.every((item: { id: number }) => item.id !== draft && item.id !== other));
    for (const item of remaining)
      await call('PATCH', `job-opening/${item.id}`, admin.cookie, { meta_data: { status: 'reject' } });
    const none = await call('GET', 'job-opening/status?status=draft', admin.cookie);
    assert.equal(none.json().job_opening.length, 0);
    assert.equal(none.json().message, 'No job openings with status draft.');
  });

  it('creates subscriptions with all three fields required', async () => {
    const ok = await call('POST', 'subscription', admin.cookie, {
      email: 'Subscriber@example.com',
      start_date: '2025-08-01',
      end_date: '2025-09-01T00:00:00.000Z',
    });
    assert.equal(ok.json().success, true);
    assert.equal(ok.json().message, 'Subscription created successfully.');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ email: '' }, /Email is mandatory!/],
      [{ email: 'bad' }, /Please enter a valid email address/],
      [{ start_date: '' }, /Start date is mandatory!/],
      [{ end_date: undefined }, /End date is mandatory!/],
      [{ end_date: '2025-07-01' }, /end date must not be before the start date/],
      [{ start_date: '01/08/2025' }, /Start date must be a date/],
    ];
    for (const [change, message] of cases) {
      const body = { email: 'a@example.com', start_date: '2025-08-01', end_date: '2025-09-01', ...change };
      const response = await call('POST', 'subscription', admin.cookie, body);
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.match(response.json().message, message);
    }
  });

  it('stats: totals, per-day series and referral codes for statistics accounts', async () => {
    const response = await call('GET', 'stats', stats.cookie);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.total_sign_ups, 4);
    assert.equal(body.total_payments, 0);
    assert.deepEqual(body.referral_stats, { CAMPUS: 2 });
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(body.user_sign_ups_per_day, [{ date: today, count: 4 }]);
    assert.deepEqual(body.payments_per_day, []);
    assert.equal((await call('GET', 'stats', admin.cookie)).statusCode, 200);
  });

  it('authorization: every administrator route is 401 anonymous and 403 for a user; stats too', async () => {
    const routes: Array<['GET' | 'POST' | 'PATCH', string, unknown]> = [
      ['POST', 'job-opening', opening],
      ['POST', 'job-opening/extract-details', { job_description: 'x' }],
      ['PATCH', 'job-opening/1', { meta_data: { status: 'published' } }],
      ['GET', 'job-opening/status?status=draft', undefined],
      ['POST', 'subscription', { email: 'a@example.com', start_date: '2025-01-01', end_date: '2025-02-01' }],
      ['GET', 'stats', undefined],
    ];
    for (const [method, url, payload] of routes) {
      assert.equal((await call(method, url, undefined, payload)).statusCode, 401, `${method} ${url}`);
      assert.equal((await call(method, url, user.cookie, payload)).statusCode, 403, `${method} ${url}`);
    }
    // The statistics-only account is not an administrator.
    assert.equal((await call('POST', 'job-opening', stats.cookie, opening)).statusCode, 403);
  });
});
