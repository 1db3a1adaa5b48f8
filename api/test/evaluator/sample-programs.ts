import type { SupportedLanguage, TestCase } from '../../src/evaluator/types.js';

/** "Count distinct values": the first line holds n, the second n integers; print how many differ. */
function distinctTest(values: number[], sample: boolean): TestCase {
  return { input: `${values.length}\n${values.join(' ')}\n`, output: `${new Set(values).size}\n`, sample };
}

const LARGE_SIZE = 200_000;

export const DISTINCT_TESTS: TestCase[] = [
  distinctTest([1, 2, 2, 3], true),
  distinctTest([5, 5, 5], true),
  distinctTest([7], false),
  distinctTest([-1, 1, -1, 1, 0], false),
  distinctTest(
    Array.from({ length: LARGE_SIZE }, (_, index) => index * 7 - 500_000),
    false,
  ),
  distinctTest(
    Array.from({ length: LARGE_SIZE }, (_, index) => index % 1000),
    false,
  ),
];

export const DISTINCT_TIME_LIMIT_MS = 1000;

export const CORRECT_DISTINCT: Record<SupportedLanguage, string> = {
  python: `import sys


def count_distinct(values):
    """Distinct values, in O(n) with a set."""
    return len(set(values))


def main():
    data = sys.stdin.read().split()
    if not data:
        return
    count = int(data[0])
    values = data[1:count + 1]
    print(count_distinct(values))


if __name__ == "__main__":
    main()
`,
  javascript: `const fs = require('fs');

// Distinct values in O(n) with a Set.
function countDistinct(values) {
  return new Set(values).size;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
  if (tokens.length === 0) return;
  const count = Number(tokens[0]);
  console.log(countDistinct(tokens.slice(1, count + 1)));
}

main();
`,
  typescript: `import * as fs from 'fs';

// Distinct values in O(n) with a Set.
function countDistinct(values: string[]): number {
  return new Set<string>(values).size;
}

function main(): void {
  const tokens: string[] = fs.readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
  if (tokens.length === 0) return;
  const count: number = Number(tokens[0]);
  console.log(countDistinct(tokens.slice(1, count + 1)));
}

main();
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    // Distinct values in O(n) with a hash set.
    static int countDistinct(int[] values) {
        Set<Integer> seen = new HashSet<>();
        for (int value : values) seen.add(value);
        return seen.size();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer input = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        if (input.nextToken() == StreamTokenizer.TT_EOF) return;
        int count = (int) input.nval;
        int[] values = new int[count];
        for (int index = 0; index < count; index++) {
            input.nextToken();
            values[index] = (int) input.nval;
        }
        System.out.println(countDistinct(values));
    }
}
`,
  cpp: `#include <bits/stdc++.h>
using namespace std;

// Distinct values in O(n log n) by sorting.
int countDistinct(vector<long long> values) {
    sort(values.begin(), values.end());
    return unique(values.begin(), values.end()) - values.begin();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int count;
    if (!(cin >> count)) return 0;
    vector<long long> values(count);
    for (auto &value : values) cin >> value;
    cout << countDistinct(values) << "\\n";
}
`,
  go: `package main

import (
	"bufio"
	"fmt"
	"os"
)

// countDistinct counts distinct values in O(n) with a map.
func countDistinct(values []int) int {
	seen := make(map[int]bool, len(values))
	for _, value := range values {
		seen[value] = true
	}
	return len(seen)
}

func main() {
	reader := bufio.NewReader(os.Stdin)
	var count int
	if _, err := fmt.Fscan(reader, &count); err != nil {
		return
	}
	values := make([]int, count)
	for index := range values {
		fmt.Fscan(reader, &values[index])
	}
	fmt.Println(countDistinct(values))
}
`,
};

export const QUADRATIC_DISTINCT_PYTHON = `import sys


def count_distinct(values):
    seen = []
    for value in values:
        if value not in seen:
            seen.append(value)
    return len(seen)


def main():
    data = sys.stdin.read().split()
    print(count_distinct(data[1:]))


main()
`;

export const WRONG_DISTINCT_PYTHON = `import sys


def main():
    data = sys.stdin.read().split()
    print(int(data[0]))


main()
`;

export const CRASHING_DISTINCT_PYTHON = `import sys


def main():
    data = sys.stdin.read().split()
    count = int(data[0])
    print(len(set(data[1:count + 1])) + int(data[count + 5]))


main()
`;

export const NON_COMPILING_CPP = `#include <iostream>
int main() {
    int count
    std::cin >> count;
    std::cout << count << std::endl;
}
`;

/** Each test's input is `<target> <offset>`: the program prints that many characters of it from offset. */
export const PROC_DUMP_CHUNK_CHARS = 1500;

/** Prints what /proc tells about mounts, cgroups, descriptors (see proc-host-paths.test.ts). */
export const PROC_DUMP_PYTHON = `import os, sys
for line in sys.stdin.read().splitlines():
    target, start = line.rsplit(" ", 1)
    try:
        if target.endswith("/"):
            text = "\\n".join(name + " -> " + os.readlink(target + name) for name in sorted(os.listdir(target)))
        elif target.startswith("link:"):
            text = os.readlink(target[5:])
        else:
            with open(target, "rb") as source:
                text = source.read().decode("latin-1")
    except OSError as error:
        text = target + ": " + str(error.strerror)
    print(text[int(start):int(start) + ${PROC_DUMP_CHUNK_CHARS}])
`;

