import type { SupportedLanguage } from '../../src/evaluator/tree-sitter.ts';

/**
 * Real-world code in the style of the languages' standard libraries, Rosetta Code tasks and
 * well-known repositories (not interview snippets): modules without I/O, classes, one-liners,
 * generics, and deep but valid nesting. `heldOut` programs were written with the others and never
 * looked at while the markers and thresholds were set (language-markers.ts, decide-language.ts).
 */
export interface RealProgram {
  name: string;
  language: SupportedLanguage | 'other';
  heldOut: boolean;
  code: string;
}

/** Valid code nested `depth` blocks deep, as generated parsers and state machines are. */
function deeplyNested(language: SupportedLanguage, depth: number): string {
  const indent = (level: number) => '    '.repeat(level);
  const lines: string[] = [];
  const open = (level: number) => {
    switch (language) {
      case 'python':
        return `${indent(level)}if value > ${level}:`;
      case 'go':
        return `${indent(level)}if value > ${level} {`;
      default:
        return `${indent(level)}if (value > ${level}) {`;
    }
  };
  const close = (level: number) => (language === 'python' ? undefined : `${indent(level)}}`);
  for (let level = 1; level <= depth; level++) lines.push(open(level));
  lines.push(
    `${indent(depth + 1)}${language === 'python' ? 'total += 1' : language === 'go' ? 'total++' : 'total++;'}`,
  );
  for (let level = depth; level >= 1; level--) {
    const closing = close(level);
    if (closing) lines.push(closing);
  }
  const body = lines.map((line) => `    ${line}`).join('\n');
  switch (language) {
    case 'python':
      return `import sys\n\n\ndef depth_count(value):\n    total = 0\n${body}\n    return total\n\n\nprint(depth_count(int(sys.stdin.readline())))\n`;
    case 'javascript':
      return `function depthCount(value) {\n  let total = 0;\n${body}\n  return total;\n}\n\nconsole.log(depthCount(Number(require('fs').readFileSync(0, 'utf8'))));\n`;
    case 'typescript':
      return `function depthCount(value: number): number {\n  let total = 0;\n${body}\n  return total;\n}\n\nconsole.log(depthCount(Number(require('fs').readFileSync(0, 'utf8'))));\n`;
    case 'java':
      return `import java.util.Scanner;\n\npublic class Main {\n  static int depthCount(int value) {\n    int total = 0;\n${body}\n    return total;\n  }\n\n  public static void main(String[] args) {\n    System.out.println(depthCount(new Scanner(System.in).nextInt()));\n  }\n}\n`;
    case 'cpp':
      return `#include <iostream>\n\nint depthCount(int value) {\n    int total = 0;\n${body}\n    return total;\n}\n\nint main() {\n    int value;\n    std::cin >> value;\n    std::cout << depthCount(value) << '\\n';\n    return 0;\n}\n`;
    case 'go':
      return `package main\n\nimport "fmt"\n\nfunc depthCount(value int) int {\n\ttotal := 0\n${body}\n\treturn total\n}\n\nfunc main() {\n\tvar value int\n\tfmt.Scan(&value)\n\tfmt.Println(depthCount(value))\n}\n`;
  }
}

