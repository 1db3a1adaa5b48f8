"""Shared Expense Ledger, level 1: equal-split expenses and balances."""
import sys
from abc import ABC, abstractmethod

RESPONSE_OK = "OK"
DEFAULT_BALANCE = 0


class SplitStrategy(ABC):
    """Decides how much each participant owes for an expense."""

    @abstractmethod
    def shares(self, amount, participants):
        """Return a list of (participant, share) pairs summing to amount."""


class EqualSplit(SplitStrategy):
    """Floor(amount / k) each; the remainder goes one paisa each to the first participants."""

    def shares(self, amount, participants):
        base, remainder = divmod(amount, len(participants))
        return [
            (participant, base + (1 if position < remainder else 0))
            for position, participant in enumerate(participants)
        ]


class Expense:
    """A payment made by one user on behalf of several participants."""

    def __init__(self, payer, amount, participants):
        self.payer = payer
        self.amount = amount
        self.participants = participants


class BalanceBook:
    """Net balance per user: positive means the user should receive money."""

    def __init__(self):
        self._balances = {}

    def credit(self, user, amount):
        self._balances[user] = self.balance_of(user) + amount

    def debit(self, user, amount):
        self.credit(user, -amount)

    def balance_of(self, user):
        return self._balances.get(user, DEFAULT_BALANCE)


class Ledger:
    """Applies expenses to a balance book using a split strategy."""

    def __init__(self, book, split_strategy):
        self._book = book
        self._split = split_strategy

    def record(self, expense):
        self._book.credit(expense.payer, expense.amount)
        for participant, share in self._split.shares(expense.amount, expense.participants):
            self._book.debit(participant, share)

    def balance_of(self, user):
        return self._book.balance_of(user)


class CommandHandler(ABC):
    @abstractmethod
    def handle(self, ledger, arguments):
        """Run the command and return its output line."""


class ExpenseHandler(CommandHandler):
    def handle(self, ledger, arguments):
        payer, amount, count = arguments[0], int(arguments[1]), int(arguments[2])
        ledger.record(Expense(payer, amount, arguments[3:3 + count]))
        return RESPONSE_OK


class BalanceHandler(CommandHandler):
    def handle(self, ledger, arguments):
        return str(ledger.balance_of(arguments[0]))


HANDLERS = {
    "EXPENSE": ExpenseHandler(),
    "BALANCE": BalanceHandler(),
}


def run_script(lines, ledger):
    output = []
    for line in lines:
        command, *arguments = line.split()
        output.append(HANDLERS[command].handle(ledger, arguments))
    return output


def main():
    lines = sys.stdin.read().split("\n")
    command_count = int(lines[0])
    ledger = Ledger(BalanceBook(), EqualSplit())
    output = run_script(lines[1:command_count + 1], ledger)
    sys.stdout.write("\n".join(output) + "\n")


if __name__ == "__main__":
    main()
