// docs/PRODUCT.md#settings-screen and docs/PRODUCT.md#choices: what Settings and the first-visit welcome
// offer.

export const YOE_OPTIONS = Array.from({ length: 11 }, (_, years) => ({
  value: String(years),
  label: `${years}+`,
}));
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
