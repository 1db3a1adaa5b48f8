import { joinLines, readCommands } from '../token-reader.js';

interface Rule {
  readonly limit: number;
  readonly window: number;
}

interface ClientState {
  rule?: Rule;
  allowed: number;
  denied: number;
  /** Fixed window: the current window's index and how many requests it let through. */
  windowIndex: number;
  windowCount: number;
  /** Sliding window: allowed requests still inside the window, oldest first. */
  log: { time: number; cost: number }[];
  logHead: number;
  logCost: number;
}

type Algorithm = 'fixed-window' | 'sliding-window';

class RateLimiter {
  private defaultRule: Rule | undefined;
  private readonly clients = new Map<string, ClientState>();

  constructor(private readonly algorithm: Algorithm) {}

  setDefault(rule: Rule): string {
    this.defaultRule = rule;
    for (const state of this.clients.values()) if (state.rule === undefined) this.reset(state);
    return 'OK';
  }

  setClientRule(client: string, rule: Rule): string {
    const state = this.state(client);
    state.rule = rule;
    this.reset(state);
    return 'OK';
  }

  request(time: number, client: string, cost: number): string {
    const state = this.state(client);
    const rule = state.rule ?? this.defaultRule;
    const allowed = rule === undefined || this.tryConsume(state, rule, time, cost);
    if (allowed) state.allowed += 1;
    else state.denied += 1;
    return allowed ? 'ALLOW' : 'DENY';
  }

  remaining(time: number, client: string): string {
    const state = this.state(client);
    const rule = state.rule ?? this.defaultRule;
    if (rule === undefined) return 'UNLIMITED';
    this.expire(state, rule, time);
    return `${rule.limit - state.logCost}`;
  }

  stats(client: string): string {
    const state = this.clients.get(client);
    return `${state?.allowed ?? 0} ${state?.denied ?? 0}`;
  }

  private tryConsume(state: ClientState, rule: Rule, time: number, cost: number): boolean {
    if (this.algorithm === 'fixed-window') {
      const windowIndex = Math.floor(time / rule.window);
      if (windowIndex !== state.windowIndex) {
        state.windowIndex = windowIndex;
        state.windowCount = 0;
      }
      if (state.windowCount + cost > rule.limit) return false;
      state.windowCount += cost;
      return true;
    }
    this.expire(state, rule, time);
    if (state.logCost + cost > rule.limit) return false;
    state.log.push({ time, cost });
    state.logCost += cost;
    return true;
  }

  /** Drops logged requests at or before `time - window`: the window is (time - window, time]. */
  private expire(state: ClientState, rule: Rule, time: number): void {
    for (let oldest = state.log[state.logHead]; oldest !== undefined && oldest.time <= time - rule.window;) {
      state.logCost -= oldest.cost;
      state.logHead += 1;
      oldest = state.log[state.logHead];
    }
    if (state.logHead > 1024 && state.logHead * 2 > state.log.length) {
      state.log = state.log.slice(state.logHead);
      state.logHead = 0;
    }
  }

  private reset(state: ClientState): void {
    state.windowIndex = -1;
    state.windowCount = 0;
    state.log = [];
    state.logHead = 0;
    state.logCost = 0;
  }

  private state(client: string): ClientState {
    let state = this.clients.get(client);
    if (state === undefined) {
      state = { allowed: 0, denied: 0, windowIndex: -1, windowCount: 0, log: [], logHead: 0, logCost: 0 };
      this.clients.set(client, state);
    }
    return state;
  }
}

function runScript(input: string, algorithm: Algorithm): string {
  const limiter = new RateLimiter(algorithm);
  const output = readCommands(input).map(([command, ...args]) => {
    switch (command) {
      case 'LIMIT':
        return limiter.setDefault({ limit: Number(args[0]), window: Number(args[1]) });
      case 'CLIENT_LIMIT':
        return limiter.setClientRule(args[0] ?? '', { limit: Number(args[1]), window: Number(args[2]) });
      case 'REQUEST':
        return limiter.request(Number(args[0]), args[1] ?? '', args[2] === undefined ? 1 : Number(args[2]));
      case 'REMAINING':
        return limiter.remaining(Number(args[0]), args[1] ?? '');
      case 'STATS':
        return limiter.stats(args[0] ?? '');
      default:
        throw new Error(`Unknown command ${command}`);
    }
  });
  return joinLines(output);
}

export const solveLevel1 = (input: string) => runScript(input, 'fixed-window');
export const solveLevel2 = (input: string) => runScript(input, 'sliding-window');
export const solveLevel3 = (input: string) => runScript(input, 'sliding-window');
