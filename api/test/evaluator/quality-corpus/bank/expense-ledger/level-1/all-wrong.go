package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// Ledger remembers how much each flatmate has paid for the flat.
type Ledger struct {
	paid map[string]int64
}

func (l *Ledger) Expense(payer string, amount int64) string {
	l.paid[payer] += amount
	return "OK"
}

func (l *Ledger) Balance(user string) string {
	return strconv.FormatInt(l.paid[user], 10)
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	ledger := &Ledger{paid: map[string]int64{}}
	for i := 0; i < n && sc.Scan(); i++ {
		f := strings.Fields(sc.Text())
		var line string
		switch f[0] {
		case "EXPENSE":
			amount, _ := strconv.ParseInt(f[2], 10, 64)
			line = ledger.Expense(f[1], amount)
		case "BALANCE":
			line = ledger.Balance(f[1])
		}
		out.WriteString(line + "\n")
	}
}
