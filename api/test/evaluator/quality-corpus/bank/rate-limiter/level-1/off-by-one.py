import sys


class ClientState:
    def __init__(self):
        self.allowed = 0
        self.denied = 0
        self.window_start = None
        self.used_in_window = 0


class FixedWindowLimiter:
    def __init__(self):
        self.limit = None
        self.window = None
        self.clients = {}

    def _state(self, client):
        if client not in self.clients:
            self.clients[client] = ClientState()
        return self.clients[client]

    def set_limit(self, limit, window):
        self.limit, self.window = limit, window
        for state in self.clients.values():
            state.window_start = None
            state.used_in_window = 0
        return "OK"

    def _within_limit(self, state, time):
        if self.limit is None:
            return True
        if state.window_start is None or time > state.window_start + self.window:
            state.window_start = time - time % self.window
            state.used_in_window = 0
        if state.used_in_window < self.limit:
            state.used_in_window += 1
            return True
        return False

    def request(self, time, client):
        state = self._state(client)
        if self._within_limit(state, time):
            state.allowed += 1
            return "ALLOW"
        state.denied += 1
        return "DENY"

    def stats(self, client):
        state = self.clients.get(client)
        if state is None:
            return "0 0"
        return f"{state.allowed} {state.denied}"


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    limiter = FixedWindowLimiter()
    results = []
    for line in lines[1:n + 1]:
        parts = line.split()
        if parts[0] == "LIMIT":
            results.append(limiter.set_limit(int(parts[1]), int(parts[2])))
        elif parts[0] == "REQUEST":
            results.append(limiter.request(int(parts[1]), parts[2]))
        elif parts[0] == "STATS":
            results.append(limiter.stats(parts[1]))
    sys.stdout.write("\n".join(results) + "\n")


main()
