// Issue 32: the feed's keyword box and location filter on the seed data, as a person searches them,
// on PGlite and (with TEST_DATABASE_URL) on PostgreSQL. The expected hits are read from the rows
// themselves, independently of the search.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { queryRows } from '../../src/db/database';
import { SEED_OPENINGS, insertJobOpenings } from '../../src/db/seed';
import { iterateJobOpenings } from '../../src/db/seed/job-openings';
import { TEST_ENV, createTestApp } from '../helpers/test-app';

type Row = {
  id: number;
  title: string;
  company_name: string;
  location: string;
  skills: string[];
  faang_level: string;
};

async function searchIds(app: FastifyInstance, query: string): Promise<number[]> {
  const ids: number[] = [];
  let page = '';
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/referrals/job-openings?page_size=50&${query}${page ? `&page=${encodeURIComponent(page)}` : ''}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json<{ data: { results: Array<{ id: number }>; next_page?: string } }>();
    ids.push(...data.results.map((result) => result.id));
    if (!data.next_page) return ids.sort((a, b) => a - b);
    page = data.next_page;
  }
}

const idsWhere = (rows: Row[], keep: (row: Row) => boolean) =>
  rows
    .filter(keep)
    .map((row) => row.id)
    .sort((a, b) => a - b);

const inCity = (row: Row, ...names: string[]) =>
  names.some((name) => row.location.toLowerCase().includes(name));
// "java" is a finished word before "developer": JavaScript is another skill.
const hasJava = (row: Row) => row.skills.includes('java') || /\bjava\b/i.test(row.title);
const isDeveloperRole = (row: Row) => /engineer|developer|development|\bsdet?\b|programmer/i.test(row.title);

function searchCases(appOf: () => FastifyInstance) {
  let rows: Row[];

  before(async () => {
    const app = appOf();
    await insertJobOpenings(app.db, iterateJobOpenings(SEED_OPENINGS, { seed: 11, now: new Date() }));
    rows = await queryRows<Row>(
      app.db,
      sql`SELECT id, title, company_name, location, skills, faang_level FROM job_openings
          WHERE status = 'published' AND deleted_at IS NULL`,
    );
  });

  it('"pune" finds every opening in Pune and nothing else', async () => {
    const expected = idsWhere(rows, (row) => inCity(row, 'pune'));
    assert.ok(expected.length > 0, 'the seed has openings in Pune');
    assert.deepEqual(await searchIds(appOf(), 'q=pune'), expected);
    assert.deepEqual(await searchIds(appOf(), 'q=Pune'), expected);
  });

  it('"bangalore" and "bengaluru" find the same openings: those stored under either spelling', async () => {
    const expected = idsWhere(rows, (row) => inCity(row, 'bengaluru', 'bangalore'));
    assert.ok(rows.some((row) => inCity(row, 'bangalore')) && rows.some((row) => inCity(row, 'bengaluru')));
    assert.deepEqual(await searchIds(appOf(), 'q=bangalore'), expected);
    assert.deepEqual(await searchIds(appOf(), 'q=bengaluru'), expected);
  });

  it('"gurgaon" and "gurugram" find the same openings, and so does a filter on either', async () => {
    const expected = idsWhere(rows, (row) => inCity(row, 'gurugram', 'gurgaon'));
    assert.ok(rows.some((row) => inCity(row, 'gurgaon')) && rows.some((row) => inCity(row, 'gurugram')));
    assert.deepEqual(await searchIds(appOf(), 'q=gurgaon'), expected);
    assert.deepEqual(await searchIds(appOf(), 'q=gurugram'), expected);
    assert.deepEqual(await searchIds(appOf(), 'locations=Gurgaon'), expected);
    assert.deepEqual(await searchIds(appOf(), 'locations=Gurugram'), expected);
  });

  it('a filter on Bengaluru also finds the openings stored as Bangalore', async () => {
    const expected = idsWhere(rows, (row) => inCity(row, 'bengaluru', 'bangalore'));
    assert.deepEqual(await searchIds(appOf(), 'locations=Bengaluru'), expected);
    assert.deepEqual(await searchIds(appOf(), 'locations=Bangalore'), expected);
  });

  it('"java developer" finds Java engineering roles on the FAANG+ tab, not JavaScript ones', async () => {
    const expected = idsWhere(
      rows,
      (row) => row.faang_level === 'yes' && hasJava(row) && isDeveloperRole(row),
    );
    assert.ok(expected.length > 0, 'the seed has FAANG+ Java roles');
    assert.deepEqual(await searchIds(appOf(), 'faang_level=yes&q=java%20developer'), expected);
    assert.deepEqual(await searchIds(appOf(), 'faang_level=yes&q=Java%20Developers'), expected);
  });

  it('several words match in any order', async () => {
    const expected = idsWhere(rows, (row) => inCity(row, 'pune') && isDeveloperRole(row));
    assert.ok(expected.length > 0);
    assert.deepEqual(await searchIds(appOf(), 'q=developer%20pune'), expected);
    assert.deepEqual(await searchIds(appOf(), 'q=pune%20developer'), expected);
  });

  it('a role word is stemmed: "developers" and "engineering" find the same roles as "developer"', async () => {
    const expected = await searchIds(appOf(), 'q=developer');
    const roles = idsWhere(rows, isDeveloperRole);
    assert.deepEqual(expected, roles);
    assert.deepEqual(await searchIds(appOf(), 'q=developers'), expected);
    assert.deepEqual(await searchIds(appOf(), 'q=engineering'), expected);
  });

  it('a city and a skill together narrow to both; a company name still works as before', async () => {
    const expected = idsWhere(rows, (row) => inCity(row, 'pune') && hasJava(row));
    assert.deepEqual(await searchIds(appOf(), 'q=java%20pune'), expected);
    // The last word may still be being typed: "pune jav" already finds the Java roles in Pune.
    assert.deepEqual(
      await searchIds(appOf(), 'q=pune%20jav').then((ids) => ids.filter((id) => expected.includes(id))),
      expected,
    );
    const company = rows[0]!.company_name;
    assert.deepEqual(
      await searchIds(appOf(), `q=${encodeURIComponent(company)}`),
      idsWhere(rows, (row) => row.company_name === company),
    );
  });
}

describe('feed search on PGlite (seed data)', () => {
  let test: Awaited<ReturnType<typeof createTestApp>>;
  before(async () => {
    test = await createTestApp();
  });
  after(async () => test?.close());
  searchCases(() => test.app);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe(
  'feed search on PostgreSQL (seed data)',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    const databaseName = `api_search_${process.pid}_${randomBytes(4).toString('hex')}`;
    let app: FastifyInstance;

    before(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      app = await buildApp({ env: { ...TEST_ENV, DATABASE_URL: url.toString() }, migrate: true });
      await app.ready();
    });

    after(async () => {
      await app?.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    });

    searchCases(() => app);
  },
);
