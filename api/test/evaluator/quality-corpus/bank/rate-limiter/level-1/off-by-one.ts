const fs = require('fs');

interface Counter {
  allowed: number;
  denied: number;
  window: number;
  used: number;
  epoch: number;
}

class Limiter {
  private limit = 0;
  private windowSize = 0;
  private active = false;
  private epoch = 0;
  private counters = new Map<string, Counter>();

  configure(limit: number, windowSize: number): string {
    this.limit = limit;
    this.windowSize = windowSize;
    this.active = true;
    this.epoch++;
    return 'OK';
  }

  private counter(client: string): Counter {
    let c = this.counters.get(client);
    if (!c) {
      c = { allowed: 0, denied: 0, window: -1, used: 0, epoch: this.epoch };
      this.counters.set(client, c);
    }
    return c;
  }

  request(time: number, client: string): string {
    const c = this.counter(client);
    if (this.active) {
      const window = Math.floor(time / this.windowSize);
      if (c.window !== window || c.epoch !== this.epoch) {
        c.window = window;
        c.epoch = this.epoch;
        c.used = 0;
      }
      if (c.used <= this.limit) {
        c.used++;
      } else {
        c.denied++;
        return 'DENY';
      }
    }
    c.allowed++;
    return 'ALLOW';
  }

  stats(client: string): string {
    const c = this.counters.get(client);
    return c ? `${c.allowed} ${c.denied}` : '0 0';
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const limiter = new Limiter();
const out: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) {
  const parts = lines[i].trim().split(' ');
  if (parts[0] === 'LIMIT') out.push(limiter.configure(Number(parts[1]), Number(parts[2])));
  else if (parts[0] === 'REQUEST') out.push(limiter.request(Number(parts[1]), parts[2]));
  else out.push(limiter.stats(parts[1]));
}
console.log(out.join('\n'));
