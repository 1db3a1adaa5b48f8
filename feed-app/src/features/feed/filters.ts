// docs/PRODUCT.md#filters and docs/PRODUCT.md#choices: the filter values and their URL form.

export const EMPLOYMENT_TYPES = ['Full-time', 'Intern', 'Contract'] as const;
export const FILTER_LOCATIONS = [
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
] as const;
export const FILTER_COMPANIES = [
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
] as const;
export const YOE_MIN = 0;
export const YOE_MAX = 15;

export interface FeedFilters {
  employmentTypes: string[];
  locations: string[];
  companies: string[];
  minYoe: number;
  maxYoe: number;
  /** Issue 15: only openings that fit the signed-in user's preferences (`matches=yes`). */
  matchesOnly: boolean;
}

export const DEFAULT_FILTERS: FeedFilters = {
  employmentTypes: [],
  locations: [],
  companies: [],
  minYoe: YOE_MIN,
  maxYoe: YOE_MAX,
  matchesOnly: false,
};

const PARAM = {
  employmentTypes: 'employment_type',
  locations: 'locations',
  companies: 'companies',
  minYoe: 'min_yoe',
  maxYoe: 'max_yoe',
  matchesOnly: 'matches',
} as const;

function readList(params: URLSearchParams, name: string, allowed?: readonly string[]): string[] {
  const values = (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const unique = [...new Set(values)];
  return allowed ? unique.filter((value) => allowed.includes(value)) : unique.slice(0, 50);
}

function readYoe(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,2}$/.test(raw.trim())) return fallback;
  return Math.min(YOE_MAX, Math.max(YOE_MIN, Number(raw)));
}

/** The filters a URL asks for; anything unreadable falls back to its default. */
export function filtersFromParams(params: URLSearchParams): FeedFilters {
  let minYoe = readYoe(params, PARAM.minYoe, YOE_MIN);
  let maxYoe = readYoe(params, PARAM.maxYoe, YOE_MAX);
  if (minYoe > maxYoe) [minYoe, maxYoe] = [YOE_MIN, YOE_MAX];
  return {
    // The API refuses unknown employment types, so a hand-edited URL cannot break the feed.
    employmentTypes: readList(params, PARAM.employmentTypes, EMPLOYMENT_TYPES),
    locations: readList(params, PARAM.locations),
    companies: readList(params, PARAM.companies),
    minYoe,
    maxYoe,
    matchesOnly: params.get(PARAM.matchesOnly) === 'yes',
  };
}

/**
 * A copy of `params` carrying `filters`: lists only when non-empty, min_yoe only when not 0,
 * max_yoe only when not 15. Other parameters (the search text) are kept.
 */
export function paramsWithFilters(params: URLSearchParams, filters: FeedFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const setList = (name: string, values: string[]) => {
    if (values.length > 0) next.set(name, values.join(','));
    else next.delete(name);
  };
  setList(PARAM.employmentTypes, filters.employmentTypes);
  setList(PARAM.locations, filters.locations);
  setList(PARAM.companies, filters.companies);
  if (filters.minYoe !== YOE_MIN) next.set(PARAM.minYoe, String(filters.minYoe));
  else next.delete(PARAM.minYoe);
  if (filters.maxYoe !== YOE_MAX) next.set(PARAM.maxYoe, String(filters.maxYoe));
  else next.delete(PARAM.maxYoe);
  if (filters.matchesOnly) next.set(PARAM.matchesOnly, 'yes');
  else next.delete(PARAM.matchesOnly);
  return next;
}

/** The Filters badge: one per chosen value, plus one when the experience range is narrowed. */
export function activeFilterCount(filters: FeedFilters): number {
  const rangeNarrowed = filters.minYoe !== YOE_MIN || filters.maxYoe !== YOE_MAX;
  return (
    filters.employmentTypes.length +
    filters.locations.length +
    filters.companies.length +
    (rangeNarrowed ? 1 : 0) +
    (filters.matchesOnly ? 1 : 0)
  );
}

export function yoeRangeLabel(minYoe: number, maxYoe: number): string {
  return `Selected: ${minYoe}+ to ${maxYoe}+ years`;
}

export const SEARCH_PARAM = 'q';
