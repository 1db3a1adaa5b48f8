"""API Rate Limiter, level 1: fixed windows, per-client statistics."""
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass

RESPONSE_OK = "OK"
RESPONSE_ALLOW = "ALLOW"
RESPONSE_DENY = "DENY"
NO_WINDOW = -1


@dataclass(frozen=True)
class LimitRule:
    """At most max_requests allowed requests per window of window_seconds."""

    max_requests: int
    window_seconds: int

    def window_of(self, time):
        return time // self.window_seconds


class ClientState:
    """Lifetime statistics plus the usage of the current window."""

    def __init__(self):
        self.allowed = 0
        self.denied = 0
        self.window_index = NO_WINDOW
        self.used_in_window = 0

    def reset_window(self):
        self.window_index = NO_WINDOW
        self.used_in_window = 0

    def record(self, allowed):
        if allowed:
            self.allowed += 1
        else:
            self.denied += 1


class RateLimiter(ABC):
    """The limiter contract; later levels can swap in another algorithm."""

    @abstractmethod
    def apply_rule(self, rule):
        """Install a new rule, forgetting every client's window usage."""

    @abstractmethod
    def try_acquire(self, time, client):
        """Return True if the request is allowed."""

    @abstractmethod
    def statistics(self, client):
        """Return (allowed, denied) for the client."""


class FixedWindowRateLimiter(RateLimiter):
    def __init__(self):
        self._rule = None
        self._clients = {}

    def apply_rule(self, rule):
        self._rule = rule
        for state in self._clients.values():
            state.reset_window()

    def try_acquire(self, time, client):
        state = self._clients.setdefault(client, ClientState())
        allowed = self._admit(state, time)
        state.record(allowed)
        return allowed

    def statistics(self, client):
        state = self._clients.get(client)
        return (state.allowed, state.denied) if state else (0, 0)

    def _admit(self, state, time):
        if self._rule is None:
            return True
        window = self._rule.window_of(time)
        if window != state.window_index:
            state.window_index, state.used_in_window = window, 0
        if state.used_in_window >= self._rule.max_requests:
            return False
        state.used_in_window += 1
        return True


class RateLimiterFactory:
    """Builds the limiter for the configured algorithm."""

    ALGORITHMS = {"fixed-window": FixedWindowRateLimiter}

    @classmethod
    def create(cls, algorithm="fixed-window"):
        return cls.ALGORITHMS[algorithm]()


class Command(ABC):
    @abstractmethod
    def execute(self, limiter, arguments):
        """Run the command and return its output line."""


class LimitCommand(Command):
    def execute(self, limiter, arguments):
        limiter.apply_rule(LimitRule(int(arguments[0]), int(arguments[1])))
        return RESPONSE_OK


class RequestCommand(Command):
    def execute(self, limiter, arguments):
        allowed = limiter.try_acquire(int(arguments[0]), arguments[1])
        return RESPONSE_ALLOW if allowed else RESPONSE_DENY


class StatsCommand(Command):
    def execute(self, limiter, arguments):
        allowed, denied = limiter.statistics(arguments[0])
        return f"{allowed} {denied}"


COMMANDS = {"LIMIT": LimitCommand(), "REQUEST": RequestCommand(), "STATS": StatsCommand()}


def main():
    lines = sys.stdin.read().split("\n")
    command_count = int(lines[0])
    limiter = RateLimiterFactory.create()
    output = []
    for line in lines[1:command_count + 1]:
        name, *arguments = line.split()
        output.append(COMMANDS[name].execute(limiter, arguments))
    sys.stdout.write("\n".join(output) + "\n")


if __name__ == "__main__":
    main()
