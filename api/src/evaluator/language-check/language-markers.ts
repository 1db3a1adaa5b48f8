import { parse, type ParseDeadline, type SupportedLanguage, type SyntaxNode } from '../tree-sitter.ts';

/**
 * Constructs each language's programs nearly always contain and the others' never do: how a
 * program reads, prints, starts or imports. The grammars overlap a great deal — `print(x)` and
 * `console.log(x)` are valid Python, JavaScript and Go alike; tree-sitter's Java grammar takes
 * JavaScript's `const x = …;` and `for (let i = 0; …)` as statements, and C#'s class with
 * `static void Main` is valid Java syntax — so a clean parse says little when another language's
 * markers are there and the chosen one's are not.
 */
const MARKERS: Record<string, readonly RegExp[]> = {
  Python: [
    /(?<![\w.$])(?:print|input)\s*\(/,
    /^\s*from\s+[\w.]+\s+import\s+[\w*(]/m,
    /^\s*import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*\s*$/m,
    /^\s*(?:def|class)\s+\w+[^\n{;]*:\s*$/m,
    /^\s*(?:elif|except)\b[^\n{;]*:\s*$/m,
    /\bsys\.(?:stdin|stdout|argv|setrecursionlimit)\b/,
  ],
  JavaScript: [
    /\bconsole\.(?:log|error|info|warn)\s*\(/,
    /\brequire\s*\(\s*['"`]/,
    /\bprocess\.(?:stdin|stdout|argv|exit|env)\b/,
    /\bmodule\.exports\b/,
    /(?<![=!])={3}(?!=)|!==/,
    /^\s*(?:let|var)\s+[\w$]+\s*(?:=|;|,)/m,
    /\bfunction\s*[\w$]*\s*\([^)]*\)\s*\{/,
  ],
  Java: [
    /\bSystem\s*\.\s*(?:out|in|err)\b/,
    /\bstatic\s+void\s+main\s*\(\s*(?:final\s+)?String\b/,
    /^\s*import\s+(?:static\s+)?java[x]?\.[\w.*]+\s*;/m,
    /^\s*package\s+[\w.]+\s*;/m,
  ],
  'C++': [
    /^\s*#\s*include\s*[<"]/m,
    /\bstd\s*::/,
    /\b(?:cout|cerr)\s*<</,
    /\bcin\s*>>/,
    /\bint\s+main\s*\(/,
    /^\s*using\s+namespace\s+\w+\s*;/m,
  ],
  Go: [/^\s*package\s+\w+\s*$/m, /\bfunc\s+(?:\([^)]*\)\s*)?\w+\s*\(/, /\bfmt\.\w+\(/],
  'C#': [
    /\bConsole\s*\.\s*(?:Write|WriteLine|ReadLine|Read|ReadKey)\s*\(/,
    /\bstatic\s+(?:async\s+)?(?:void|int|Task)\s+Main\s*\(/,
    /^\s*using\s+System(?:\.[\w.]+)?\s*;/m,
  ],
  Kotlin: [/^\s*fun\s+\w+\s*\(/m, /(?<![\w.])println\s*\(/, /^\s*val\s+\w+\s*[=:]/m],
  Rust: [/\bfn\s+\w+\s*[(<]/, /\blet\s+mut\b/, /\b(?:println|print|vec|format)!\s*[([]/, /^\s*use\s+std::/m],
  PHP: [/<\?php/, /\$\w+\s*(?:=|->|\[)/, /^\s*echo\s/m],
  Ruby: [/^\s*puts\s/m, /^\s*end\s*$/m, /^\s*(?:def\s+\w+[^:{\n]*|require\s+['"][^'"]+['"])\s*$/m],
};

/** Which marker sets speak for each of our languages (JavaScript's for TypeScript too). */
const OWN_MARKERS: Record<SupportedLanguage, readonly string[]> = {
  python: ['Python'],
  javascript: ['JavaScript'],
  typescript: ['JavaScript'],
  java: ['Java'],
  cpp: ['C++'],
  go: ['Go'],
};

/** Languages that share markers with ours and so never count against them. */
const RELATED: Record<SupportedLanguage, readonly string[]> = {
  python: [],
  javascript: ['PHP'],
  typescript: ['PHP'],
  java: ['Kotlin'],
  cpp: ['Rust'],
  go: ['Rust'],
};

/** The code with its comments and string literals blanked, as the chosen grammar reads them. */
async function codeOutsideLiterals(
  code: string,
  language: SupportedLanguage,
  deadline?: ParseDeadline,
): Promise<string> {
  const tree = await parse(language, code, deadline);
  try {
    const pending: SyntaxNode[] = [tree.rootNode];
    // Offsets are in UTF-16 units, as JavaScript strings index them.
    const blanks: [number, number][] = [];
    while (pending.length > 0) {
      const node = pending.pop()!;
      if (/comment|string|char_literal|raw_string/.test(node.type)) {
        blanks.push([node.startIndex, node.endIndex]);
        continue;
      }
      for (const child of node.children) if (child) pending.push(child);
    }
    // One pass in order: slicing the text once per literal would take time quadratic in their number.
    blanks.sort((a, b) => a[0] - b[0]);
    const pieces: string[] = [];
    let at = 0;
    for (const [start, end] of blanks) {
      if (start < at) continue;
      pieces.push(code.slice(at, start), code.slice(start, end).replace(/[^\n]/g, ' '));
      at = end;
    }
    pieces.push(code.slice(at));
    const text = pieces.join('');
    return text;
  } finally {
    tree.delete();
  }
}

export interface MarkerView {
  /** How many of the chosen language's markers the code carries. */
  own: number;
  /** The other language with the most markers, when it has any. */
  strongestOther?: { name: string; count: number };
}

export async function languageMarkers(
  code: string,
  language: SupportedLanguage,
  deadline?: ParseDeadline,
): Promise<MarkerView> {
  const text = await codeOutsideLiterals(code, language, deadline);
  const count = (name: string) => MARKERS[name]!.filter((marker) => marker.test(text)).length;
  const own = Math.max(...OWN_MARKERS[language].map(count));
  let strongestOther: MarkerView['strongestOther'];
  for (const name of Object.keys(MARKERS)) {
    if (OWN_MARKERS[language].includes(name) || RELATED[language].includes(name)) continue;
    const hits = count(name);
    if (hits > 0 && (!strongestOther || hits > strongestOther.count)) strongestOther = { name, count: hits };
  }
  return { own, strongestOther };
}
