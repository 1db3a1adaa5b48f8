import { SETTINGS_YOE_RANGE } from 'shared-api';

// docs/PRODUCT.md#settings-screen and docs/PRODUCT.md#choices: what Settings and the first-visit welcome
// offer.

/** Every whole number of years Settings accepts (the contract's range), shown as "3+". */
export const YOE_OPTIONS = Array.from(
  { length: SETTINGS_YOE_RANGE.maximum - SETTINGS_YOE_RANGE.minimum + 1 },
  (_, index) => {
    const years = SETTINGS_YOE_RANGE.minimum + index;
    return { value: String(years), label: `${years}+` };
  },
);
export const SETTINGS_DOMAINS = [
  'Backend',
  'Frontend',
  'Fullstack',
  'iOS',
  'Android',
  'AI',
  'ML',
  'Data Science',
] as const;
export const SETTINGS_LOCATIONS = [
  'Delhi',
  'Gurugram',
  'Noida',
  'Mumbai',
  'Pune',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
] as const;

export const JOB_ALERTS_LABEL = 'E-mail me new matching openings';
