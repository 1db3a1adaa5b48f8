import sys


class KeyValueStore:
    def __init__(self):
        self.values = {}
        self.holders_per_value = {}

    def set(self, key, value):
        if key in self.values:
            self.holders_per_value[self.values[key]] -= 1
        self.values[key] = value
        self.holders_per_value[value] = self.holders_per_value.get(value, 0) + 1
        return "OK"

    def get(self, key):
        return self.values.get(key, "NULL")

    def delete(self, key):
        if key not in self.values:
            return "NOT_FOUND"
        old_value = self.values.pop(key)
        self.holders_per_value[old_value] -= 1
        return "DELETED"

    def count(self, value):
        return str(self.holders_per_value[value])


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    store = KeyValueStore()
    results = []
    for line in lines[1:n + 1]:
        command, *args = line.split()
        if command == "SET":
            results.append(store.set(args[0], args[1]))
        elif command == "GET":
            results.append(store.get(args[0]))
        elif command == "DELETE":
            results.append(store.delete(args[0]))
        elif command == "COUNT":
            results.append(store.count(args[0]))
    sys.stdout.write("\n".join(results) + "\n")


main()
