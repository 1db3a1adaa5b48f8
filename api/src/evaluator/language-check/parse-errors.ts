import { parse, type ParseDeadline, type SupportedLanguage, type SyntaxNode } from '../tree-sitter.ts';

export interface ParseErrorStats {
  /** True when the grammar read the whole text without an ERROR or MISSING node. */
  clean: boolean;
  errorNodes: number;
  missingNodes: number;
  /** Share of the non-blank characters that sit inside ERROR nodes (0 = none, 1 = all). */
  errorShare: number;
}

function nonBlankLength(text: string): number {
  return text.replace(/\s+/g, '').length;
}

/** Counts the grammar's complaints without walking into subtrees that parsed cleanly. */
export async function parseErrorStats(
  code: string,
  language: SupportedLanguage,
  deadline?: ParseDeadline,
): Promise<ParseErrorStats> {
  const tree = await parse(language, code, deadline);
  try {
    let errorNodes = 0;
    let missingNodes = 0;
    let errorChars = 0;
    const pending: SyntaxNode[] = [tree.rootNode];
    while (pending.length > 0) {
      const node = pending.pop()!;
      if (node.isMissing) {
        missingNodes += 1;
        continue;
      }
      if (!node.hasError) continue;
      if (node.isError) {
        errorNodes += 1;
        errorChars += nonBlankLength(node.text);
        continue;
      }
      for (const child of node.children) if (child) pending.push(child);
    }
    const total = Math.max(1, nonBlankLength(code));
    return {
      clean: errorNodes === 0 && missingNodes === 0,
      errorNodes,
      missingNodes,
      errorShare: Math.min(1, errorChars / total),
    };
  } finally {
    tree.delete();
  }
}
