import sys


class Store:
    """A dict of keys; COUNT looks at every key."""

    def __init__(self):
        self.values = {}

    def set(self, key, value):
        self.values[key] = value
        return "OK"

    def get(self, key):
        return self.values.get(key, "NULL")

    def delete(self, key):
        if key not in self.values:
            return "NOT_FOUND"
        del self.values[key]
        return "DELETED"

    def count(self, value):
        return str(sum(1 for stored in self.values.values() if stored == value))


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
