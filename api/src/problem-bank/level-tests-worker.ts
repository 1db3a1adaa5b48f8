import { parentPort, workerData } from 'node:worker_threads';
import { problemBank } from './index.ts';

const { slug, level } = workerData as { slug: string; level: 1 | 2 | 3 };
const definition = problemBank.find((problem) => problem.slug === slug)?.levels[level - 1];
if (!definition) throw new Error(`The problem bank has no level ${level} for '${slug}'.`);
parentPort!.postMessage(definition.tests);
