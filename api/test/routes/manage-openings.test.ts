import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { insertOpening } from '../helpers/openings';
import { migratedPglite } from '../helpers/pglite-template';
import { createTestApp, signUp, TEST_ENV, type TestApp, type TestUser } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe('managing job openings', () => {
  let test: TestApp;
  let admin: TestUser;
  let seeker: TestUser;

  before(async () => {
    test = await createTestApp({ SIGNUP_CREDITS: '10' });
    admin = await signUp(test.app, 'admin@example.com');
    seeker = await signUp(test.app, 'seeker@example.com');
  });
  after(() => test.close());

  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/v1/referrals/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const feedIds = async () => {
    const feed = await call('GET', 'job-openings?latest=true&page_size=50', seeker.cookie);
    assert.equal(feed.statusCode, 200);
    return feed.json().data.results.map((item: { id: number; title: string }) => item);
  };

  const fields = (overrides: Record<string, unknown> = {}) => ({
    title: 'Data Engineer',
    company_name: 'Swiggy',
    employment_type: 'Full-time',
    yoe: 3,
    location: 'Bengaluru',
    link: 'https://careers.example.com/manage/1',
    skills: ['pyspark', 'sql'],
    meta_data: { faang_level: 'no' },
    ...overrides,
  });

  it('edits a published opening, unpublishes it and it leaves the feed at once', async () => {
    const id = await insertOpening(test.app, { title: 'Backend Engineer', company_name: 'Rippling' });
    assert.ok((await feedIds()).some((item: { id: number }) => item.id === id));

    const edited = await call(
      'PUT',
      `job-opening/${id}`,
      admin.cookie,
      fields({ title: 'Senior Backend Engineer', link: 'https://careers.example.com/edited' }),
    );
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().message, 'Job opening saved successfully!');
    assert.equal(edited.json().job_opening.meta_data.status, 'published');
    const afterEdit = (await feedIds()).find((item: { id: number }) => item.id === id);
    assert.equal(afterEdit?.title, 'Senior Backend Engineer');

    const unpublished = await call('PATCH', `job-opening/${id}`, admin.cookie, {
      meta_data: { status: 'draft' },
    });
    assert.deepEqual(unpublished.json(), { success: true, message: 'Job opening moved back to drafts.' });
    assert.ok(!(await feedIds()).some((item: { id: number }) => item.id === id));
    const drafts = await call('GET', 'job-opening/status?status=draft', admin.cookie);
    assert.ok(drafts.json().job_opening.some((item: { id: number }) => item.id === id));
  });

  it('edits a draft in place, keeping it a draft', async () => {
    const id = await insertOpening(test.app, { status: 'draft', title: 'SDE-2 folks' });
    const edited = await call(
      'PUT',
      `job-opening/${id}`,
      admin.cookie,
      fields({ title: 'SDE 2', link: 'https://careers.example.com/draft-fix' }),
    );
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().job_opening.title, 'SDE 2');
    assert.equal(edited.json().job_opening.meta_data.status, 'draft');
    assert.deepEqual(edited.json().job_opening.skills, ['pyspark', 'sql']);
    assert.equal(edited.json().job_opening.meta_data.faang_level, 'no');

    const flagged = await insertOpening(test.app, { status: 'draft', faang_level: 'yes' });
    const withoutFlag = await call(
      'PUT',
      `job-opening/${flagged}`,
      admin.cookie,
      fields({ link: 'https://careers.example.com/keeps-flag', meta_data: undefined }),
    );
    assert.equal(
      withoutFlag.json().job_opening.meta_data.faang_level,
      'yes',
      'an edit without the flag keeps it',
    );
  });

  it('undoes a rejection by moving it back to draft, but never approves a rejected opening directly', async () => {
    const id = await insertOpening(test.app, { status: 'draft' });
    await call('PATCH', `job-opening/${id}`, admin.cookie, { meta_data: { status: 'reject' } });
    const direct = await call('PATCH', `job-opening/${id}`, admin.cookie, {
      meta_data: { status: 'published' },
    });
    assert.equal(direct.statusCode, 409);
    assert.match(direct.json().message, /back to draft first/);
    const restored = await call('PATCH', `job-opening/${id}`, admin.cookie, {
      meta_data: { status: 'draft' },
    });
    assert.equal(restored.statusCode, 200);
    const approved = await call('PATCH', `job-opening/${id}`, admin.cookie, {
      meta_data: { status: 'published' },
    });
    assert.equal(approved.json().message, 'Job opening approved.');
  });

  it('warns about a link another opening has, naming it, and saves on purpose when asked', async () => {
    const link = 'https://careers.example.com/shared-link';
    const first = await call(
      'POST',
      'job-opening',
      admin.cookie,
      fields({ link, title: 'Platform Engineer' }),
    );
    assert.equal(first.statusCode, 200);
    const firstId = first.json().job_opening.id;

    const again = await call('POST', 'job-opening', admin.cookie, fields({ link: `${link.toUpperCase()}/` }));
    assert.equal(again.statusCode, 409);
    assert.equal(
      again.json().message,
      `This link is already used by job opening #${firstId} "Platform Engineer" at Swiggy (draft). Save anyway to keep both.`,
    );
    const drafts = await call('GET', 'admin/job-openings?q=Platform%20Engineer', admin.cookie);
    assert.equal(drafts.json().data.total, 1, 'the refused save stored nothing');

    const anyway = await call(
      'POST',
      'job-opening',
      admin.cookie,
      fields({ link, allow_duplicate_link: true }),
    );
    assert.equal(anyway.statusCode, 200);

    const other = await insertOpening(test.app, { status: 'draft' });
    const editClash = await call('PUT', `job-opening/${other}`, admin.cookie, fields({ link }));
    assert.equal(editClash.statusCode, 409);
    assert.match(editClash.json().message, new RegExp(`#${firstId} "Platform Engineer"`));
    const ownLink = await call(
      'PUT',
      `job-opening/${firstId}`,
      admin.cookie,
      fields({ link, allow_duplicate_link: false, title: 'Platform Engineer II' }),
    );
    // The other opening saved "anyway" shares it, so editing the first one warns too.
    assert.equal(ownLink.statusCode, 409);
    const bad = await call('POST', 'job-opening', admin.cookie, fields({ allow_duplicate_link: 'yes' }));
    assert.deepEqual(bad.json(), { message: 'allow_duplicate_link must be true or false.' });
  });

  it('deletes softly: gone from the feed and lists, kept under My referrals for whoever unlocked it', async () => {
    const id = await insertOpening(test.app, { title: 'Mobile Engineer', company_name: 'Flipkart' });
    const unlock = await call('PATCH', `job-link/${id}`, seeker.cookie);
    assert.equal(unlock.statusCode, 200);
    const requested = await call('POST', 'referral-request', seeker.cookie, {
      job_id: id,
      resume_link: 'https://drive.example.com/cv.pdf',
      notes: 'Open to relocate',
    });
    assert.equal(requested.statusCode, 200);

    const who = await call('GET', `job-opening/${id}/referral-requests`, admin.cookie);
    assert.equal(who.statusCode, 200);
    assert.equal(who.json().job_opening.title, 'Mobile Engineer');
    assert.deepEqual(
      who
        .json()
        .referral_requests.map((item: Record<string, string>) => [
          item.user_email,
          item.resume_link,
          item.status,
        ]),
      [['seeker@example.com', 'https://drive.example.com/cv.pdf', 'pending']],
    );
    const listed = await call('GET', 'admin/job-openings?q=Mobile%20Engineer', admin.cookie);
    assert.equal(listed.json().data.results[0].referral_request_count, 1);

    const deleted = await call('DELETE', `job-opening/${id}`, admin.cookie);
    assert.deepEqual(deleted.json(), { success: true, message: 'Job opening deleted.' });
    assert.ok(!(await feedIds()).some((item: { id: number }) => item.id === id));
    assert.equal((await call('GET', `job-opening?job_id=${id}`, seeker.cookie)).statusCode, 404);
    assert.equal(
      (await call('GET', 'admin/job-openings?q=Mobile%20Engineer', admin.cookie)).json().data.total,
      0,
    );
    assert.equal((await call('DELETE', `job-opening/${id}`, admin.cookie)).statusCode, 404);
    assert.equal(
      (await call('PUT', `job-opening/${id}`, admin.cookie, fields({ link: 'https://x.example.com/1' })))
        .statusCode,
      404,
    );
    assert.equal(
      (await call('PATCH', `job-opening/${id}`, admin.cookie, { meta_data: { status: 'draft' } })).statusCode,
      404,
    );

    const mine = (await call('GET', 'my-referrals', seeker.cookie)).json();
    assert.ok(mine.unlocked_openings.some((item: { job_id: number }) => item.job_id === id));
    assert.ok(mine.referral_requests.some((item: { job_id: number }) => item.job_id === id));
  });

  it('lists openings with search, status filter, sort and page numbers', async () => {
    const marker = 'Zeta';
    for (let index = 0; index < 5; index += 1) {
      await insertOpening(test.app, {
        title: `${marker} Analyst ${index}`,
        company_name: index % 2 === 0 ? 'Acme' : 'Beta Corp',
        status: index < 3 ? 'draft' : 'published',
      });
    }
    const page1 = await call('GET', `admin/job-openings?q=${marker}&page_size=2`, admin.cookie);
    assert.equal(page1.statusCode, 200);
    const data = page1.json().data;
    assert.equal(data.total, 5);
    assert.equal(data.total_pages, 3);
    assert.deepEqual(
      data.results.map((item: { title: string }) => item.title),
      [`${marker} Analyst 0`, `${marker} Analyst 1`],
    );
    const page3 = (
      await call('GET', `admin/job-openings?q=${marker}&page_size=2&page=3`, admin.cookie)
    ).json().data;
    assert.deepEqual(
      page3.results.map((item: { title: string }) => item.title),
      [`${marker} Analyst 4`],
    );
    const oldest = (
      await call('GET', `admin/job-openings?q=${marker}&sort=oldest&page_size=1`, admin.cookie)
    ).json();
    assert.equal(oldest.data.results[0].title, `${marker} Analyst 4`);
    const byCompany = (await call('GET', `admin/job-openings?q=${marker}&sort=company`, admin.cookie)).json();
    assert.deepEqual(
      byCompany.data.results.map((item: { company_name: string }) => item.company_name),
      ['Acme', 'Acme', 'Acme', 'Beta Corp', 'Beta Corp'],
    );
    const draftsOnly = (
      await call('GET', `admin/job-openings?q=${marker}&status=draft`, admin.cookie)
    ).json();
    assert.equal(draftsOnly.data.total, 3);
    const byCompanyName = (await call('GET', 'admin/job-openings?q=beta%20corp', admin.cookie)).json();
    assert.equal(byCompanyName.data.total, 2);
    const pastTheEnd = (await call('GET', `admin/job-openings?q=${marker}&page=9`, admin.cookie)).json();
    assert.deepEqual(pastTheEnd.data.results, []);
    assert.equal(pastTheEnd.data.total, 5);
    const wildcard = (await call('GET', 'admin/job-openings?q=%25', admin.cookie)).json();
    assert.equal(wildcard.data.total, 0, 'a % is searched for literally');
  });

  it('approves or rejects several drafts at once and skips what is no longer a draft', async () => {
    const first = await insertOpening(test.app, { status: 'draft' });
    const second = await insertOpening(test.app, { status: 'draft' });
    const live = await insertOpening(test.app);
    const approved = await call('POST', 'admin/job-openings/review', admin.cookie, {
      ids: [first, second, second],
      status: 'published',
    });
    assert.deepEqual(approved.json(), {
      success: true,
      message: '2 job openings approved.',
      updated: [first, second].sort((a, b) => a - b),
      skipped: [],
    });
    const ids = (await feedIds()).map((item: { id: number }) => item.id);
    assert.ok(ids.includes(first) && ids.includes(second));
    const mixed = await call('POST', 'admin/job-openings/review', admin.cookie, {
      ids: [first, live],
      status: 'reject',
    });
    assert.deepEqual(mixed.json(), {
      success: true,
      message: '0 job openings rejected; 2 skipped (no longer drafts).',
      updated: [],
      skipped: [first, live],
    });
  });

  it('undoes a bulk approval: the openings it approved go back to the drafts, one changed since is skipped', async () => {
    const first = await insertOpening(test.app, { status: 'draft' });
    const second = await insertOpening(test.app, { status: 'draft' });
    const third = await insertOpening(test.app, { status: 'draft' });
    const ids = [first, second, third].sort((a, b) => a - b);
    await call('POST', 'admin/job-openings/review', admin.cookie, { ids, status: 'published' });
    // Someone unpublished one meanwhile, by hand: the undo leaves it alone and says so.
    await call('PATCH', `job-opening/${third}`, admin.cookie, { meta_data: { status: 'draft' } });
    await call('PATCH', `job-opening/${third}`, admin.cookie, { meta_data: { status: 'reject' } });
    const undone = await call('POST', 'admin/job-openings/review/undo', admin.cookie, {
      ids,
      status: 'published',
    });
    assert.equal(undone.statusCode, 200);
    assert.deepEqual(undone.json(), {
      success: true,
      message: '2 job openings moved back to drafts; 1 skipped (changed since).',
      updated: [first, second].sort((a, b) => a - b),
      skipped: [third],
    });
    const feed = (await feedIds()).map((item: { id: number }) => item.id);
    assert.ok(!feed.includes(first) && !feed.includes(second), 'an undone approval left the feed');
    const drafts = (await call('GET', 'admin/job-openings?status=draft&page_size=100', admin.cookie)).json();
    const draftIds = drafts.data.results.map((item: { id: number }) => item.id);
    assert.ok(draftIds.includes(first) && draftIds.includes(second) && !draftIds.includes(third));

    const rejected = await insertOpening(test.app, { status: 'draft' });
    await call('POST', 'admin/job-openings/review', admin.cookie, { ids: [rejected], status: 'reject' });
    const undoReject = await call('POST', 'admin/job-openings/review/undo', admin.cookie, {
      ids: [rejected],
      status: 'reject',
    });
    assert.equal(undoReject.json().message, '1 job opening moved back to drafts.');
    const refused = await call('POST', 'admin/job-openings/review/undo', admin.cookie, {
      ids: [],
      status: 'published',
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, 'Select at least one job opening.');
    const visitor = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/admin/job-openings/review/undo',
      payload: { ids: [first], status: 'published' },
    });
    assert.equal(visitor.statusCode, 401);
  });

  it('answers bad input with a clear 400', async () => {
    const cases: Array<[Method, string, unknown, string]> = [
      ['GET', 'admin/job-openings?page=0', undefined, 'page must be a number from 1 to 10000.'],
      ['GET', 'admin/job-openings?page=abc', undefined, 'page must be a number from 1 to 10000.'],
      ['GET', 'admin/job-openings?page=1.5', undefined, 'page must be a whole number from 1 to 10000.'],
      ['GET', 'admin/job-openings?page_size=101', undefined, 'page_size must be a number from 1 to 100.'],
      [
        'GET',
        'admin/job-openings?status=live',
        undefined,
        "status must be 'draft', 'published' or 'reject'.",
      ],
      ['GET', 'admin/job-openings?sort=random', undefined, "sort must be 'newest', 'oldest' or 'company'."],
      [
        'GET',
        `admin/job-openings?q=${'a'.repeat(101)}`,
        undefined,
        'The search must be at most 100 characters.',
      ],
      ['GET', 'job-opening/abc/referral-requests', undefined, 'The job id must be a number.'],
      ['DELETE', 'job-opening/0', undefined, 'The job id must be positive.'],
      ['PUT', 'job-opening/1.5', fields(), 'The job id must be a whole number.'],
      ['PUT', 'job-opening/1', fields({ title: ' ' }), 'Job title is a mandatory field!'],
      ['PUT', 'job-opening/1', fields({ company_name: '' }), 'Company name is a mandatory field!'],
      [
        'PUT',
        'job-opening/1',
        fields({ employment_type: 'Part-time' }),
        'Employment type is a mandatory field!',
      ],
      ['PUT', 'job-opening/1', fields({ yoe: '' }), 'YOE is a mandatory field!'],
      ['PUT', 'job-opening/1', fields({ location: '' }), 'Job Location is a mandatory field!'],
      [
        'PUT',
        'job-opening/1',
        fields({ link: 'ftp://example.com' }),
        'The link must be a full http(s) address.',
      ],
      ['PUT', 'job-opening/1', fields({ link: '' }), 'Job Link is a mandatory field!'],
      ['PUT', 'job-opening/1', fields({ skills: [] }), 'At least one skill is needed!'],
      [
        'POST',
        'admin/job-openings/review',
        { ids: [], status: 'published' },
        'Select at least one job opening.',
      ],
      [
        'POST',
        'admin/job-openings/review',
        { ids: ['x'], status: 'published' },
        'The job id must be a number.',
      ],
      [
        'POST',
        'admin/job-openings/review',
        { ids: [1], status: 'draft' },
        "status must be 'published' or 'reject'.",
      ],
      [
        'POST',
        'admin/job-openings/review',
        { ids: Array.from({ length: 101 }, (_, index) => index + 1), status: 'reject' },
        'At most 100 job openings at once.',
      ],
      ['POST', 'admin/job-openings/review', { status: 'reject' }, 'Send ids: a list of job opening ids.'],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await call(method, url, admin.cookie, payload);
      assert.equal(response.statusCode, 400, `${method} ${url}`);
      assert.equal(response.json().message, message, `${method} ${url}`);
    }
    for (const [method, url] of [
      ['GET', 'job-opening/999999/referral-requests'],
      ['DELETE', 'job-opening/999999'],
    ] as const) {
      const response = await call(method, url, admin.cookie);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'This job opening does not exist.');
    }
    const missing = await call('PUT', 'job-opening/999999', admin.cookie, fields());
    assert.equal(missing.statusCode, 404);
  });
});

