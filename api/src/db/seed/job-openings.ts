import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import { isFaangPlus } from '../../features/job-openings/faang-plus';

export type SeedEmploymentType = 'Full-time' | 'Intern' | 'Contract';
export type SeedStatus = 'draft' | 'published' | 'reject';

export interface SeedJobOpening {
  title: string;
  company_name: string;
  employment_type: SeedEmploymentType;
  location: string;
  yoe: number;
  skills: string[];
  link: string;
  created_at: Date;
  status: SeedStatus;
  faang_level: 'yes' | 'no';
  view_count: number;
  share_count: number;
}

export interface SeedOptions {
  /** The openings are dated over the 60 days before this instant (default: the current time). */
  now?: Date;
  /** Same seed, same rows (default 1). */
  seed?: number;
}

interface Company {
  name: string;
  /** A job id is appended to this prefix, so every link lands on the company's own careers site. */
  careersJobUrl: string;
}

/** The FAANG+ employers (faang-plus.ts), drawn more often than their number alone would make them. */
const BIG_TECH_COMPANIES: readonly Company[] = [
  { name: 'Google', careersJobUrl: 'https://www.google.com/about/careers/applications/jobs/results/' },
  { name: 'Microsoft', careersJobUrl: 'https://jobs.careers.microsoft.com/global/en/job/' },
  { name: 'Amazon', careersJobUrl: 'https://www.amazon.jobs/en/jobs/' },
  { name: 'Meta', careersJobUrl: 'https://www.metacareers.com/jobs/' },
  { name: 'Apple', careersJobUrl: 'https://jobs.apple.com/en-in/details/' },
  { name: 'Netflix', careersJobUrl: 'https://explore.jobs.netflix.net/careers/job/' },
];

const OTHER_COMPANIES: readonly Company[] = [
  // The companies the feed filter offers (docs/PRODUCT.md#choices) come first and are drawn more often.
  { name: 'Uber', careersJobUrl: 'https://www.uber.com/global/en/careers/list/' },
  { name: 'Swiggy', careersJobUrl: 'https://careers.swiggy.com/#/careers?jobId=' },
  { name: 'Sharechat', careersJobUrl: 'https://sharechat.com/careers/job/' },
  { name: 'Oracle', careersJobUrl: 'https://careers.oracle.com/jobs/#en/sites/jobsearch/job/' },
  { name: 'Mastercard', careersJobUrl: 'https://careers.mastercard.com/us/en/job/R-' },
  { name: 'Salesforce', careersJobUrl: 'https://careers.salesforce.com/en/jobs/jr' },
  { name: 'Rippling', careersJobUrl: 'https://ats.rippling.com/rippling/jobs/' },
  { name: 'Walmart', careersJobUrl: 'https://careers.walmart.com/us/jobs/WD' },
  { name: 'ServiceNow', careersJobUrl: 'https://careers.servicenow.com/jobs/' },
  { name: 'Atlassian', careersJobUrl: 'https://www.atlassian.com/company/careers/details/' },
  { name: 'Flipkart', careersJobUrl: 'https://www.flipkartcareers.com/#!/job-view/' },
  { name: 'Razorpay', careersJobUrl: 'https://razorpay.com/jobs/jobs-all/?jobId=' },
  { name: 'Zomato', careersJobUrl: 'https://www.zomato.com/careers/job/' },
  { name: 'PhonePe', careersJobUrl: 'https://www.phonepe.com/careers/job-details/' },
  { name: 'CRED', careersJobUrl: 'https://careers.cred.club/openings/' },
  { name: 'Meesho', careersJobUrl: 'https://www.meesho.io/jobs/' },
  { name: 'Zoho', careersJobUrl: 'https://www.zoho.com/careers/jobdetails/?job_id=' },
  { name: 'Freshworks', careersJobUrl: 'https://careers.freshworks.com/jobs/' },
  { name: 'Adobe', careersJobUrl: 'https://careers.adobe.com/us/en/job/R' },
  { name: 'Intuit', careersJobUrl: 'https://jobs.intuit.com/job/' },
  { name: 'Goldman Sachs', careersJobUrl: 'https://higher.gs.com/roles/' },
];
const SPEC_FILTER_COMPANY_COUNT = 11;
const SPEC_FILTER_COMPANIES = OTHER_COMPANIES.slice(0, SPEC_FILTER_COMPANY_COUNT);
const MORE_COMPANIES = OTHER_COMPANIES.slice(SPEC_FILTER_COMPANY_COUNT);

