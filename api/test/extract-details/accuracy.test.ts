import assert from 'node:assert/strict';
import { it } from 'node:test';
import { extractJobDetails } from '../../src/features/job-openings/extract-details.ts';
import {
  formatAccuracyReport,
  measureExtractionAccuracy,
} from '../../src/features/job-openings/extract-details/accuracy-report.ts';
import { DEVELOPMENT_POSTS, HELD_OUT_POSTS } from './corpus.ts';
import { NEW_FORMAT_POSTS } from './new-format-corpus.ts';

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

// Issue 13's held-out set, never tuned on: reported apart. Only the fields issue 13 changed (link,
// skills, FAANG+) have to hold; titles in unfamiliar formats are a known weakness, shown, not hidden.
it('reports the posts in new formats on their own, and keeps what issue 13 fixed on them', () => {
  assert.equal(NEW_FORMAT_POSTS.length, 10);
  const newFormats = measureExtractionAccuracy(NEW_FORMAT_POSTS, extractJobDetails);
  console.log(
    formatAccuracyReport(
      `extract-details: ${NEW_FORMAT_POSTS.length} posts in new formats (held out, issue 13)`,
      newFormats,
    ),
  );
  for (const { field, accuracy } of newFormats.fields) {
    if (field === 'link' || field === 'skills' || field === 'faang_level')
      assert.ok(accuracy >= 0.9, `${field}: ${accuracy}`);
  }
});
