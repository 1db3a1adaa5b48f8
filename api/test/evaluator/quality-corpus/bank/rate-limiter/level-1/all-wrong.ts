const chunks: Buffer[] = [];

interface Rule {
  limit: number;
  window: number;
}

interface Usage {
  total: number;
  allowed: number;
  windowStart: number;
  inWindow: number;
}

class RollingLimiter {
  private rule: Rule | null = null;
  private usage = new Map<string, Usage>();

  limit(limit: number, window: number): string {
    this.rule = { limit, window };
    for (const u of this.usage.values()) {
      u.windowStart = -Infinity;
      u.inWindow = 0;
    }
    return 'OK';
  }

  /** A client's window opens with its first request and lasts `window` seconds from there. */
  request(time: number, client: string): string {
    let u = this.usage.get(client);
    if (!u) {
      u = { total: 0, allowed: 0, windowStart: -Infinity, inWindow: 0 };
      this.usage.set(client, u);
    }
    u.total++;
    if (this.rule) {
      if (time >= u.windowStart + this.rule.window) {
        u.windowStart = time;
        u.inWindow = 0;
      }
      if (u.inWindow >= this.rule.limit) return 'DENY';
      u.inWindow++;
    }
    u.allowed++;
    return 'ALLOW';
  }

  stats(client: string): string {
    const u = this.usage.get(client);
    return u ? `${u.total} ${u.allowed}` : '0 0';
  }
}

process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const lines = Buffer.concat(chunks).toString().split('\n');
  const limiter = new RollingLimiter();
  const replies: string[] = [];
  for (let i = 1; i <= Number(lines[0]); i++) {
    const words = lines[i].trim().split(/\s+/);
    if (words[0] === 'LIMIT') replies.push(limiter.limit(Number(words[1]), Number(words[2])));
    else if (words[0] === 'REQUEST') replies.push(limiter.request(Number(words[1]), words[2]));
    else replies.push(limiter.stats(words[1]));
  }
  console.log(replies.join('\n'));
});