const BIG_TECH_SHARE = 0.15;
const DRAFT_SHARE = 0.05;
const REJECT_SHARE = 0.015;
const SEED_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;
const MAX_YOE = 12;

interface Weighted<T> {
  value: T;
  weight: number;
}

const LOCATIONS: readonly Weighted<string>[] = [
  { value: 'Bengaluru', weight: 30 },
  { value: 'Bangalore', weight: 6 },
  { value: 'Hyderabad', weight: 16 },
  { value: 'Pune', weight: 9 },
  { value: 'Mumbai', weight: 7 },
  { value: 'Delhi', weight: 4 },
  { value: 'Gurugram', weight: 7 },
  { value: 'Gurgaon', weight: 3 },
  { value: 'Noida', weight: 5 },
  { value: 'Chennai', weight: 6 },
  { value: 'Remote (India)', weight: 7 },
];

const EMPLOYMENT_TYPES: readonly Weighted<SeedEmploymentType>[] = [
  { value: 'Full-time', weight: 80 },
  { value: 'Intern', weight: 12 },
  { value: 'Contract', weight: 8 },
];

interface RoleFamily {
  /** Title by seniority band: [0–1 years, 2–4, 5–7, 8+]. */
  titles: readonly [string, string, string, string];
  internTitle: string;
  coreSkills: readonly string[];
  extraSkills: readonly string[];
}

