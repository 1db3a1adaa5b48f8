const fs = require('fs');

/** What the limiter remembers about one client. */
class ClientState {
  constructor() {
    this.allowed = 0;
    this.denied = 0;
    this.ruleVersion = -1; // the rule the window below was counted under
    this.windowIndex = -1;
    this.windowCount = 0;
  }
}

/** At most `limit` allowed requests per fixed window of `windowSeconds`. */
class FixedWindowRule {
  constructor(limit, windowSeconds) {
    this.limit = limit;
    this.windowSeconds = windowSeconds;
  }

  /** Decides one request and updates the client's window count. */
  tryAcquire(state, time) {
    const windowIndex = Math.floor(time / this.windowSeconds);
    if (windowIndex !== state.windowIndex) {
      state.windowIndex = windowIndex;
      state.windowCount = 0;
    }
    if (state.windowCount >= this.limit) return false;
    state.windowCount++;
    return true;
  }
}

class RateLimiter {
  constructor() {
    this.rule = null; // no rule yet: every request is allowed
    this.ruleVersion = 0;
    this.clients = new Map();
  }

  /**
   * Replaces the rule. Instead of resetting every client now, bumping the
   * version makes each client's window stale; it is reset on its next request.
   */
  setRule(rule) {
    this.rule = rule;
    this.ruleVersion++;
  }

  request(time, name) {
    const state = this.clientState(name);
    if (state.ruleVersion !== this.ruleVersion) {
      state.ruleVersion = this.ruleVersion;
      state.windowIndex = -1;
      state.windowCount = 0;
    }
    const allowed = this.rule === null || this.rule.tryAcquire(state, time);
    if (allowed) state.allowed++;
    else state.denied++;
    return allowed;
  }

  stats(name) {
    const state = this.clients.get(name);
    return state === undefined ? [0, 0] : [state.allowed, state.denied];
  }

  clientState(name) {
    let state = this.clients.get(name);
    if (state === undefined) {
      state = new ClientState();
      this.clients.set(name, state);
    }
    return state;
  }
}

function runCommand(limiter, line) {
  const [command, ...args] = line.trim().split(/\s+/);
  switch (command) {
    case 'LIMIT':
      limiter.setRule(new FixedWindowRule(Number(args[0]), Number(args[1])));
      return 'OK';
    case 'REQUEST':
      return limiter.request(Number(args[0]), args[1]) ? 'ALLOW' : 'DENY';
    case 'STATS':
      return limiter.stats(args[0]).join(' ');
    default:
      throw new Error(`unknown command: ${command}`);
  }
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const limiter = new RateLimiter();
const output = [];
for (let i = 1; i <= Number(lines[0]); i++) output.push(runCommand(limiter, lines[i]));
process.stdout.write(output.join('\n') + '\n');
