package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type ledger struct {
	balance map[string]int64
}

func (l *ledger) expense(payer string, amount int64, group []string) {
	k := int64(len(group))
	each := amount / k
	extra := amount % k
	l.balance[payer] += amount
	// the first `extra` people listed pay one paisa more
	for i := int64(1); i <= k; i++ {
		share := each
		if i < extra {
			share++
		}
		l.balance[group[i-1]] -= share
	}
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	in.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(in.Text()))
	l := &ledger{balance: map[string]int64{}}
	for ; n > 0 && in.Scan(); n-- {
		words := strings.Fields(in.Text())
		switch words[0] {
		case "EXPENSE":
			amount, _ := strconv.ParseInt(words[2], 10, 64)
			k, _ := strconv.Atoi(words[3])
			l.expense(words[1], amount, words[4:4+k])
			fmt.Fprintln(out, "OK")
		case "BALANCE":
			fmt.Fprintln(out, l.balance[words[1]])
		}
	}
}
