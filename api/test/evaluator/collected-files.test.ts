import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_COLLECTED_FILES, parseCollectedFiles } from '../../src/evaluator/sandbox/collected-files.js';

function entry(name: string, content: string, mode = '644', size = Buffer.byteLength(content)): string {
  return `${size} ${mode} ./${name}\n${content}`;
}

describe("a compile sandbox's output files", () => {
  test('come back with their paths, bytes and executable bit', () => {
    const files = parseCollectedFiles(
      Buffer.from(entry('main', 'ELF\n\0binary', '755') + entry('pkg/Main$Inner.class', 'cafe')),
    );
    assert.deepEqual(
      files.map(({ path, content, executable }) => [path, content.toString(), executable]),
      [
        ['main', 'ELF\n\0binary', true],
        ['pkg/Main$Inner.class', 'cafe', false],
      ],
    );
    assert.deepEqual(parseCollectedFiles(Buffer.alloc(0)), []);
  });

  test('are refused whole when a name would leave the directory or the stream is malformed', () => {
    for (const stream of [
      entry('../escape', 'x'),
      entry('a/../../escape', 'x'),
      entry('a//b', 'x'),
      `1 644 /etc/passwd\nx`,
      entry('short', 'abc', '644', 10),
      entry('twice', 'a') + entry('twice', 'b'),
      'no header at all',
    ])
      assert.throws(() => parseCollectedFiles(Buffer.from(stream)), Error, JSON.stringify(stream));
    const tooMany = Array.from({ length: MAX_COLLECTED_FILES + 1 }, (_x, index) =>
      entry(`C${index}.class`, 'x'),
    );
    assert.throws(() => parseCollectedFiles(Buffer.from(tooMany.join(''))), /more than/);
  });
});
