export interface DuplicatedBlock {
  firstLine: number;
  repeatLine: number;
  lines: number;
}

const WINDOW = 3;
const TRIVIAL_LINE = /^[{}()[\];,]*$|^(else|try|finally|return|break|continue|pass|end)[:;{]*$/;

/** Repeated runs of at least three substantial lines (whitespace ignored): copy-pasted logic. */
export function findDuplicatedBlocks(code: string): DuplicatedBlock[] {
  const significant = code
    .split('\n')
    .map((text, index) => ({ text: text.replace(/\s+/g, ''), line: index + 1 }))
    .filter(
      ({ text }) =>
        text.length >= 8 &&
        !TRIVIAL_LINE.test(text) &&
        !/^(#|\/\/|import|#include|from|using|package)/.test(text),
    );
  const firstSeen = new Map<string, number>();
  const blocks: DuplicatedBlock[] = [];
  let lastRepeatIndex = -WINDOW;
  for (let index = 0; index + WINDOW <= significant.length; index++) {
    const key = significant
      .slice(index, index + WINDOW)
      .map(({ text }) => text)
      .join('\n');
    const earlier = firstSeen.get(key);
    if (earlier === undefined) {
      firstSeen.set(key, index);
      continue;
    }
    if (earlier + WINDOW > index) continue; // overlapping windows of one repetitive stretch
    const previous = blocks[blocks.length - 1];
    if (previous && index - lastRepeatIndex <= 1) previous.lines++;
    else
      blocks.push({
        firstLine: significant[earlier]!.line,
        repeatLine: significant[index]!.line,
        lines: WINDOW,
      });
    lastRepeatIndex = index;
  }
  return blocks;
}
