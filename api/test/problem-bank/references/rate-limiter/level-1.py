import sys


class ClientState:
    def __init__(self):
        self.allowed = 0
        self.denied = 0
        self.window_index = -1
        self.window_count = 0

    def reset(self):
        self.window_index = -1
        self.window_count = 0


class FixedWindowLimiter:
    def __init__(self):
        self.rule = None
        self.clients = {}

    def client(self, name):
        if name not in self.clients:
            self.clients[name] = ClientState()
        return self.clients[name]

    def set_limit(self, limit, window):
        self.rule = (limit, window)
        for state in self.clients.values():
            state.reset()
        return "OK"

    def request(self, time, name):
        state = self.client(name)
        allowed = True
        if self.rule is not None:
            limit, window = self.rule
            index = time // window
            if index != state.window_index:
                state.window_index, state.window_count = index, 0
            allowed = state.window_count < limit
            if allowed:
                state.window_count += 1
        if allowed:
            state.allowed += 1
            return "ALLOW"
        state.denied += 1
        return "DENY"

    def stats(self, name):
        state = self.clients.get(name)
        return f"{state.allowed} {state.denied}" if state else "0 0"


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    limiter = FixedWindowLimiter()
    out = []
    for line in lines[1:n + 1]:
        parts = line.split()
        if parts[0] == "LIMIT":
            out.append(limiter.set_limit(int(parts[1]), int(parts[2])))
        elif parts[0] == "REQUEST":
            out.append(limiter.request(int(parts[1]), parts[2]))
        else:
            out.append(limiter.stats(parts[1]))
    sys.stdout.write("\n".join(out) + "\n")


main()
