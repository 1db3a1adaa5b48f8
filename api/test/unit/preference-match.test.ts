import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { preferenceMatchSql, type JobPreferences } from '../../src/features/job-matching/preference-match';
import { insertOpening, type OpeningFields } from '../helpers/openings';
import { createTestApp, type TestApp } from '../helpers/test-app';

const backendInBengaluru: JobPreferences = { yoe: 2, domains: ['Backend'], locations: ['Bengaluru'] };

type Case = { name: string; opening: OpeningFields; preferences?: Partial<JobPreferences>; matches: boolean };

// The rules of issue 15, one row per rule; the default user is a Backend engineer in Bengaluru with 2 years.
const CASES: Case[] = [
  {
    name: 'backend title, same city, same yoe',
    opening: { title: 'Backend Engineer', yoe: 2 },
    matches: true,
  },
  {
    name: 'yoe one above the user is within reach',
    opening: { title: 'Backend Engineer', yoe: 3 },
    matches: true,
  },
  { name: 'yoe two above the user is not', opening: { title: 'Backend Engineer', yoe: 4 }, matches: false },
  { name: 'lower yoe fits', opening: { title: 'Backend Engineer', yoe: 0 }, matches: true },
  { name: 'masked yoe (1234) never fits', opening: { title: 'Backend Engineer', yoe: 1234 }, matches: false },
  {
    name: 'Bangalore is Bengaluru',
    opening: { title: 'Backend Engineer', location: 'Bangalore' },
    matches: true,
  },
  {
    name: 'Bengaluru is Bangalore',
    opening: { title: 'Backend Engineer', location: 'Bengaluru' },
    preferences: { locations: ['Bangalore'] },
    matches: true,
  },
  {
    name: 'Gurgaon is Gurugram',
    opening: { title: 'Backend Engineer', location: 'Gurgaon, Haryana' },
    preferences: { locations: ['Gurugram'] },
    matches: true,
  },
  {
    name: 'Gurugram is Gurgaon',
    opening: { title: 'Backend Engineer', location: 'Gurugram' },
    preferences: { locations: ['Gurgaon'] },
    matches: true,
  },
  {
    name: 'Remote (India) fits every location',
    opening: { title: 'Backend Engineer', location: 'Remote (India)' },
    preferences: { locations: ['Chennai'] },
    matches: true,
  },
  {
    name: 'another city does not',
    opening: { title: 'Backend Engineer', location: 'Hyderabad' },
    matches: false,
  },
  {
    name: 'one of several cities is enough',
    opening: { title: 'Backend Engineer', location: 'Hyderabad / Bangalore' },
    matches: true,
  },
  {
    name: 'a title without a domain falls back to the skills (java → Backend)',
    opening: { title: 'Software Development Engineer 2', skills: ['java', 'aws'] },
    matches: true,
  },
  {
    name: 'a title without a domain and frontend skills is not Backend',
    opening: { title: 'Software Development Engineer 2', skills: ['react', 'css'] },
    matches: false,
  },
  {
    name: '… but is Frontend',
    opening: { title: 'Software Development Engineer 2', skills: ['react', 'css'] },
    preferences: { domains: ['Frontend'] },
    matches: true,
  },
  {
    name: 'the title wins over the skills: an Android role with java is not Backend',
    opening: { title: 'Senior Android Engineer', skills: ['kotlin', 'java'] },
    matches: false,
  },
  {
    name: '… it is Android',
    opening: { title: 'Senior Android Engineer', skills: ['kotlin', 'java'] },
    preferences: { domains: ['Android'] },
    matches: true,
  },
  {
    name: 'Fullstack covers backend titles',
    opening: { title: 'Staff Backend Engineer' },
    preferences: { domains: ['Fullstack'] },
    matches: true,
  },
  {
    name: 'Fullstack covers frontend titles',
    opening: { title: 'Front-end Developer', skills: ['vue'] },
    preferences: { domains: ['Fullstack'] },
    matches: true,
  },
  {
    name: 'iOS titles',
    opening: { title: 'iOS Developer', skills: ['swift'] },
    preferences: { domains: ['iOS'] },
    matches: true,
  },
  {
    name: 'Data Science titles',
    opening: { title: 'Senior Data Scientist', skills: ['python', 'pandas'] },
    preferences: { domains: ['Data Science'] },
    matches: true,
  },
  {
    name: 'a data-science title is not ML even with python',
    opening: { title: 'Senior Data Scientist', skills: ['python', 'pandas'] },
    preferences: { domains: ['ML'] },
    matches: false,
  },
  {
    name: 'ML titles are also AI',
    opening: { title: 'Senior ML Engineer', skills: ['pytorch'] },
    preferences: { domains: ['AI'] },
    matches: true,
  },
  {
    name: 'whole words only: "HTML" is not "ML"',
    opening: { title: 'HTML Email Developer', skills: ['html'] },
    preferences: { domains: ['ML'] },
    matches: false,
  },
  {
    name: 'any of several domains is enough',
    opening: { title: 'iOS Engineer II', skills: ['swift'] },
    preferences: { domains: ['Backend', 'iOS'] },
    matches: true,
  },
  {
    name: 'a user without a yoe matches nothing',
    opening: { title: 'Backend Engineer' },
    preferences: { yoe: null },
    matches: false,
  },
  {
    name: 'a user without domains matches nothing',
    opening: { title: 'Backend Engineer' },
    preferences: { domains: [] },
    matches: false,
  },
  {
    name: 'a domain Settings does not offer matches nothing',
    opening: { title: 'Backend Engineer' },
    preferences: { domains: ['Blockchain'] },
    matches: false,
  },
  {
    name: 'LIKE wildcards in a saved location are plain text',
    opening: { title: 'Backend Engineer', location: 'Pune' },
    preferences: { locations: ['%'] },
    matches: false,
  },
];

describe('matching an opening to preferences (table)', () => {
  let test: TestApp;
  before(async () => {
    test = await createTestApp();
  });
  after(async () => test.close());

  for (const testCase of CASES) {
    it(testCase.name, async () => {
      const id = await insertOpening(test.app, {
        location: 'Bengaluru',
        yoe: 2,
        skills: ['java'],
        ...testCase.opening,
      });
      const preferences = { ...backendInBengaluru, ...testCase.preferences };
      const [row] = await queryRows<{ matches: boolean }>(
        test.app.db,
        sql`SELECT ${preferenceMatchSql(preferences)} AS matches FROM job_openings WHERE id = ${id}`,
      );
      assert.equal(row?.matches, testCase.matches);
    });
  }
});
