const SPACE = 32;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

/**
 * Reads whitespace-separated tokens, the way every oracle parses its stdin. It scans the input in
 * place: splitting a bound-sized input into a million strings first cost more than the oracles.
 */
export class TokenReader {
  private position = 0;

  constructor(private readonly input: string) {}

  private skipSpace(): void {
    const input = this.input;
    while (this.position < input.length && input.charCodeAt(this.position) <= SPACE) this.position += 1;
  }

  string(): string {
    this.skipSpace();
    const start = this.position;
    const input = this.input;
    while (this.position < input.length && input.charCodeAt(this.position) > SPACE) this.position += 1;
    if (this.position === start) throw new Error('Input ended early');
    return input.slice(start, this.position);
  }

  int(): number {
    this.skipSpace();
    const input = this.input;
    const negative = input.charCodeAt(this.position) === MINUS;
    let index = negative ? this.position + 1 : this.position;
    let value = 0;
    let code = input.charCodeAt(index);
    if (!(code >= ZERO && code <= NINE)) return this.slowInt();
    while (code >= ZERO && code <= NINE) {
      value = value * 10 + (code - ZERO);
      index += 1;
      code = input.charCodeAt(index);
    }
    // Anything but whitespace or the end right after the digits (1e5, 3.0, 12abc): parse it whole.
    if (index < input.length && code > SPACE) return this.slowInt();
    if (!Number.isSafeInteger(value)) throw new Error('Expected an integer');
    this.position = index;
    return negative ? -value : value;
  }

  private slowInt(): number {
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