const ROLE_FAMILIES: readonly Weighted<RoleFamily>[] = [
  {
    weight: 30,
    value: {
      titles: [
        'Software Engineer I (Backend)',
        'Software Engineer II (Backend)',
        'Senior Backend Engineer',
        'Staff Backend Engineer',
      ],
      internTitle: 'Software Engineering Intern (Backend)',
      coreSkills: ['java', 'go', 'python', 'node.js', 'c++'],
      extraSkills: [
        'spring boot',
        'microservices',
        'kafka',
        'redis',
        'postgresql',
        'mysql',
        'system design',
        'aws',
        'docker',
        'kubernetes',
        'grpc',
        'data structures',
        'algorithms',
      ],
    },
  },
  {
    weight: 16,
    value: {
      titles: [
        'Frontend Engineer',
        'Frontend Engineer II',
        'Senior Frontend Engineer',
        'Principal Frontend Engineer',
      ],
      internTitle: 'Frontend Engineering Intern',
      coreSkills: ['javascript', 'typescript', 'react'],
      extraSkills: ['next.js', 'redux', 'html', 'css', 'graphql', 'webpack', 'jest', 'angular', 'vue'],
    },
  },
  {
    weight: 14,
    value: {
      titles: [
        'Software Development Engineer 1',
        'Software Development Engineer 2',
        'Senior Software Development Engineer',
        'Principal Software Engineer',
      ],
      internTitle: 'SDE Intern',
      coreSkills: ['java', 'c++', 'python', 'javascript'],
      extraSkills: [
        'data structures',
        'algorithms',
        'system design',
        'aws',
        'sql',
        'react',
        'node.js',
        'distributed systems',
      ],
    },
  },
  {
    weight: 7,
    value: {
      titles: [
        'Android Developer',
        'Android Engineer II',
        'Senior Android Engineer',
        'Lead Android Engineer',
      ],
      internTitle: 'Android Development Intern',
      coreSkills: ['kotlin', 'android'],
      extraSkills: ['java', 'jetpack compose', 'rxjava', 'mvvm', 'coroutines', 'firebase'],
    },
  },
  {
    weight: 5,
    value: {
      titles: ['iOS Developer', 'iOS Engineer II', 'Senior iOS Engineer', 'Lead iOS Engineer'],
      internTitle: 'iOS Development Intern',
      coreSkills: ['swift', 'ios'],
      extraSkills: ['swiftui', 'objective-c', 'xcode', 'combine', 'core data'],
    },
  },
  {
    weight: 8,
    value: {
      titles: ['Associate Data Scientist', 'Data Scientist', 'Senior Data Scientist', 'Lead Data Scientist'],
      internTitle: 'Data Science Intern',
      coreSkills: ['python', 'sql', 'machine learning'],
      extraSkills: ['pandas', 'numpy', 'scikit-learn', 'statistics', 'tableau', 'a/b testing', 'spark'],
    },
  },
  {
    weight: 7,
    value: {
      titles: [
        'Machine Learning Engineer',
        'Machine Learning Engineer II',
        'Senior ML Engineer',
        'Staff ML Engineer',
      ],
      internTitle: 'Machine Learning Intern',
      coreSkills: ['python', 'machine learning', 'deep learning'],
      extraSkills: ['pytorch', 'tensorflow', 'nlp', 'llm', 'computer vision', 'mlops', 'kubernetes', 'aws'],
    },
  },
  {
    weight: 6,
    value: {
      titles: [
        'DevOps Engineer',
        'Site Reliability Engineer II',
        'Senior Site Reliability Engineer',
        'Staff SRE',
      ],
      internTitle: 'DevOps Intern',
      coreSkills: ['linux', 'kubernetes', 'aws'],
      extraSkills: [
        'terraform',
        'docker',
        'ci/cd',
        'jenkins',
        'prometheus',
        'grafana',
        'python',
        'bash',
        'gcp',
        'azure',
      ],
    },
  },
  {
    weight: 4,
    value: {
      titles: ['Data Engineer', 'Data Engineer II', 'Senior Data Engineer', 'Lead Data Engineer'],
      internTitle: 'Data Engineering Intern',
      coreSkills: ['sql', 'python', 'spark'],
      extraSkills: ['airflow', 'kafka', 'hadoop', 'scala', 'snowflake', 'aws', 'etl', 'dbt'],
    },
  },
  {
    weight: 3,
    value: {
      titles: ['SDET', 'SDET II', 'Senior SDET', 'Lead Quality Engineer'],
      internTitle: 'Quality Engineering Intern',
      coreSkills: ['selenium', 'java'],
      extraSkills: [
        'automation testing',
        'api testing',
        'cypress',
        'playwright',
        'python',
        'jenkins',
        'testng',
      ],
    },
  },
];

/** Uniform float in [0, 1) from the generator's 32-bit output; enough resolution for weights and dates. */
function nextUnit(rng: RandomGenerator): number {
  return (rng.unsafeNext() >>> 0) / 0x1_0000_0000;
}

function pickOne<T>(rng: RandomGenerator, items: readonly T[]): T {
  return items[unsafeUniformIntDistribution(0, items.length - 1, rng)] as T;
}

function weightedPicker<T>(items: readonly Weighted<T>[]): (rng: RandomGenerator) => T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let running = 0;
  const thresholds = items.map((item) => (running += item.weight / total));
  return (rng) => {
    const roll = nextUnit(rng);
    const index = thresholds.findIndex((threshold) => roll < threshold);
    return (items[index] ?? items[items.length - 1])!.value;
  };
}

const pickLocation = weightedPicker(LOCATIONS);
const pickEmploymentType = weightedPicker(EMPLOYMENT_TYPES);
const pickRoleFamily = weightedPicker(ROLE_FAMILIES);

