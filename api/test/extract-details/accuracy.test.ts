import assert from 'node:assert/strict';
import { it } from 'node:test';
import { extractJobDetails } from '../../src/features/job-openings/extract-details.ts';
import {
  formatAccuracyReport,
  measureExtractionAccuracy,
} from '../../src/features/job-openings/extract-details/accuracy-report.ts';
import { DEVELOPMENT_POSTS, HELD_OUT_POSTS } from './corpus.ts';

const ALL_POSTS = [...DEVELOPMENT_POSTS, ...HELD_OUT_POSTS];

it('extracts every field of the labelled posts with at least 90% accuracy', () => {
  assert.ok(ALL_POSTS.length >= 30);
  const development = measureExtractionAccuracy(DEVELOPMENT_POSTS, extractJobDetails);
  const heldOut = measureExtractionAccuracy(HELD_OUT_POSTS, extractJobDetails);
  const all = measureExtractionAccuracy(ALL_POSTS, extractJobDetails);
  console.log(
    formatAccuracyReport(`extract-details: ${DEVELOPMENT_POSTS.length} development posts`, development),
  );
  console.log(
    formatAccuracyReport(`extract-details: ${HELD_OUT_POSTS.length} posts written after the rules`, heldOut),
  );
  console.log(formatAccuracyReport(`extract-details: all ${ALL_POSTS.length} posts`, all));
  for (const { field, accuracy } of all.fields) assert.ok(accuracy >= 0.9, `${field}: ${accuracy}`);
  assert.ok(all.skillRecall >= 0.95 && all.skillPrecision >= 0.95);
});
