import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { describe, it } from 'node:test';
import { configuredSlotCount } from '../../src/evaluator/sandbox/slot-pool';

describe('sandbox slots per worker', () => {
  it("default to the machine's cores", () => {
    assert.equal(configuredSlotCount({}), availableParallelism());
  });

  it('follow SANDBOX_SLOTS when it is a positive whole number, and ignore anything else', () => {
    assert.equal(configuredSlotCount({ SANDBOX_SLOTS: '5' }), 5);
    for (const value of ['0', '-2', '1.5', 'many', '']) {
      assert.equal(configuredSlotCount({ SANDBOX_SLOTS: value }), availableParallelism(), value);
    }
  });
});
