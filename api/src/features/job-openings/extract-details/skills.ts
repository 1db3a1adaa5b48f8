// Skills from the vocabulary, in the order the post names them; ambiguous words only inside lists.
import { SKILL_VOCABULARY, type SkillTerm } from './skill-vocabulary.ts';
import { escapeRegExp, withoutHashtags, withoutUrls } from './text.ts';

interface CompiledSkillTerm {
  skill: string;
  implies: readonly string[];
  pattern: RegExp;
  listOnly: boolean;
  length: number;
}

// Longest aliases first, and each match is blanked out, so "React Native" is not also read as "React".
const COMPILED_SKILLS: readonly CompiledSkillTerm[] = SKILL_VOCABULARY.flatMap((term: SkillTerm) =>
  term.aliases.map((alias) => ({
    skill: term.skill,
    implies: term.implies ?? [],
    pattern: new RegExp(
      `(?<![A-Za-z0-9])${escapeRegExp(alias)}(?![A-Za-z0-9+#])`,
      term.caseSensitive ? 'g' : 'gi',
    ),
    listOnly: term.listOnly ?? false,
    length: alias.length,
  })),
).sort((a, b) => b.length - a.length);

const LIST_BEFORE = /(?:[,/:|(&•·+]|\b(?:or|and|in|with|of))\s*$/i;
const LIST_AFTER = /^\s*(?:[,/)|&+.\n]|$|\b(?:or|and|developers?|engineers?)\b)/i;

function isInList(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 12), start);
  const after = text.slice(end, end + 12);
  // "C/C++", "Java/Go": a slash pairs the word with another technology.
  if (after.startsWith('/') || before.endsWith('/')) return true;
  return LIST_BEFORE.test(before) && LIST_AFTER.test(after);
}

export function extractSkills(text: string): string[] {
  let remaining = withoutHashtags(withoutUrls(text));
  const found: Array<{ skill: string; index: number }> = [];
  for (const term of COMPILED_SKILLS) {
    for (const match of remaining.matchAll(term.pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (term.listOnly && !isInList(remaining, start, end)) continue;
      found.push({ skill: term.skill, index: start });
      for (const implied of term.implies) found.push({ skill: implied, index: start + 0.5 });
      remaining = remaining.slice(0, start) + ' '.repeat(end - start) + remaining.slice(end);
    }
  }
  const ordered = found.sort((a, b) => a.index - b.index).map((entry) => entry.skill);
  return [...new Set(ordered)];
}
