import sys

MISSING = object()


class Store:
    def __init__(self):
        self.values = {}
        self.value_counts = {}
        self.undo_logs = []

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
        if self.undo_logs and key not in self.undo_logs[-1]:
            self.undo_logs[-1][key] = self.values.get(key, MISSING)
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

    def increment(self, key, delta):
        current = self.values.get(key, "0")
        digits = current[1:] if current.startswith("-") else current
        if not digits.isdigit():
            return "ERROR"
        new_value = str(int(current) + delta)
        self._write(key, new_value)
        return new_value

    def begin(self):
        self.undo_logs.append({})
        return "OK"

    def rollback(self):
        if not self.undo_logs:
            return "NO_TRANSACTION"
        for key, previous in self.undo_logs.pop().items():
            self._apply(key, previous)
        return "OK"

    def commit(self):
        if not self.undo_logs:
            return "NO_TRANSACTION"
        finished = self.undo_logs.pop()
        if self.undo_logs:
            parent = self.undo_logs[-1]
            if len(parent) < len(finished):
                finished.update(parent)
                self.undo_logs[-1] = finished
            else:
                for key, previous in finished.items():
                    parent.setdefault(key, previous)
        return "OK"

    def depth(self):
        return str(len(self.undo_logs))


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
        elif command == "BEGIN":
            out.append(store.begin())
        elif command == "ROLLBACK":
            out.append(store.rollback())
        elif command == "COMMIT":
            out.append(store.commit())
        elif command == "INCR":
            out.append(store.increment(parts[1], int(parts[2])))
        elif command == "DEPTH":
            out.append(store.depth())
    sys.stdout.write("\n".join(out) + "\n")


main()
