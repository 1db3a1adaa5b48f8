import sys
from collections import deque


class ClientState:
    def __init__(self):
        self.rule = None
        self.allowed = 0
        self.denied = 0
        self.log = deque()
        self.log_cost = 0

    def forget_history(self):
        self.log.clear()
        self.log_cost = 0


class SlidingWindowLimiter:
    def __init__(self):
        self.default_rule = None
        self.clients = {}

    def client(self, name):
        if name not in self.clients:
            self.clients[name] = ClientState()
        return self.clients[name]

    def set_default(self, limit, window):
        self.default_rule = (limit, window)
        for state in self.clients.values():
            if state.rule is None:
                state.forget_history()
        return "OK"

    def set_client_rule(self, name, limit, window):
        state = self.client(name)
        state.rule = (limit, window)
        state.forget_history()
        return "OK"

    def _expire(self, state, window, time):
        while state.log and state.log[0][0] <= time - window:
            state.log_cost -= state.log.popleft()[1]

    def request(self, time, name, cost):
        state = self.client(name)
        rule = state.rule or self.default_rule
        allowed = True
        if rule is not None:
            limit, window = rule
            self._expire(state, window, time)
            allowed = state.log_cost + cost <= limit
            if allowed:
                state.log.append((time, cost))
                state.log_cost += cost
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
    limiter = SlidingWindowLimiter()
    out = []
    for line in lines[1:n + 1]:
        parts = line.split()
        command = parts[0]
        if command == "LIMIT":
            out.append(limiter.set_default(int(parts[1]), int(parts[2])))
        elif command == "CLIENT_LIMIT":
            out.append(limiter.set_client_rule(parts[1], int(parts[2]), int(parts[3])))
        elif command == "REQUEST":
            out.append(limiter.request(int(parts[1]), parts[2], 1))
        else:
            out.append(limiter.stats(parts[1]))
    sys.stdout.write("\n".join(out) + "\n")


main()
