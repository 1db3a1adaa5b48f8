import sys


class Ledger:
    def __init__(self):
        self.balances = {}

    def _adjust(self, user, delta):
        self.balances[user] = self.balances.get(user, 0) + delta

    def add_expense(self, payer, amount, participants):
        self._adjust(payer, amount)
        base, remainder = divmod(amount, len(participants))
        for position, participant in enumerate(participants):
            share = base + 1 if position < remainder else base
            self._adjust(participant, -share)
        return "OK"

    def balance(self, user):
        return str(self.balances[user])


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    ledger = Ledger()
    results = []
    for line in lines[1:n + 1]:
        command, *args = line.split()
        if command == "EXPENSE":
            count = int(args[2])
            results.append(ledger.add_expense(args[0], int(args[1]), args[3:3 + count]))
        elif command == "BALANCE":
            results.append(ledger.balance(args[0]))
    sys.stdout.write("\n".join(results) + "\n")


main()
