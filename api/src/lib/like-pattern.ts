/** A LIKE/ILIKE pattern matching `text` anywhere, with LIKE's own wildcards (% _ \) taken literally. */
export function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
