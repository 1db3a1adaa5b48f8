/** Monaco's language ids for the six practice languages (C++ is `cpp`, as in the API). */
export type EditorLanguage = 'javascript' | 'typescript' | 'python' | 'java' | 'cpp' | 'go';