export const REAL_PROGRAMS: RealProgram[] = [
  // ---------------------------------------------------------------- Python
  {
    name: 'py stdlib-style bisect module',
    language: 'python',
    heldOut: false,
    code: `"""Bisection algorithms."""


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert item x in list a, and keep it sorted assuming a is sorted."""
    if key is None:
        lo = bisect_right(a, x, lo, hi)
    else:
        lo = bisect_right(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if (x < a[mid] if key is None else x < key(a[mid])):
            hi = mid
        else:
            lo = mid + 1
    return lo
`,
  },
  {
    name: 'py rosetta one-liner',
    language: 'python',
    heldOut: false,
    code: `print(sum(int(x) for x in input().split()))\n`,
  },
  {
    name: 'py expression one-liner',
    language: 'python',
    heldOut: false,
    code: `print(int(input()) * 2)\n`,
  },
  { name: 'py deep nesting', language: 'python', heldOut: false, code: deeplyNested('python', 40) },
  {
    name: 'py dataclass inventory',
    language: 'python',
    heldOut: true,
    code: `from dataclasses import dataclass, field
from typing import Dict


@dataclass
class Inventory:
    items: Dict[str, int] = field(default_factory=dict)

    def add(self, name: str, count: int = 1) -> None:
        self.items[name] = self.items.get(name, 0) + count

    def remove(self, name: str) -> bool:
        if self.items.get(name, 0) == 0:
            return False
        self.items[name] -= 1
        return True
`,
  },
  {
    name: 'py rosetta sieve',
    language: 'python',
    heldOut: true,
    code: `def primes_upto(limit):
    is_prime = [False] * 2 + [True] * (limit - 1)
    for n in range(int(limit**0.5 + 1.5)):
        if is_prime[n]:
            for i in range(n * n, limit + 1, n):
                is_prime[i] = False
    return [i for i, prime in enumerate(is_prime) if prime]


print(primes_upto(100))
`,
  },
  // ---------------------------------------------------------------- JavaScript
  {
    name: 'js node module with class',
    language: 'javascript',
    heldOut: false,
    code: `'use strict';

const EventEmitter = require('events');

class RateLimiter extends EventEmitter {
  constructor(limit, windowMs) {
    super();
    this.limit = limit;
    this.windowMs = windowMs;
    this.hits = new Map();
  }

  allow(key, now = Date.now()) {
    const recent = (this.hits.get(key) || []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.emit('blocked', key);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}

module.exports = { RateLimiter };
`,
  },
  {
    name: 'js script reading stdin',
    language: 'javascript',
    heldOut: false,
    code: `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
const n = parseInt(lines[0]);
const nums = lines[1].split(' ').map(Number);
let best = 0;
for (let i = 0; i < n; i++) {
  if (nums[i] > best) best = nums[i];
}
console.log(best);
`,
  },
  {
    name: 'js c-like loop',
    language: 'javascript',
    heldOut: false,
    code: `let total = 0;
for (let i = 0; i < 10; i++) {
  total += i * i;
}
console.log(total);
`,
  },
  { name: 'js deep nesting', language: 'javascript', heldOut: false, code: deeplyNested('javascript', 40) },
  {
    name: 'js lodash-style debounce',
    language: 'javascript',
    heldOut: true,
    code: `function debounce(func, wait, options) {
  let lastArgs, lastThis, result, timerId;
  const leading = !!(options && options.leading);
  function invoke() {
    const args = lastArgs;
    const thisArg = lastThis;
    lastArgs = lastThis = undefined;
    result = func.apply(thisArg, args);
    return result;
  }
  return function debounced(...args) {
    lastArgs = args;
    lastThis = this;
    if (timerId === undefined && leading) return invoke();
    clearTimeout(timerId);
    timerId = setTimeout(invoke, wait);
    return result;
  };
}

export default debounce;
`,
  },
  {
    name: 'js rosetta fizzbuzz',
    language: 'javascript',
    heldOut: true,
    code: `for (var i = 1; i <= 100; i++) {
  var output = '';
  if (i % 3 === 0) output += 'Fizz';
  if (i % 5 === 0) output += 'Buzz';
  console.log(output || i);
}
`,
  },
  // ---------------------------------------------------------------- TypeScript
  {
    name: 'ts generic stack',
    language: 'typescript',
    heldOut: false,
    code: `export class Stack<T> {
  private readonly items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  pop(): T | undefined {
    return this.items.pop();
  }

  get size(): number {
    return this.items.length;
  }
}

const stack = new Stack<number>();
stack.push(1);
console.log(stack.size);
`,
  },
  { name: 'ts deep nesting', language: 'typescript', heldOut: false, code: deeplyNested('typescript', 40) },
  {
    name: 'ts interface and reducer',
    language: 'typescript',
    heldOut: true,
    code: `interface Order {
  id: string;
  total: number;
  status: 'open' | 'paid' | 'cancelled';
}

export function revenue(orders: readonly Order[]): number {
  return orders
    .filter((order) => order.status === 'paid')
    .reduce((sum, order) => sum + order.total, 0);
}

const orders: Order[] = [{ id: 'a', total: 12, status: 'paid' }];
console.log(revenue(orders));
`,
  },
  // ---------------------------------------------------------------- Java
  {
    name: 'java collections-style utility',
    language: 'java',
    heldOut: false,
    code: `package com.example.util;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public final class Lists {
    private Lists() {}

    public static <T> List<List<T>> partition(List<T> list, int size) {
        Objects.requireNonNull(list);
        if (size <= 0) throw new IllegalArgumentException("size must be positive");
        List<List<T>> parts = new ArrayList<>();
        for (int start = 0; start < list.size(); start += size) {
            parts.add(new ArrayList<>(list.subList(start, Math.min(list.size(), start + size))));
        }
        return parts;
    }
}
`,
  },
  {
    name: 'java main with streams',
    language: 'java',
    heldOut: false,
    code: `import java.io.*;
import java.util.*;
import java.util.stream.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        List<Integer> values = Arrays.stream(in.readLine().split(" ")).map(Integer::parseInt).collect(Collectors.toList());
        System.out.println(values.stream().limit(n).mapToInt(Integer::intValue).sum());
    }
}
`,
  },
  { name: 'java deep nesting', language: 'java', heldOut: false, code: deeplyNested('java', 40) },
  {
    name: 'java record and switch',
    language: 'java',
    heldOut: true,
    code: `import java.util.*;

public class Main {
    record Point(int x, int y) {
        Point move(char direction) {
            return switch (direction) {
                case 'N' -> new Point(x, y + 1);
                case 'S' -> new Point(x, y - 1);
                case 'E' -> new Point(x + 1, y);
                default -> new Point(x - 1, y);
            };
        }
    }

    public static void main(String[] args) {
        Point p = new Point(0, 0);
        for (char c : new Scanner(System.in).next().toCharArray()) p = p.move(c);
        System.out.println(p);
    }
}
`,
  },
  // ---------------------------------------------------------------- C++
  {
    name: 'cpp template header',
    language: 'cpp',
    heldOut: false,
    code: `#pragma once
#include <cstddef>
#include <utility>

template <typename T, std::size_t N>
class RingBuffer {
public:
    bool push(T value) {
        if (count_ == N) return false;
        data_[(head_ + count_++) % N] = std::move(value);
        return true;
    }
    T pop() {
        T value = std::move(data_[head_]);
        head_ = (head_ + 1) % N;
        --count_;
        return value;
    }
    std::size_t size() const { return count_; }

private:
    T data_[N];
    std::size_t head_ = 0, count_ = 0;
};
`,
  },
  {
    name: 'cpp competitive main',
    language: 'cpp',
    heldOut: false,
    code: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    sort(a.begin(), a.end());
    cout << a.back() - a.front() << '\\n';
    return 0;
}
`,
  },
  { name: 'cpp deep nesting', language: 'cpp', heldOut: false, code: deeplyNested('cpp', 40) },
  {
    name: 'cpp deep nesting, 120 levels',
    language: 'cpp',
    heldOut: true,
    code: deeplyNested('cpp', 120),
  },
  {
    name: 'cpp lambda and map',
    language: 'cpp',
    heldOut: true,
    code: `#include <iostream>
#include <map>
#include <string>
#include <algorithm>

int main() {
    std::map<std::string, int> counts;
    std::string word;
    while (std::cin >> word) ++counts[word];
    auto best = std::max_element(counts.begin(), counts.end(),
                                 [](const auto& a, const auto& b) { return a.second < b.second; });
    if (best != counts.end()) std::cout << best->first << ' ' << best->second << '\\n';
}
`,
  },
  // ---------------------------------------------------------------- Go
  {
    name: 'go stdlib-style package',
    language: 'go',
    heldOut: false,
    code: `package stack

// Stack is a last-in first-out collection.
type Stack[T any] struct {
	items []T
}

// Push adds v on top.
func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

// Pop removes the top item; ok is false when the stack is empty.
func (s *Stack[T]) Pop() (v T, ok bool) {
	if len(s.items) == 0 {
		return v, false
	}
	v = s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}
`,
  },
  { name: 'go deep nesting', language: 'go', heldOut: false, code: deeplyNested('go', 40) },
  {
    name: 'go main with bufio',
    language: 'go',
    heldOut: true,
    code: `package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	words := map[string]int{}
	for scanner.Scan() {
		for _, w := range strings.Fields(scanner.Text()) {
			words[strings.ToLower(w)]++
		}
	}
	fmt.Println(len(words))
}
`,
  },
  // ---------------------------------------------------------------- other languages
  {
    name: 'C# class without usings',
    language: 'other',
    heldOut: false,
    code: `public class Program
{
    public static void Main(string[] args)
    {
        int total = 0;
        for (int i = 0; i < 10; i++)
        {
            total += i;
        }
        Console.WriteLine(total);
    }
}
`,
  },
  {
    name: 'C# linq program',
    language: 'other',
    heldOut: true,
    code: `using System;
