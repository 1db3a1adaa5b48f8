package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// Ledger keeps every user's balance: positive means the others owe them.
type Ledger struct {
	balances map[string]int64
}

// NewLedger creates an empty ledger.
func NewLedger() *Ledger {
	return &Ledger{balances: make(map[string]int64)}
}

// SplitEqually records that payer paid amount for the participants. Each share is
// amount / k; the amount % k paise left over go one each to the first participants.
func (l *Ledger) SplitEqually(payer string, amount int64, participants []string) {
	k := int64(len(participants))
	base, remainder := amount/k, amount%k
	l.balances[payer] += amount
	for i, user := range participants {
		share := base
		if int64(i) < remainder {
			share++
		}
		l.balances[user] -= share
	}
}

// Balance returns the user's balance; an unknown user has balance 0.
func (l *Ledger) Balance(user string) int64 {
	return l.balances[user]
}

// execute runs one command line and returns its output line.
func execute(l *Ledger, fields []string) string {
	switch fields[0] {
	case "EXPENSE":
		amount, _ := strconv.ParseInt(fields[2], 10, 64)
		k, _ := strconv.Atoi(fields[3])
		l.SplitEqually(fields[1], amount, fields[4:4+k])
		return "OK"
	case "BALANCE":
		return strconv.FormatInt(l.Balance(fields[1]), 10)
	}
	return ""
}

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer out.Flush()

	scanner.Scan()
	commandCount, _ := strconv.Atoi(strings.TrimSpace(scanner.Text()))
	ledger := NewLedger()
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		out.WriteString(execute(ledger, strings.Fields(scanner.Text())))
		out.WriteByte('\n')
	}
}
