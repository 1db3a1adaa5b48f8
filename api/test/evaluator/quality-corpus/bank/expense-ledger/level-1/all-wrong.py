import sys


class Ledger:
    def __init__(self):
        self.spent = {}

    def _charge(self, user, share):
        self.spent[user] = self.spent.get(user, 0) + share

    def add_expense(self, payer, amount, participants):
        base, remainder = divmod(amount, len(participants))
        for position, participant in enumerate(participants):
            self._charge(participant, base + (1 if position < remainder else 0))
        return "OK"

    def balance(self, user):
        return str(self.spent.get(user, 0))


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    ledger = Ledger()
    results = []
    for line in lines[1:n + 1]:
        parts = line.split()
        if parts[0] == "EXPENSE":
            count = int(parts[3])
            results.append(ledger.add_expense(parts[1], int(parts[2]), parts[4:4 + count]))
        elif parts[0] == "BALANCE":
            results.append(ledger.balance(parts[1]))
    sys.stdout.write("\n".join(results) + "\n")


main()
