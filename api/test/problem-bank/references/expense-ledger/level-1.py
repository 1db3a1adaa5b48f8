import sys


class Ledger:
    def __init__(self):
        self.balances = {}

    def _adjust(self, user, delta):
        self.balances[user] = self.balances.get(user, 0) + delta

    def _record(self, payer, amount, shares):
        self._adjust(payer, amount)
        for user, share in shares:
            self._adjust(user, -share)
        return "OK"

    def equal(self, payer, amount, users):
        base, remainder = divmod(amount, len(users))
        return self._record(payer, amount, [(u, base + (1 if i < remainder else 0)) for i, u in enumerate(users)])

    def balance(self, user):
        return str(self.balances.get(user, 0))


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    ledger = Ledger()
    out = []
    for line in lines[1:n + 1]:
        parts = line.split()
        command = parts[0]
        if command == "EXPENSE":
            k = int(parts[3])
            out.append(ledger.equal(parts[1], int(parts[2]), parts[4:4 + k]))
        elif command == "BALANCE":
            out.append(ledger.balance(parts[1]))
    sys.stdout.write("\n".join(out) + "\n")


main()
