import sys

MISSING = object()


class Store:
    def __init__(self):
        self.values = {}
        self.value_counts = {}

    def _apply(self, key, value):
        previous = self.values.get(key, MISSING)
        if previous is not MISSING:
            self.value_counts[previous] -= 1
        if value is MISSING:
            self.values.pop(key, None)
        else:
            self.values[key] = value
            self.value_counts[value] = self.value_counts.get(value, 0) + 1

    def _write(self, key, value):
        self._apply(key, value)

    def set(self, key, value):
        self._write(key, value)
        return "OK"

    def get(self, key):
        return self.values.get(key, "NULL")

    def delete(self, key):
        if key not in self.values:
            return "NOT_FOUND"
        self._write(key, MISSING)
        return "DELETED"

    def count(self, value):
        return str(self.value_counts.get(value, 0))


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    store = Store()
    out = []
    for line in lines[1:n + 1]:
        parts = line.split()
        command = parts[0]
        if command == "SET":
            out.append(store.set(parts[1], parts[2]))
        elif command == "GET":
            out.append(store.get(parts[1]))
        elif command == "DELETE":
            out.append(store.delete(parts[1]))
        elif command == "COUNT":
            out.append(store.count(parts[1]))
    sys.stdout.write("\n".join(out) + "\n")


main()
