import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  LEVEL_1_BOUNDS,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureMap,
  RECLAIM_LEVEL_BOUNDS,
} from './tests.js';

export const islandGrowth = defineProblem({
  slug: 'island-growth',
  title: 'Land Reclamation',
  category: 'dsa',
  tags: ['dsa', 'grids', 'union find', 'graphs'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 3000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds: { ...LEVEL_1_BOUNDS, measure: measureMap },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds: { ...RECLAIM_LEVEL_BOUNDS, measure: measureMap },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds: { ...RECLAIM_LEVEL_BOUNDS, measure: measureMap },
    },
  ],
});
