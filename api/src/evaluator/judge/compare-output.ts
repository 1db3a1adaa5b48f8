/** Lines without trailing whitespace (or \r), and without trailing empty lines. */
export function normalizedLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export interface OutputComparison {
  matches: boolean;
  /** 1-based line of the first difference, when there is one. */
  firstDifferentLine?: number;
  expectedLine?: string;
  actualLine?: string;
}

/** Line by line, ignoring trailing whitespace and trailing empty lines. */
export function compareOutput(expected: string, actual: string): OutputComparison {
  const expectedLines = normalizedLines(expected);
  const actualLines = normalizedLines(actual);
  const length = Math.max(expectedLines.length, actualLines.length);
  for (let index = 0; index < length; index++) {
    if (expectedLines[index] !== actualLines[index]) {
      return {
        matches: false,
        firstDifferentLine: index + 1,
        expectedLine: expectedLines[index] ?? '(no more lines)',
        actualLine: actualLines[index] ?? '(no more lines)',
      };
    }
  }
  return { matches: true };
}
