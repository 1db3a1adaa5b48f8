import sys


class Ledger:
    def __init__(self):
        self.balances = {}

    def _adjust(self, user, delta):
        self.balances[user] = self.balances.get(user, 0) + delta

    def _equal_shares(self, amount, participant_count):
        base, remainder = divmod(amount, participant_count)
        shares = []
        for index in range(participant_count):
            extra = 1 if index <= remainder else 0
            shares.append(base + extra)
        return shares

    def add_expense(self, payer, amount, participants):
        self._adjust(payer, amount)
        shares = self._equal_shares(amount, len(participants))
        for participant, share in zip(participants, shares):
            self._adjust(participant, -share)
        return "OK"

    def balance(self, user):
        return str(self.balances.get(user, 0))


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    ledger = Ledger()
    results = []
    for line in lines[1:n + 1]:
        parts = line.split()
        if parts[0] == "EXPENSE":
            payer, amount, count = parts[1], int(parts[2]), int(parts[3])
            results.append(ledger.add_expense(payer, amount, parts[4:4 + count]))
        elif parts[0] == "BALANCE":
            results.append(ledger.balance(parts[1]))
    sys.stdout.write("\n".join(results) + "\n")


main()
