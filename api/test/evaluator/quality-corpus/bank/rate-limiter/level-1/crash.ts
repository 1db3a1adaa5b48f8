const fs = require('fs');

type Rule = { max: number; seconds: number };

class Client {
  allowed = 0;
  denied = 0;
  window = -1;
  inWindow = 0;
}

class WindowLimiter {
  rule: Rule | null = null;
  clients: Map<string, Client> = new Map();

  setLimit(max: number, seconds: number): string {
    this.rule = { max, seconds };
    this.clients.forEach((client) => {
      client.window = -1;
      client.inWindow = 0;
    });
    return 'OK';
  }

  request(t: number, name: string): string {
    if (!this.clients.has(name)) this.clients.set(name, new Client());
    const client = this.clients.get(name)!;
    const rule = this.rule as Rule;
    const window = Math.floor(t / rule.seconds);
    if (window !== client.window) {
      client.window = window;
      client.inWindow = 0;
    }
    if (client.inWindow < rule.max) {
      client.inWindow++;
      client.allowed++;
      return 'ALLOW';
    }
    client.denied++;
    return 'DENY';
  }

  stats(name: string): string {
    const client = this.clients.get(name);
    if (!client) return '0 0';
    return client.allowed + ' ' + client.denied;
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const limiter = new WindowLimiter();
const answers: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) {
  const [cmd, a, b] = lines[i].trim().split(' ');
  if (cmd === 'LIMIT') answers.push(limiter.setLimit(Number(a), Number(b)));
  else if (cmd === 'REQUEST') answers.push(limiter.request(Number(a), b));
  else answers.push(limiter.stats(a));
}
console.log(answers.join('\n'));
