/**
 * API Rate Limiter, level 1: fixed windows, per-client statistics.
 */
const fs = require('fs');

const Responses = Object.freeze({ OK: 'OK', ALLOW: 'ALLOW', DENY: 'DENY' });
const NO_WINDOW = -1;
const DEFAULT_ALGORITHM = 'fixed-window';

/** At most maxRequests allowed requests per window of windowSeconds. */
class LimitRule {
  constructor(maxRequests, windowSeconds) {
    this.maxRequests = maxRequests;
    this.windowSeconds = windowSeconds;
  }

  windowOf(time) {
    return Math.floor(time / this.windowSeconds);
  }
}

/** Lifetime statistics plus the usage of the current window. */
class ClientState {
  constructor() {
    this.allowed = 0;
    this.denied = 0;
    this.resetWindow();
  }

  resetWindow() {
    this.windowIndex = NO_WINDOW;
    this.usedInWindow = 0;
  }

  record(allowed) {
    if (allowed) this.allowed += 1;
    else this.denied += 1;
  }
}

/** The limiter contract; later levels can swap in another algorithm. */
class RateLimiter {
  applyRule(_rule) {
    throw new Error('RateLimiter.applyRule must be implemented');
  }

  tryAcquire(_time, _client) {
    throw new Error('RateLimiter.tryAcquire must be implemented');
  }

  statistics(_client) {
    throw new Error('RateLimiter.statistics must be implemented');
  }
}

class FixedWindowRateLimiter extends RateLimiter {
  constructor() {
    super();
    this.rule = null;
    this.clients = new Map();
  }

  applyRule(rule) {
    this.rule = rule;
    for (const state of this.clients.values()) state.resetWindow();
  }

  tryAcquire(time, client) {
    if (!this.clients.has(client)) this.clients.set(client, new ClientState());
    const state = this.clients.get(client);
    const allowed = this.admit(state, time);
    state.record(allowed);
    return allowed;
  }

  statistics(client) {
    const state = this.clients.get(client);
    return state ? { allowed: state.allowed, denied: state.denied } : { allowed: 0, denied: 0 };
  }

  admit(state, time) {
    if (this.rule === null) return true;
    const window = this.rule.windowOf(time);
    if (window !== state.windowIndex) {
      state.windowIndex = window;
      state.usedInWindow = 0;
    }
    if (state.usedInWindow >= this.rule.maxRequests) return false;
    state.usedInWindow += 1;
    return true;
  }
}

/** Builds the limiter for the configured algorithm. */
class RateLimiterFactory {
  static create(algorithm = DEFAULT_ALGORITHM) {
    const algorithms = { [DEFAULT_ALGORITHM]: FixedWindowRateLimiter };
    return new algorithms[algorithm]();
  }
}

class LimitCommand {
  execute(limiter, [maxRequests, windowSeconds]) {
    limiter.applyRule(new LimitRule(Number(maxRequests), Number(windowSeconds)));
    return Responses.OK;
  }
}

class RequestCommand {
  execute(limiter, [time, client]) {
    return limiter.tryAcquire(Number(time), client) ? Responses.ALLOW : Responses.DENY;
  }
}

class StatsCommand {
  execute(limiter, [client]) {
    const { allowed, denied } = limiter.statistics(client);
    return `${allowed} ${denied}`;
  }
}

const COMMANDS = new Map([
  ['LIMIT', new LimitCommand()],
  ['REQUEST', new RequestCommand()],
  ['STATS', new StatsCommand()],
]);

function main() {
  const lines = fs.readFileSync(0, 'utf8').split('\n');
  const commandCount = parseInt(lines[0], 10);
  const limiter = RateLimiterFactory.create();
  const output = lines.slice(1, commandCount + 1).map((line) => {
    const [name, ...args] = line.trim().split(' ');
    return COMMANDS.get(name).execute(limiter, args);
  });
  process.stdout.write(output.join('\n') + '\n');
}

main();