describe('every change to the published openings goes through afterOpeningsChanged', () => {
  const lines: Array<{ msg?: string; action?: string; openings?: number[] }> = [];
  let app: FastifyInstance;
  let pglite: PGlite;
  let admin: TestUser;

  before(async () => {
    pglite = await migratedPglite();
    // Its audit line is what tells, from outside, that a route went through the one function.
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = await buildApp({ env: TEST_ENV, pglite, logger: { level: 'info', stream } });
    await app.ready();
    admin = await signUp(app, 'admin@example.com');
  });
  after(async () => {
    await app.close();
    await pglite.close();
  });

  it('approve, unpublish, edit, delete and bulk review each report the openings they changed', async () => {
    const send = (method: Method, url: string, payload?: object) =>
      app.inject({
        method,
        url: `/v1/referrals/${url}`,
        headers: { cookie: admin.cookie },
        ...(payload ? { payload } : {}),
      });
    const one = await insertOpening(app, { status: 'draft' });
    const two = await insertOpening(app, { status: 'draft' });
    const three = await insertOpening(app, { status: 'draft' });
    const edit = {
      title: 'Edited',
      company_name: 'Uber',
      employment_type: 'Intern',
      yoe: 0,
      location: 'Pune',
      link: 'https://careers.example.com/audit',
      skills: ['go'],
    };
    const steps: Array<[Method, string, object | undefined, string, number[]]> = [
      ['PATCH', `job-opening/${one}`, { meta_data: { status: 'published' } }, 'review', [one]],
      ['PATCH', `job-opening/${one}`, { meta_data: { status: 'draft' } }, 'review', [one]],
      ['PUT', `job-opening/${one}`, edit, 'edit', [one]],
      [
        'POST',
        'admin/job-openings/review',
        { ids: [two, three], status: 'reject' },
        'bulk-review',
        [two, three],
      ],
      ['DELETE', `job-opening/${one}`, undefined, 'delete', [one]],
    ];
    for (const [method, url, payload, action, ids] of steps) {
      lines.length = 0;
      const response = await send(method, url, payload);
      assert.equal(response.statusCode, 200, `${method} ${url}`);
      const changed = lines.filter((line) => line.msg === 'job openings changed');
      assert.deepEqual(
        changed.map((line) => [line.action, line.openings]),
        [[action, ids]],
        `${method} ${url}`,
      );
    }
    lines.length = 0;
    assert.equal((await send('DELETE', `job-opening/${one}`)).statusCode, 404);
    assert.equal(
      lines.filter((line) => line.msg === 'job openings changed').length,
      0,
      'a refused change reports nothing',
    );
  });
});