using System.Collections.Generic;
using System.Linq;

namespace Rosetta
{
    public static class Program
    {
        public static void Main(string[] args)
        {
            var words = new List<string> { "alpha", "beta", "gamma" };
            foreach (var word in words.Where(w => w.Length > 4))
            {
                Console.WriteLine($"{word}: {word.Length}");
            }
        }
    }
}
`,
  },
  {
    name: 'Kotlin main',
    language: 'other',
    heldOut: false,
    code: `fun main() {
    val n = readLine()!!.trim().toInt()
    val values = readLine()!!.split(" ").map { it.toInt() }
    println(values.take(n).sum())
}
`,
  },
  {
    name: 'Kotlin data class',
    language: 'other',
    heldOut: true,
    code: `data class Point(val x: Int, val y: Int) {
    fun manhattan(other: Point): Int = Math.abs(x - other.x) + Math.abs(y - other.y)
}

fun main() {
    val a = Point(1, 2)
    println(a.manhattan(Point(4, 6)))
}
`,
  },
  {
    name: 'Rust main',
    language: 'other',
    heldOut: false,
    code: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let total: i64 = input.split_whitespace().skip(1).map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", total);
}
`,
  },
  {
    name: 'Rust struct impl',
    language: 'other',
    heldOut: true,
    code: `struct Counter {
    count: u32,
}

impl Counter {
    fn new() -> Counter {
        Counter { count: 0 }
    }

    fn tick(&mut self) -> u32 {
        self.count += 1;
        self.count
    }
}
`,
  },
  {
    name: 'PHP script',
    language: 'other',
    heldOut: false,
    code: `<?php
$lines = file('php://stdin');
$n = intval($lines[0]);
$values = array_map('intval', explode(' ', trim($lines[1])));
echo array_sum(array_slice($values, 0, $n)) . PHP_EOL;
`,
  },
  {
    name: 'PHP without open tag',
    language: 'other',
    heldOut: true,
    code: `function gcd($a, $b) {
    while ($b != 0) {
        $t = $b;
        $b = $a % $b;
        $a = $t;
    }
    return $a;
}
echo gcd(12, 18);
`,
  },
  {
    name: 'Ruby script',
    language: 'other',
    heldOut: false,
    code: `n = gets.to_i
values = gets.split.map(&:to_i)
puts values.first(n).sum
`,
  },
  {
    name: 'Ruby class',
    language: 'other',
    heldOut: true,
    code: `class Greeter
  def initialize(name)
    @name = name
  end

  def greet
    puts "Hello, #{@name}!"
  end
end

Greeter.new("world").greet
`,
  },
];
