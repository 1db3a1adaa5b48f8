import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filtersFromParams,
  paramsWithFilters,
  yoeRangeLabel,
} from './filters';

describe('feed filters in the URL', () => {
  it('reads lists and the experience range', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'employment_type=Intern,Full-time&locations=Pune,Remote (India)&companies=Google&min_yoe=2&max_yoe=9',
      ),
    );
    expect(filters).toEqual({
      employmentTypes: ['Intern', 'Full-time'],
      locations: ['Pune', 'Remote (India)'],
      companies: ['Google'],
      minYoe: 2,
      maxYoe: 9,
      matchesOnly: false,
    });
  });

  it('falls back to the defaults for values it cannot use', () => {
    expect(
      filtersFromParams(new URLSearchParams('employment_type=Freelance&min_yoe=abc&max_yoe=40')),
    ).toEqual({
      ...DEFAULT_FILTERS,
      maxYoe: 15,
    });
    expect(filtersFromParams(new URLSearchParams('min_yoe=9&max_yoe=3'))).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults and keeps the search text', () => {
    const written = paramsWithFilters(new URLSearchParams('q=react&min_yoe=3&companies=Uber'), {
      ...DEFAULT_FILTERS,
      locations: ['Delhi', 'Noida'],
      maxYoe: 10,
    });
    expect(written.toString()).toBe(
      new URLSearchParams({ q: 'react', locations: 'Delhi,Noida', max_yoe: '10' }).toString(),
    );
    expect(paramsWithFilters(new URLSearchParams(), DEFAULT_FILTERS).toString()).toBe('');
    expect(
      paramsWithFilters(new URLSearchParams(), { ...DEFAULT_FILTERS, minYoe: 1, maxYoe: 14 }).toString(),
    ).toBe('min_yoe=1&max_yoe=14');
  });

  it('counts each chosen value and a narrowed range once', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, locations: ['Pune', 'Delhi'], minYoe: 2, maxYoe: 4 }),
    ).toBe(3);
  });

  it('writes matches=yes only when the preferences switch is on, and counts it as a filter', () => {
    expect(filtersFromParams(new URLSearchParams('matches=yes')).matchesOnly).toBe(true);
    expect(filtersFromParams(new URLSearchParams('matches=no')).matchesOnly).toBe(false);
    expect(
      paramsWithFilters(new URLSearchParams('q=go'), { ...DEFAULT_FILTERS, matchesOnly: true }).toString(),
    ).toBe('q=go&matches=yes');
    expect(paramsWithFilters(new URLSearchParams('matches=yes'), DEFAULT_FILTERS).toString()).toBe('');
    expect(activeFilterCount({ ...DEFAULT_FILTERS, matchesOnly: true })).toBe(1);
  });

  it("labels the range 'Selected: min+ to max+ years'", () => {
    expect(yoeRangeLabel(0, 15)).toBe('Selected: 0+ to 15+ years');
  });
});
