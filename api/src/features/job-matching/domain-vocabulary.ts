/**
 * The written-down link between the domains a job seeker picks in Settings (docs/PRODUCT.md#choices) and the
 * openings' titles and skills. An opening belongs to a domain when its title names the domain; only when the
 * title names no domain at all ("Software Development Engineer 2") do its skills decide. So "Senior Android
 * Engineer" with java among its skills is an Android opening, not a Backend one.
 *
 * Title terms are whole words or phrases, matched case-insensitively ("front end" also matches
 * "front-end" and "frontend"). Skills are compared exactly with the opening's lowercase skills.
 * Documented in api/README.md ("Job matching").
 */
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

export type SettingsDomain = (typeof SETTINGS_DOMAINS)[number];

export type DomainTerms = { titleTerms: readonly string[]; skills: readonly string[] };

export const DOMAIN_VOCABULARY: Record<SettingsDomain, DomainTerms> = {
  Backend: {
    titleTerms: ['backend', 'back end', 'server side', 'api', 'platform engineer', 'java developer'],
    skills: [
      'java',
      'spring',
      'spring boot',
      'go',
      'golang',
      'node.js',
      'nodejs',
      'express',
      'django',
      'flask',
      'fastapi',
      'c++',
      'c#',
      '.net',
      'ruby',
      'rails',
      'php',
      'laravel',
      'rust',
      'scala',
      'microservices',
      'distributed systems',
      'grpc',
      'kafka',
      'postgresql',
      'mysql',
      'mongodb',
      'redis',
      'sql',
    ],
  },
  Frontend: {
    titleTerms: ['frontend', 'front end', 'ui engineer', 'ui developer', 'web developer'],
    skills: [
      'react',
      'angular',
      'vue',
      'next.js',
      'svelte',
      'javascript',
      'typescript',
      'html',
      'css',
      'redux',
      'tailwind',
      'webpack',
    ],
  },
  Fullstack: {
    titleTerms: ['fullstack', 'full stack'],
    skills: ['mern', 'mean', 'full stack'],
  },
  iOS: {
    titleTerms: ['ios', 'iphone'],
    skills: ['ios', 'swift', 'swiftui', 'objective-c', 'uikit', 'xcode'],
  },
  Android: {
    titleTerms: ['android'],
    skills: ['android', 'kotlin', 'jetpack compose'],
  },
  AI: {
    titleTerms: ['ai', 'artificial intelligence', 'genai', 'llm', 'nlp', 'machine learning', 'ml'],
    skills: ['llm', 'genai', 'generative ai', 'langchain', 'nlp', 'rag', 'pytorch', 'tensorflow', 'python'],
  },
  ML: {
    titleTerms: ['ml', 'machine learning', 'mlops', 'deep learning', 'ai'],
    skills: [
      'machine learning',
      'deep learning',
      'pytorch',
      'tensorflow',
      'scikit-learn',
      'keras',
      'computer vision',
      'mlops',
      'python',
    ],
  },
  'Data Science': {
    titleTerms: ['data scientist', 'data science', 'data analyst', 'analytics'],
    skills: [
      'python',
      'pandas',
      'numpy',
      'r',
      'statistics',
      'machine learning',
      'scikit-learn',
      'tableau',
      'power bi',
      'spark',
      'a/b testing',
    ],
  },
};

/** A full-stack engineer is also a fit for backend and frontend openings. */
const ALSO_COVERS: Partial<Record<SettingsDomain, readonly SettingsDomain[]>> = {
  Fullstack: ['Backend', 'Frontend'],
};

export function isSettingsDomain(value: string): value is SettingsDomain {
  return (SETTINGS_DOMAINS as readonly string[]).includes(value);
}

/** The domains a user's choices cover, with what each implies; unknown names are ignored. */
export function coveredDomains(chosen: readonly string[]): SettingsDomain[] {
  const covered = new Set<SettingsDomain>();
  for (const name of chosen) {
    if (!isSettingsDomain(name)) continue;
    covered.add(name);
    for (const implied of ALSO_COVERS[name] ?? []) covered.add(implied);
  }
  return [...covered];
}
