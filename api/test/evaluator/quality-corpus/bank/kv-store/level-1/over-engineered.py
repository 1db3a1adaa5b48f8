"""Transactional Key-Value Store, level 1: SET, GET, DELETE and COUNT."""
import sys
from abc import ABC, abstractmethod

RESPONSE_OK = "OK"
RESPONSE_NULL = "NULL"
RESPONSE_DELETED = "DELETED"
RESPONSE_NOT_FOUND = "NOT_FOUND"


class KeyValueStore(ABC):
    """The storage contract the commands are written against."""

    @abstractmethod
    def put(self, key, value):
        """Store value under key, replacing any previous value."""

    @abstractmethod
    def fetch(self, key):
        """Return the value under key, or None."""

    @abstractmethod
    def remove(self, key):
        """Remove key; return True if it was present."""

    @abstractmethod
    def holders_of(self, value):
        """How many keys currently hold exactly value."""


class InMemoryKeyValueStore(KeyValueStore):
    """A dict of values plus a reverse index of value -> number of holders."""

    def __init__(self):
        self._values = {}
        self._holder_counts = {}

    def put(self, key, value):
        if key in self._values:
            self._adjust_holders(self._values[key], -1)
        self._values[key] = value
        self._adjust_holders(value, +1)

    def fetch(self, key):
        return self._values.get(key)

    def remove(self, key):
        if key not in self._values:
            return False
        self._adjust_holders(self._values.pop(key), -1)
        return True

    def holders_of(self, value):
        return self._holder_counts.get(value, 0)

    def _adjust_holders(self, value, delta):
        self._holder_counts[value] = self._holder_counts.get(value, 0) + delta


class Command(ABC):
    """One script command; execute returns its output line."""

    @abstractmethod
    def execute(self, store, arguments):
        """Run against the store and return the response text."""


class SetCommand(Command):
    def execute(self, store, arguments):
        key, value = arguments
        store.put(key, value)
        return RESPONSE_OK


class GetCommand(Command):
    def execute(self, store, arguments):
        value = store.fetch(arguments[0])
        return RESPONSE_NULL if value is None else value


class DeleteCommand(Command):
    def execute(self, store, arguments):
        return RESPONSE_DELETED if store.remove(arguments[0]) else RESPONSE_NOT_FOUND


class CountCommand(Command):
    def execute(self, store, arguments):
        return str(store.holders_of(arguments[0]))


class CommandRegistry:
    """Maps command names to their (stateless) handlers."""

    def __init__(self):
        self._commands = {}

    def register(self, name, command):
        self._commands[name] = command
        return self

    def resolve(self, name):
        return self._commands[name]


def default_registry():
    return (
        CommandRegistry()
        .register("SET", SetCommand())
        .register("GET", GetCommand())
        .register("DELETE", DeleteCommand())
        .register("COUNT", CountCommand())
    )


class ScriptRunner:
    """Feeds every script line to its command and collects the responses."""

    def __init__(self, store, registry):
        self._store = store
        self._registry = registry

    def run(self, lines):
        responses = []
        for line in lines:
            name, *arguments = line.split()
            responses.append(self._registry.resolve(name).execute(self._store, arguments))
        return responses


def main():
    lines = sys.stdin.read().split("\n")
    command_count = int(lines[0])
    runner = ScriptRunner(InMemoryKeyValueStore(), default_registry())
    responses = runner.run(lines[1:command_count + 1])
    sys.stdout.write("\n".join(responses) + "\n")


if __name__ == "__main__":
    main()
