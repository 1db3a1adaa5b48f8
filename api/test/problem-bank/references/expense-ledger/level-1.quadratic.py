import sys


class Ledger:
    """Keeps every expense; a balance is worked out from the whole history when asked."""

    def __init__(self):
        self.expenses = []

    def equal(self, payer, amount, users):
        self.expenses.append((payer, amount, users))
        return "OK"

    def balance(self, user):
        total = 0
        for payer, amount, users in self.expenses:
            if payer == user:
                total += amount
            base, remainder = divmod(amount, len(users))
            for i, member in enumerate(users):
                if member == user:
                    total -= base + (1 if i < remainder else 0)
        return str(total)


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
