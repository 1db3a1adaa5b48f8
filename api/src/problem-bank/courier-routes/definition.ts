import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  LEVEL_1_BOUNDS,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureUnweightedNetwork,
  measureWeightedNetwork,
  WEIGHTED_LEVEL_BOUNDS,
} from './tests.js';

export const courierRoutes = defineProblem({
  slug: 'courier-routes',
  title: 'Courier Routes',
  category: 'dsa',
  tags: ['dsa', 'graphs', 'bfs', 'dijkstra'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 2000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds: { ...LEVEL_1_BOUNDS, measure: measureUnweightedNetwork },
    },
    {
      // 100 000 hubs and 200 000 roads: the Python reference's heap needs ~2 s of CPU on a busy machine.
      timeLimitMs: 4000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds: { ...WEIGHTED_LEVEL_BOUNDS, measure: measureWeightedNetwork },
    },
    {
      timeLimitMs: 4000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds: { ...WEIGHTED_LEVEL_BOUNDS, measure: measureWeightedNetwork },
    },
  ],
});
