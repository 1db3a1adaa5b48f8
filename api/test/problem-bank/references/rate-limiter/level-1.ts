const fs = require('fs');

interface Rule {
  limit: number;
  windowSeconds: number;
}

/** Level 2 swaps the algorithm, so callers only see this interface. */
interface RateLimiter {
  setRule(rule: Rule): void;
  tryAcquire(time: number, client: string): boolean;
}

class ClientState {
  allowed = 0;
  denied = 0;
  /** The rule this window count belongs to: a new rule makes the count stale. */
  ruleVersion = -1;
  windowIndex = -1;
  windowCount = 0;
}

class FixedWindowLimiter implements RateLimiter {
  private rule: Rule | null = null;
  private ruleVersion = 0;
  private readonly clients = new Map<string, ClientState>();

  setRule(rule: Rule): void {
    this.rule = rule;
    // Forgetting every client's count lazily keeps LIMIT O(1) however many clients exist.
    this.ruleVersion++;
  }

  tryAcquire(time: number, client: string): boolean {
    const state = this.stateOf(client);
    const allowed = this.rule === null || this.countInWindow(state, this.rule, time);
    if (allowed) state.allowed++;
    else state.denied++;
    return allowed;
  }

  stats(client: string): [number, number] {
    const state = this.clients.get(client);
    return state ? [state.allowed, state.denied] : [0, 0];
  }

  private countInWindow(state: ClientState, rule: Rule, time: number): boolean {
    const windowIndex = Math.floor(time / rule.windowSeconds);
    if (state.ruleVersion !== this.ruleVersion || state.windowIndex !== windowIndex) {
      state.ruleVersion = this.ruleVersion;
      state.windowIndex = windowIndex;
      state.windowCount = 0;
    }
    if (state.windowCount >= rule.limit) return false;
    state.windowCount++;
    return true;
  }

  private stateOf(client: string): ClientState {
    let state = this.clients.get(client);
    if (state === undefined) {
      state = new ClientState();
      this.clients.set(client, state);
    }
    return state;
  }
}

function runCommand(limiter: FixedWindowLimiter, parts: string[]): string {
  switch (parts[0]) {
    case 'LIMIT':
      limiter.setRule({ limit: Number(parts[1]), windowSeconds: Number(parts[2]) });
      return 'OK';
    case 'REQUEST':
      return limiter.tryAcquire(Number(parts[1]), parts[2]) ? 'ALLOW' : 'DENY';
    case 'STATS':
      return limiter.stats(parts[1]).join(' ');
    default:
      throw new Error(`unknown command ${parts[0]}`);
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const limiter = new FixedWindowLimiter();
const output: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) output.push(runCommand(limiter, lines[i].trim().split(/\s+/)));
process.stdout.write(output.join('\n') + '\n');
