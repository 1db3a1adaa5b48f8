import sys


class KeyValueStore:
    def __init__(self):
        self.values = {}
        self.holders_per_value = {}

    def _add_holder(self, value):
        self.holders_per_value[value] = self.holders_per_value.get(value, 0) + 1

    def _remove_holder(self, value):
        remaining = self.holders_per_value.get(value, 0) - 1
        if remaining > 1:
            self.holders_per_value[value] = remaining
        else:
            self.holders_per_value.pop(value, None)

    def set(self, key, value):
        if key in self.values:
            self._remove_holder(self.values[key])
        self.values[key] = value
        self._add_holder(value)
        return "OK"

    def get(self, key):
        return self.values.get(key, "NULL")

    def delete(self, key):
        if key not in self.values:
            return "NOT_FOUND"
        self._remove_holder(self.values.pop(key))
        return "DELETED"

    def count(self, value):
        return str(self.holders_per_value.get(value, 0))


def run(commands, store):
    results = []
    for command in commands:
        parts = command.split()
        name = parts[0]
        if name == "SET":
            results.append(store.set(parts[1], parts[2]))
        elif name == "GET":
            results.append(store.get(parts[1]))
        elif name == "DELETE":
            results.append(store.delete(parts[1]))
        elif name == "COUNT":
            results.append(store.count(parts[1]))
    return results


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    results = run(lines[1:n + 1], KeyValueStore())
    sys.stdout.write("\n".join(results) + "\n")


main()
