import sys


class ClientState:
    def __init__(self):
        self.allowed = 0
        self.denied = 0
        self.window_index = None
        self.used_in_window = 0

    def forget_window(self):
        self.window_index = None
        self.used_in_window = 0


class FixedWindowLimiter:
    def __init__(self):
        self.rule = None
        self.clients = {}

    def set_limit(self, limit, window):
        self.rule = (limit, window)
        for state in self.clients.values():
            state.forget_window()
        return "OK"

    def _is_allowed(self, state, time):
        if self.rule is None:
            return True
        limit, window = self.rule
        index = time // window
        if index != state.window_index:
            state.window_index = index
            state.used_in_window = 0
        if state.used_in_window < limit:
            state.used_in_window += 1
            return True
        return False

    def request(self, time, client):
        state = self.clients.setdefault(client, ClientState())
        if self._is_allowed(state, time):
            state.allowed += 1
            return "ALLOW"
        state.denied += 1
        return "DENY"

    def stats(self, client):
        state = self.clients[client]
        return f"{state.allowed} {state.denied}"


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    limiter = FixedWindowLimiter()
    results = []
    for line in lines[1:n + 1]:
        command, *args = line.split()
        if command == "LIMIT":
            results.append(limiter.set_limit(int(args[0]), int(args[1])))
        elif command == "REQUEST":
            results.append(limiter.request(int(args[0]), args[1]))
        elif command == "STATS":
            results.append(limiter.stats(args[0]))
    sys.stdout.write("\n".join(results) + "\n")


main()