export const PROC_DUMP_CPP = `#include <bits/stdc++.h>
#include <dirent.h>
#include <unistd.h>
using namespace std;

string linkOf(const string& path) {
    char buffer[4096];
    ssize_t length = readlink(path.c_str(), buffer, sizeof buffer);
    return length < 0 ? string(strerror(errno)) : string(buffer, length);
}

int main() {
    string target;
    long start;
    while (cin >> target >> start) {
        string text;
        if (target.back() == '/') {
            vector<string> names;
            if (DIR* directory = opendir(target.c_str())) {
                while (dirent* entry = readdir(directory))
                    if (entry->d_name[0] != '.') names.push_back(entry->d_name);
                closedir(directory);
            }
            sort(names.begin(), names.end());
            for (auto& name : names) text += name + " -> " + linkOf(target + name) + "\\n";
        } else if (target.rfind("link:", 0) == 0) {
            text = linkOf(target.substr(5));
        } else {
            ifstream in(target, ios::binary);
            stringstream content;
            content << in.rdbuf();
            text = content.str();
        }
        cout << (start < (long)text.size() ? text.substr(start, ${PROC_DUMP_CHUNK_CHARS}) : string()) << endl;
    }
}
`;

export const PROC_DUMP_JAVA = `import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

public class Main {
    public static void main(String[] args) throws Exception {
        Scanner in = new Scanner(System.in);
        String target = in.next();
        int start = in.nextInt();
        String text;
        try {
            if (target.endsWith("/")) {
                try (Stream<Path> entries = Files.list(Paths.get(target))) {
                    text = entries.map(p -> {
                        try { return p.getFileName() + " -> " + Files.readSymbolicLink(p); }
                        catch (Exception e) { return p.getFileName() + " " + e; }
                    }).sorted().collect(Collectors.joining("\\n"));
                }
            } else if (target.startsWith("link:")) {
                text = Files.readSymbolicLink(Paths.get(target.substring(5))).toString();
            } else {
                text = new String(Files.readAllBytes(Paths.get(target)), StandardCharsets.ISO_8859_1);
            }
        } catch (Exception e) {
            text = target + ": " + e;
        }
        System.out.println(start < text.length() ? text.substring(start, Math.min(text.length(), start + ${PROC_DUMP_CHUNK_CHARS})) : "");
    }
}
`;

/**
 * Reads n and prints the depth of a recursion n calls deep (a depth-first search over a path of n
 * nodes, as interview code writes it). 200 000 calls need more than the usual 8 MiB of stack in C++
 * (each frame holds a 64-byte buffer the compiler cannot drop) and in Node.
 */
export const DEEP_RECURSION_DEPTH = 200_000;
export const DEEP_RECURSION: Record<SupportedLanguage, string> = {
  python: `import sys
sys.setrecursionlimit(1_000_000)


def depth(k):
    return 0 if k == 0 else 1 + depth(k - 1)


print(depth(int(sys.stdin.readline())))
`,
  javascript: `const n = Number(require('fs').readFileSync(0, 'utf8'));
function depth(k) {
  return k === 0 ? 0 : 1 + depth(k - 1);
}
console.log(depth(n));
`,
  typescript: `import { readFileSync } from 'fs';
function depth(k: number): number {
  return k === 0 ? 0 : 1 + depth(k - 1);
}
console.log(depth(Number(readFileSync(0, 'utf8'))));
`,
  java: `import java.util.Scanner;

public class Main {
    static int depth(int k) {
        return k == 0 ? 0 : 1 + depth(k - 1);
    }

    public static void main(String[] args) {
        System.out.println(depth(new Scanner(System.in).nextInt()));
    }
}
`,
  cpp: `#include <iostream>

int depth(int k) {
    volatile char visited[64];
    visited[k % 64] = 1;
    if (k == 0) return 0;
    return depth(k - 1) + visited[k % 64];
}

int main() {
    int n;
    std::cin >> n;
    std::cout << depth(n) << "\\n";
}
`,
  go: `package main

import "fmt"

func depth(k int) int {
	if k == 0 {
		return 0
	}
	return 1 + depth(k-1)
}

func main() {
	var n int
	fmt.Scan(&n)
	fmt.Println(depth(n))
}
`,
};

/** Recursion with no end: Node must report a RangeError, not die of a signal. */
export const ENDLESS_RECURSION_JAVASCRIPT = `function walk(k) {
  return walk(k + 1) + 1;
}
console.log(walk(0));
`;

/** The same in C++: a stack overflow (SIGSEGV), not a memory limit reached by the stack. */
export const ENDLESS_RECURSION_CPP = `#include <iostream>

int walk(int k) {
    volatile char visited[64];
    visited[k % 64] = 1;
    return walk(k + 1) + visited[k % 64];
}

int main() {
    std::cout << walk(0) << "\\n";
}
`;
