import heapq
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

    def exact(self, payer, amount, shares):
        if sum(s for _, s in shares) != amount:
            return "INVALID"
        return self._record(payer, amount, shares)

    def percent(self, payer, amount, percents):
        if sum(p for _, p in percents) != 100:
            return "INVALID"
        shares = [[u, amount * p // 100] for u, p in percents]
        leftover = amount - sum(s for _, s in shares)
        for share in shares[:leftover]:
            share[1] += 1
        return self._record(payer, amount, shares)

    def settle(self, sender, receiver, amount):
        self._adjust(sender, amount)
        self._adjust(receiver, -amount)
        return "OK"

    def balance(self, user):
        return str(self.balances.get(user, 0))

    def simplify(self):
        debtors = [(b, u) for u, b in self.balances.items() if b < 0]
        creditors = [(-b, u) for u, b in self.balances.items() if b > 0]
        heapq.heapify(debtors)
        heapq.heapify(creditors)
        transfers = []
        while debtors and creditors:
            debt, debtor = heapq.heappop(debtors)
            credit, creditor = heapq.heappop(creditors)
            amount = min(-debt, -credit)
            transfers.append(f"{debtor} {creditor} {amount}")
            if -debt > amount:
                heapq.heappush(debtors, (debt + amount, debtor))
            if -credit > amount:
                heapq.heappush(creditors, (credit + amount, creditor))
        return ", ".join(transfers) if transfers else "NONE"


def pairs(tokens):
    return [(tokens[i], int(tokens[i + 1])) for i in range(0, len(tokens), 2)]


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
        elif command == "EXPENSE_EXACT":
            k = int(parts[3])
            out.append(ledger.exact(parts[1], int(parts[2]), pairs(parts[4:4 + 2 * k])))
        elif command == "EXPENSE_PERCENT":
            k = int(parts[3])
            out.append(ledger.percent(parts[1], int(parts[2]), pairs(parts[4:4 + 2 * k])))
        elif command == "SETTLE":
            out.append(ledger.settle(parts[1], parts[2], int(parts[3])))
        elif command == "BALANCE":
            out.append(ledger.balance(parts[1]))
        elif command == "SIMPLIFY":
            out.append(ledger.simplify())
    sys.stdout.write("\n".join(out) + "\n")


main()
