import sys


class FixedWindowLimiter:
    """Keeps every allowed request and counts the client's window afresh each time."""

    def __init__(self):
        self.rule = None
        self.log = []
        self.stats = {}

    def request(self, time, name):
        allowed_count, denied_count = self.stats.get(name, (0, 0))
        allowed = True
        if self.rule is not None:
            limit, window = self.rule
            start = time // window * window
            used = 0
            for when, who in self.log:
                if who == name and when >= start:
                    used += 1
            allowed = used < limit
        if allowed:
            self.log.append((time, name))
            self.stats[name] = (allowed_count + 1, denied_count)
            return "ALLOW"
        self.stats[name] = (allowed_count, denied_count + 1)
        return "DENY"

    def set_limit(self, limit, window):
        self.rule = (limit, window)
        self.log = []
        return "OK"


def main():
    lines = sys.stdin.read().split("\n")
    limiter = FixedWindowLimiter()
    out = []
    for line in lines[1:int(lines[0]) + 1]:
        parts = line.split()
        if parts[0] == "LIMIT":
            out.append(limiter.set_limit(int(parts[1]), int(parts[2])))
        elif parts[0] == "REQUEST":
            out.append(limiter.request(int(parts[1]), parts[2]))
        else:
            allowed, denied = limiter.stats.get(parts[1], (0, 0))
            out.append(f"{allowed} {denied}")
    print("\n".join(out))


main()
