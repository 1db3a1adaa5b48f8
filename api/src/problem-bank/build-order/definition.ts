import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureTimedPipeline,
  measureUntimedPipeline,
  TIMED_LEVEL_BOUNDS,
  UNTIMED_LEVEL_BOUNDS,
} from './tests.js';

export const buildOrder = defineProblem({
  slug: 'build-order',
  title: 'Build Pipeline',
  category: 'dsa',
  tags: ['dsa', 'graphs', 'topological sort', 'heap'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 3000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds: { ...UNTIMED_LEVEL_BOUNDS, measure: measureUntimedPipeline },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds: { ...TIMED_LEVEL_BOUNDS, measure: measureTimedPipeline },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds: { ...TIMED_LEVEL_BOUNDS, measure: measureTimedPipeline },
    },
  ],
});
