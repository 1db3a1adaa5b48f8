import type { SupportedLanguage } from '../types.js';
import { cpp } from './cpp.js';
import { go } from './go.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { python } from './python.js';
import type { LanguageToolchain } from './toolchain-types.js';
import { typescript } from './typescript.js';

export const TOOLCHAINS: Record<SupportedLanguage, LanguageToolchain> = {
  python,
  javascript,
  typescript,
  java,
  cpp,
  go,
};
