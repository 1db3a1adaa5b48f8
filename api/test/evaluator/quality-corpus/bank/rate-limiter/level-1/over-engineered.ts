const fs = require('fs');

// ---------- contracts ----------
interface RateRule {
  readonly maxRequests: number;
  readonly windowSeconds: number;
}

type Decision = 'ALLOW' | 'DENY';

interface RateLimitingAlgorithm {
  decide(state: ClientWindowState, rule: RateRule, time: number): Decision;
}

interface RateLimiter {
  configure(rule: RateRule): void;
  evaluate(time: number, clientId: string): Decision;
}

interface StatisticsSink {
  record(clientId: string, decision: Decision): void;
  snapshot(clientId: string): ClientStatistics;
}

interface ClientStatistics {
  readonly allowed: number;
  readonly denied: number;
}

// ---------- state ----------
class ClientWindowState {
  windowIndex = -1;
  countInWindow = 0;
  generation = -1;
}

// ---------- algorithms ----------
/** Fixed windows: second t belongs to window floor(t / w); only allowed requests are counted. */
class FixedWindowAlgorithm implements RateLimitingAlgorithm {
  decide(state: ClientWindowState, rule: RateRule, time: number): Decision {
    const windowIndex = Math.floor(time / rule.windowSeconds);
    if (windowIndex !== state.windowIndex) {
      state.windowIndex = windowIndex;
      state.countInWindow = 0;
    }
    if (state.countInWindow >= rule.maxRequests) return 'DENY';
    state.countInWindow++;
    return 'ALLOW';
  }
}

class AlgorithmFactory {
  private static readonly registry: Record<string, () => RateLimitingAlgorithm> = {
    'fixed-window': () => new FixedWindowAlgorithm(),
  };

  static create(name: string): RateLimitingAlgorithm {
    const build = AlgorithmFactory.registry[name];
    if (!build) throw new Error(`unknown algorithm ${name}`);
    return build();
  }
}

// ---------- statistics ----------
class InMemoryStatistics implements StatisticsSink {
  private readonly counters = new Map<string, { allowed: number; denied: number }>();

  record(clientId: string, decision: Decision): void {
    let counter = this.counters.get(clientId);
    if (!counter) {
      counter = { allowed: 0, denied: 0 };
      this.counters.set(clientId, counter);
    }
    if (decision === 'ALLOW') counter.allowed++;
    else counter.denied++;
  }

  snapshot(clientId: string): ClientStatistics {
    return this.counters.get(clientId) ?? { allowed: 0, denied: 0 };
  }
}

// ---------- limiter ----------
class ConfigurableRateLimiter implements RateLimiter {
  private rule: RateRule | null = null;
  /** Bumped by every new rule: a client state of an older generation is treated as fresh. */
  private generation = 0;
  private readonly states = new Map<string, ClientWindowState>();

  constructor(private readonly algorithm: RateLimitingAlgorithm, private readonly statistics: StatisticsSink) {}

  configure(rule: RateRule): void {
    this.rule = rule;
    this.generation++;
  }

  evaluate(time: number, clientId: string): Decision {
    const decision = this.rule === null ? 'ALLOW' : this.algorithm.decide(this.stateFor(clientId), this.rule, time);
    this.statistics.record(clientId, decision);
    return decision;
  }

  private stateFor(clientId: string): ClientWindowState {
    let state = this.states.get(clientId);
    if (!state) {
      state = new ClientWindowState();
      this.states.set(clientId, state);
    }
    if (state.generation !== this.generation) {
      state.generation = this.generation;
      state.windowIndex = -1;
      state.countInWindow = 0;
    }
    return state;
  }
}

// ---------- command handling ----------
interface CommandContext {
  readonly limiter: RateLimiter;
  readonly statistics: StatisticsSink;
}

type CommandHandler = (args: readonly string[], context: CommandContext) => string;

const COMMAND_HANDLERS: ReadonlyMap<string, CommandHandler> = new Map<string, CommandHandler>([
  [
    'LIMIT',
    ([maxRequests, windowSeconds], { limiter }) => {
      limiter.configure({ maxRequests: Number(maxRequests), windowSeconds: Number(windowSeconds) });
      return 'OK';
    },
  ],
  ['REQUEST', ([time, clientId], { limiter }) => limiter.evaluate(Number(time), clientId)],
  [
    'STATS',
    ([clientId], { statistics }) => {
      const { allowed, denied } = statistics.snapshot(clientId);
      return `${allowed} ${denied}`;
    },
  ],
]);

class RateLimiterApplication {
  private readonly context: CommandContext;

  constructor(algorithmName: string) {
    const statistics = new InMemoryStatistics();
    this.context = { statistics, limiter: new ConfigurableRateLimiter(AlgorithmFactory.create(algorithmName), statistics) };
  }

  run(script: string): string[] {
    const lines = script.split('\n');
    const replies: string[] = [];
    for (let i = 1; i <= Number(lines[0]); i++) {
      const [name, ...args] = lines[i].trim().split(/\s+/);
      const handler = COMMAND_HANDLERS.get(name);
      if (!handler) throw new Error(`unknown command ${name}`);
      replies.push(handler(args, this.context));
    }
    return replies;
  }
}

const app = new RateLimiterApplication('fixed-window');
process.stdout.write(app.run(fs.readFileSync(0, 'utf8')).join('\n') + '\n');
