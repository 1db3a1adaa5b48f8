import { availableParallelism } from 'node:os';
import type { SandboxIdentity } from './sandbox-types.js';

/**
 * How many evaluations one worker process runs at once: `SANDBOX_SLOTS`, or one per core the process
 * may use (a run is CPU-bound, so more slots than cores only make every verdict slower).
 */
export function configuredSlotCount(environment: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(environment.SANDBOX_SLOTS);
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
}

export interface SandboxSlot {
  index: number;
  identity: SandboxIdentity;
  /** Host directory owned by the slot's uid: builds and the Go cache live here. */
  directory: string;
}

/** Hands out slots one evaluation at a time; callers beyond the slot count wait in order. */
export class SlotPool {
  private readonly idle: SandboxSlot[];
  private readonly waiting: Array<(slot: SandboxSlot) => void> = [];

  constructor(readonly slots: SandboxSlot[]) {
    this.idle = [...slots];
  }

  async withSlot<T>(work: (slot: SandboxSlot) => Promise<T>): Promise<T> {
    const slot = this.idle.pop() ?? (await new Promise<SandboxSlot>((resolve) => this.waiting.push(resolve)));
    try {
      return await work(slot);
    } finally {
      const next = this.waiting.shift();
      if (next) next(slot);
      else this.idle.push(slot);
    }
  }
}