function pickCompany(rng: RandomGenerator): Company {
  if (nextUnit(rng) < BIG_TECH_SHARE) return pickOne(rng, BIG_TECH_COMPANIES);
  // Two in three of the other openings come from the companies the feed filter lists.
  return pickOne(rng, nextUnit(rng) < 2 / 3 ? SPEC_FILTER_COMPANIES : MORE_COMPANIES);
}

function pickYearsOfExperience(rng: RandomGenerator, employmentType: SeedEmploymentType): number {
  if (employmentType === 'Intern') return 0;
  // Skewed towards the early-career openings that dominate referral posts.
  const skewed = Math.floor(Math.pow(nextUnit(rng), 1.6) * (MAX_YOE + 1));
  return Math.min(skewed, MAX_YOE);
}

function seniorityBand(yoe: number): 0 | 1 | 2 | 3 {
  if (yoe <= 1) return 0;
  if (yoe <= 4) return 1;
  if (yoe <= 7) return 2;
  return 3;
}

function pickSkills(rng: RandomGenerator, family: RoleFamily): string[] {
  const skills = new Set<string>([pickOne(rng, family.coreSkills)]);
  const wanted = unsafeUniformIntDistribution(3, 6, rng);
  // Bounded attempts: the pools are small and repeats are simply skipped.
  for (let attempt = 0; attempt < wanted * 3 && skills.size < wanted; attempt += 1) {
    skills.add(nextUnit(rng) < 0.35 ? pickOne(rng, family.coreSkills) : pickOne(rng, family.extraSkills));
  }
  return [...skills];
}

function pickStatus(rng: RandomGenerator): SeedStatus {
  const roll = nextUnit(rng);
  if (roll < DRAFT_SHARE) return 'draft';
  if (roll < DRAFT_SHARE + REJECT_SHARE) return 'reject';
  return 'published';
}

function buildOpening(rng: RandomGenerator, nowMs: number): SeedJobOpening {
  const company = pickCompany(rng);
  const employmentType = pickEmploymentType(rng);
  const family = pickRoleFamily(rng);
  const yoe = pickYearsOfExperience(rng, employmentType);
  const baseTitle = employmentType === 'Intern' ? family.internTitle : family.titles[seniorityBand(yoe)];
  const title = employmentType === 'Contract' ? `${baseTitle} (Contract)` : baseTitle;
  const ageMs = nextUnit(rng) * SEED_WINDOW_MS;
  const status = pickStatus(rng);
  const isBigTech = isFaangPlus(company.name);
  // Only published openings are seen and shared; older and big-tech ones have gathered more views.
  const exposure = status === 'published' ? (ageMs / SEED_WINDOW_MS) * (isBigTech ? 2 : 1) : 0;
  const viewCount = Math.floor(exposure * unsafeUniformIntDistribution(20, 400, rng));
  const shareCount = Math.floor(viewCount * nextUnit(rng) * 0.15);

  return {
    title,
    company_name: company.name,
    employment_type: employmentType,
    location: pickLocation(rng),
    yoe,
    skills: pickSkills(rng, family),
    link: `${company.careersJobUrl}${unsafeUniformIntDistribution(100_000, 9_999_999, rng)}`,
    created_at: new Date(nowMs - ageMs),
    status,
    faang_level: isBigTech ? 'yes' : 'no',
    view_count: viewCount,
    share_count: shareCount,
  };
}

/** Yields `count` openings one at a time, so callers can insert them in batches without holding them all. */
export function* iterateJobOpenings(
  count: number,
  options: SeedOptions = {},
): Generator<SeedJobOpening, void, undefined> {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const rng = xoroshiro128plus(options.seed ?? 1);
  const nowMs = (options.now ?? new Date()).getTime();
  for (let index = 0; index < count; index += 1) yield buildOpening(rng, nowMs);
}

export function generateJobOpenings(count: number, options: SeedOptions = {}): SeedJobOpening[] {
  return Array.from(iterateJobOpenings(count, options));
}
