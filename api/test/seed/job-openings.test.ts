import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  generateJobOpenings,
  iterateJobOpenings,
  type SeedJobOpening,
} from '../../src/db/seed/job-openings.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const SIXTY_DAYS_MS = 60 * 24 * 60 * 60 * 1000;
const SPEC_LOCATIONS = [
  'Bengaluru',
  'Bangalore',
  'Hyderabad',
  'Pune',
  'Mumbai',
  'Delhi',
  'Gurugram',
  'Gurgaon',
  'Noida',
  'Chennai',
  'Remote (India)',
];
const SPEC_COMPANIES = [
  'Google',
  'Microsoft',
  'Amazon',
  'Uber',
  'Swiggy',
  'Sharechat',
  'Oracle',
  'Mastercard',
  'Salesforce',
  'Rippling',
  'Walmart',
  'ServiceNow',
  'Atlassian',
  'Flipkart',
];

function share(rows: readonly SeedJobOpening[], predicate: (row: SeedJobOpening) => boolean): number {
  return rows.filter(predicate).length / rows.length;
}

describe('generateJobOpenings', () => {
  const rows = generateJobOpenings(20_000, { now: NOW, seed: 7 });

  it('returns the same rows for the same seed and different rows for another seed', () => {
    assert.deepEqual(
      generateJobOpenings(500, { now: NOW, seed: 42 }),
      generateJobOpenings(500, { now: NOW, seed: 42 }),
    );
    const other = generateJobOpenings(500, { now: NOW, seed: 43 });
    const same = generateJobOpenings(500, { now: NOW, seed: 42 });
    assert.ok(other.filter((row, index) => row.link === same[index]?.link).length < 5);
  });

  it('the iterator yields exactly what the array form returns', () => {
    assert.deepEqual(
      [...iterateJobOpenings(300, { now: NOW, seed: 9 })],
      generateJobOpenings(300, { now: NOW, seed: 9 }),
    );
  });

  it('dates every opening within the 60 days before now', () => {
    const times = rows.map((row) => row.created_at.getTime());
    assert.ok(Math.max(...times) <= NOW.getTime());
    assert.ok(Math.min(...times) >= NOW.getTime() - SIXTY_DAYS_MS);
    // Uniform: each 10-day slice holds about a sixth of the rows.
    for (let slice = 0; slice < 6; slice += 1) {
      const start = NOW.getTime() - (slice + 1) * (SIXTY_DAYS_MS / 6);
      const inSlice = share(
        rows,
        (row) => row.created_at.getTime() >= start && row.created_at.getTime() < start + SIXTY_DAYS_MS / 6,
      );
      assert.ok(Math.abs(inSlice - 1 / 6) < 0.02, `slice ${slice} holds ${inSlice}`);
    }
  });

  it('has valid fields on every row', () => {
    for (const row of rows) {
      assert.ok(row.title.length > 0);
      assert.ok(['Full-time', 'Intern', 'Contract'].includes(row.employment_type));
      assert.ok(SPEC_LOCATIONS.includes(row.location), row.location);
      assert.ok(Number.isInteger(row.yoe) && row.yoe >= 0 && row.yoe <= 12);
      assert.ok(row.skills.length >= 1 && row.skills.length <= 6);
      assert.equal(new Set(row.skills).size, row.skills.length);
      for (const skill of row.skills) assert.equal(skill, skill.toLowerCase());
      assert.match(row.link, /^https:\/\/[a-z0-9.-]+\.[a-z]+\/\S+$/);
      assert.ok(['draft', 'published', 'reject'].includes(row.status));
      assert.ok(Number.isInteger(row.view_count) && row.view_count >= 0);
      assert.ok(
        Number.isInteger(row.share_count) && row.share_count >= 0 && row.share_count <= row.view_count,
      );
      if (row.status !== 'published') assert.equal(row.view_count, 0);
      if (row.employment_type === 'Intern') assert.equal(row.yoe, 0);
    }
  });

  it('spreads openings like a real feed', () => {
    const fullTime = share(rows, (row) => row.employment_type === 'Full-time');
    const intern = share(rows, (row) => row.employment_type === 'Intern');
    const contract = share(rows, (row) => row.employment_type === 'Contract');
    assert.ok(fullTime > 0.7 && fullTime > intern + contract, `full-time ${fullTime}`);
    assert.ok(intern > 0.05 && contract > 0.03, `intern ${intern}, contract ${contract}`);

    const faang = share(rows, (row) => row.faang_level === 'yes');
    assert.ok(Math.abs(faang - 0.15) < 0.015, `faang ${faang}`);
    const drafts = share(rows, (row) => row.status === 'draft');
    assert.ok(Math.abs(drafts - 0.05) < 0.01, `drafts ${drafts}`);
    const rejected = share(rows, (row) => row.status === 'reject');
    assert.ok(rejected > 0.005 && rejected < 0.03, `rejected ${rejected}`);

    assert.deepEqual(new Set(rows.map((row) => row.location)), new Set(SPEC_LOCATIONS));
    const companies = new Set(rows.map((row) => row.company_name));
    for (const company of SPEC_COMPANIES) assert.ok(companies.has(company), `no opening at ${company}`);
    assert.ok(companies.size > SPEC_COMPANIES.length, 'also some companies beyond the filter list');
    const yoes = new Set(rows.map((row) => row.yoe));
    for (let yoe = 0; yoe <= 12; yoe += 1) assert.ok(yoes.has(yoe), `no opening asking ${yoe} years`);
  });

  it('gives big-tech openings, and only those, faang_level yes', () => {
    const bigTech = new Set(['Google', 'Microsoft', 'Amazon', 'Meta', 'Apple', 'Netflix']);
    for (const row of rows) assert.equal(row.faang_level, bigTech.has(row.company_name) ? 'yes' : 'no');
  });

  it('matches titles and skills to the role and seniority', () => {
    const seniorTitles = rows.filter(
      (row) => row.employment_type === 'Full-time' && /Senior/.test(row.title),
    );
    assert.ok(seniorTitles.length > 0);
    for (const row of seniorTitles)
      assert.ok(row.yoe >= 5 && row.yoe <= 7, `${row.title} at ${row.yoe} years`);
    for (const row of rows.filter((row) => /Android/.test(row.title)))
      assert.ok(row.skills.some((skill) => skill === 'kotlin' || skill === 'android'));
    for (const row of rows.filter((row) => row.employment_type === 'Intern'))
      assert.match(row.title, /Intern/);
  });

  // How fast (≤ 1.5 s for 200,000) is a benchmark figure: `npm run bench -w api` prints it.
  it('yields exactly the rows asked for, each with a title, when streamed', () => {
    let count = 0;
    for (const row of iterateJobOpenings(200_000, { now: NOW, seed: 3 })) if (row.title) count += 1;
    assert.equal(count, 200_000);
  });

  it('refuses a negative or fractional count', () => {
    assert.throws(() => generateJobOpenings(-1), RangeError);
    assert.throws(() => generateJobOpenings(1.5), RangeError);
  });
});
