/** Reads whitespace-separated tokens, the way every oracle parses its stdin. */
export class TokenReader {
  private readonly tokens: string[];
  private position = 0;

  constructor(input: string) {
    this.tokens = input.split(/\s+/).filter((token) => token.length > 0);
  }

  string(): string {
    const token = this.tokens[this.position];
    if (token === undefined) throw new Error('Input ended early');
    this.position += 1;
    return token;
  }

  int(): number {
    const value = Number(this.string());
    if (!Number.isSafeInteger(value)) throw new Error('Expected an integer');
    return value;
  }
}

/** Splits a command script into its commands: the first line is N, then N commands. */
export function readCommands(input: string): string[][] {
  const lines = input.split('\n');
  const count = Number(lines[0]?.trim());
  if (!Number.isSafeInteger(count) || count < 0) throw new Error('First line must be the command count');
  return lines.slice(1, count + 1).map((line) => line.trim().split(/\s+/));
}

export function joinLines(lines: readonly (string | number)[]): string {
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
