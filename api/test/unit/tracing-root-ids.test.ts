import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROOT_CONTEXT, isValidTraceId } from '@opentelemetry/api';
import { SamplingDecision, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-node';
import { traceIdWithAccumulation } from '../../src/lib/tracing';

const keeps = (sampler: TraceIdRatioBasedSampler, traceId: string) =>
  sampler.shouldSample(ROOT_CONTEXT, traceId).decision === SamplingDecision.RECORD_AND_SAMPLED;

/**
 * A new trace is decided on one random number before its id is written (lib/tracing.ts): the id drawn
 * afterwards must be one the SDK's own sampler decides the same way, and as random as the SDK's ids.
 */
describe('trace ids drawn for a decided root', () => {
  it('are kept by TraceIdRatioBasedSampler exactly when their drawn value is under its bound', () => {
    for (const ratio of [0.001, 0.1, 0.5, 0.9]) {
      const sampler = new TraceIdRatioBasedSampler(ratio);
      const bound = Math.floor(ratio * 0xffffffff);
      for (let draw = 0; draw < 5_000; draw += 1) {
        const accumulation = (Math.random() * 0x100000000) >>> 0;
        const traceId = traceIdWithAccumulation(accumulation);
        assert.ok(isValidTraceId(traceId), traceId);
        assert.equal(keeps(sampler, traceId), accumulation < bound, `${traceId} at ${ratio}`);
      }
    }
    // The edges: the bound's neighbours, and the values 0 and 2^32 - 1.
    const sampler = new TraceIdRatioBasedSampler(0.1);
    const bound = Math.floor(0.1 * 0xffffffff);
    for (const [accumulation, expected] of [
      [bound - 1, true],
      [bound, false],
      [0, true],
      [0xffffffff, false],
    ] as const)
      assert.equal(keeps(sampler, traceIdWithAccumulation(accumulation)), expected, String(accumulation));
  });

  it('differ in every position, as random ids do, even for one drawn value', () => {
    const ids = Array.from({ length: 400 }, () => traceIdWithAccumulation(12345));
    assert.equal(new Set(ids).size, ids.length);
    for (let position = 0; position < 32; position += 1)
      assert.ok(new Set(ids.map((id) => id[position])).size > 8, `hex digit ${position} varies`);
  });
});
