import sys


class KeyValueStore:
    def __init__(self):
        self.values = {}
        self.holders_per_value = {}

    def _change_holders(self, value, delta):
        self.holders_per_value[value] = self.holders_per_value.get(value, 0) + delta

    def set(self, key, value):
        previous = self.values.get(key)
        if previous is not None:
            self._change_holders(previous, -1)
        self.values[key] = value
        self._change_holders(value, 1)
        return "NULL" if previous is None else previous

    def get(self, key):
        return self.values.get(key, "NULL")

    def delete(self, key):
        if key not in self.values:
            return "NOT_FOUND"
        self._change_holders(self.values.pop(key), -1)
        return "DELETED"

    def count(self, value):
        return str(self.holders_per_value.get(value, 0))


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    store = KeyValueStore()
    handlers = {
        "SET": lambda args: store.set(args[0], args[1]),
        "GET": lambda args: store.get(args[0]),
        "DELETE": lambda args: store.delete(args[0]),
        "COUNT": lambda args: store.count(args[0]),
    }
    results = []
    for line in lines[1:n + 1]:
        command, *args = line.split()
        results.append(handlers[command](args))
    sys.stdout.write("\n".join(results) + "\n")


main()
