import type { Language } from 'shared-api';

/** Monaco's language ids for the six practice languages: the API's ids (C++ is `cpp` in both). */
export type EditorLanguage = Language;
