import type { SupportedLanguage } from '../../src/evaluator/tree-sitter.ts';

// Written after the thresholds were set and never used to tune them. Short programs are the hard case.
export const HELD_OUT_SNIPPETS: Array<{ name: string; code: string; language: SupportedLanguage | 'other' }> =
  [
    {
      name: 'py short max',
      language: 'python',
      code: 'n = int(input())\narr = list(map(int, input().split()))\nprint(max(arr))\n',
    },
    {
      name: 'py slip: missing bracket',
      language: 'python',
      code: 'n = int(input())\narr = list(map(int, input().split())\nprint(sum(arr) // n)\n',
    },
    {
      name: 'py slip: class colon',
      language: 'python',
      code: 'class Counter\n    def __init__(self):\n        self.n = 0\n\n    def inc(self):\n        self.n += 1\n        return self.n\n\nc = Counter()\nfor _ in range(int(input())):\n    print(c.inc())\n',
    },
    {
      name: 'js short reverse',
      language: 'javascript',
      code: "const s = require('fs').readFileSync(0, 'utf8').trim();\nconsole.log(s.split('').reverse().join(''));\n",
    },
    {
      name: 'js slip: missing quote',
      language: 'javascript',
      code: "const s = require('fs').readFileSync(0, 'utf8).trim();\nconsole.log(s.length);\n",
    },
    {
      name: 'ts short typed',
      language: 'typescript',
      code: "const nums: number[] = require('fs').readFileSync(0, 'utf8').split(' ').map(Number);\nconst total: number = nums.reduce((a: number, b: number) => a + b, 0);\nconsole.log(total);\n",
    },
    {
      name: 'ts slip: generic',
      language: 'typescript',
      code: 'function first<T>(items: T[]: T | undefined {\n  return items[0];\n}\nconsole.log(first<number>([3, 1, 2]));\n',
    },
    {
      name: 'java short',
      language: 'java',
      code: 'import java.util.*;\n\nclass Main {\n    public static void main(String[] args) {\n        Scanner s = new Scanner(System.in);\n        System.out.println(s.nextInt() * 2);\n    }\n}\n',
    },
    {
      name: 'java slip: missing brace at end',
      language: 'java',
      code: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner s = new Scanner(System.in);\n        int a = s.nextInt(), b = s.nextInt();\n        System.out.println(Math.max(a, b));\n    }\n',
    },
    {
      name: 'cpp short',
      language: 'cpp',
      code: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    int a, b;\n    cin >> a >> b;\n    cout << gcd(a, b) << endl;\n}\n',
    },
    {
      name: 'cpp slip: cout typo',
      language: 'cpp',
      code: '#include <iostream>\nusing namespace std;\nint main() {\n    string s;\n    cin >> s;\n    cout < s.size() << endl\n    return 0;\n}\n',
    },
    {
      name: 'go short',
      language: 'go',
      code: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
    },
    {
      name: 'go slip: missing paren',
      language: 'go',
      code: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar s string\n\tfmt.Scan(&s\n\tfmt.Println(len(s))\n}\n',
    },
    {
      name: 'plain C',
      language: 'other',
      code: '#include <stdio.h>\nint main(void) {\n    int n;\n    scanf("%d", &n);\n    printf("%d\\n", n * n);\n    return 0;\n}\n',
    },
    {
      name: 'dart',
      language: 'other',
      code: "import 'dart:io';\n\nvoid main() {\n  final line = stdin.readLineSync()!;\n  final n = int.parse(line);\n  print(n * 2);\n}\n",
    },
    {
      name: 'scala',
      language: 'other',
      code: 'object Main extends App {\n  val n = scala.io.StdIn.readInt()\n  val squares = (1 to n).map(x => x * x)\n  println(squares.sum)\n}\n',
    },
    {
      name: 'english sentence',
      language: 'other',
      code: 'My solution uses dynamic programming where dp[i] is the answer for the first i items.',
    },
  ];
