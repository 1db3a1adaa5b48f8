const fs = require('fs');

class ClientState {
  constructor() {
    this.allowed = 0;
    this.denied = 0;
    this.windowIndex = -1;
    this.usedInWindow = 0;
  }

  resetWindow() {
    this.windowIndex = -1;
    this.usedInWindow = 0;
  }
}

class FixedWindowLimiter {
  constructor() {
    this.rule = null;
    this.clients = new Map();
  }

  stateOf(client) {
    if (!this.clients.has(client)) this.clients.set(client, new ClientState());
    return this.clients.get(client);
  }

  setLimit(limit, windowSeconds) {
    this.rule = { limit, windowSeconds };
    for (const state of this.clients.values()) state.resetWindow();
    return 'OK';
  }

  isAllowed(state, time) {
    const windowIndex = Math.floor(time / this.rule.windowSeconds);
    if (windowIndex !== state.windowIndex) {
      state.windowIndex = windowIndex;
      state.usedInWindow = 0;
    }
    if (state.usedInWindow < this.rule.limit) {
      state.usedInWindow++;
      return true;
    }
    return false;
  }

  request(time, client) {
    const state = this.stateOf(client);
    if (this.isAllowed(state, time)) {
      state.allowed++;
      return 'ALLOW';
    }
    state.denied++;
    return 'DENY';
  }

  stats(client) {
    const state = this.clients.get(client);
    return state ? `${state.allowed} ${state.denied}` : '0 0';
  }
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = parseInt(lines[0], 10);
const limiter = new FixedWindowLimiter();
const results = [];
for (let i = 1; i <= commandCount; i++) {
  const [command, first, second] = lines[i].trim().split(' ');
  if (command === 'LIMIT') results.push(limiter.setLimit(Number(first), Number(second)));
  else if (command === 'REQUEST') results.push(limiter.request(Number(first), second));
  else if (command === 'STATS') results.push(limiter.stats(first));
}
process.stdout.write(results.join('\n') + '\n');
