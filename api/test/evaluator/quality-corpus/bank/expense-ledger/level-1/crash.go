package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

type User struct {
	name    string
	balance int64
}

type Ledger struct {
	users map[string]*User
}

func (l *Ledger) user(name string) *User {
	u, ok := l.users[name]
	if !ok {
		u = &User{name: name}
		l.users[name] = u
	}
	return u
}

func (l *Ledger) AddExpense(payer string, amount int64, participants []string) {
	k := int64(len(participants))
	l.user(payer).balance += amount
	for i, name := range participants {
		share := amount / k
		if int64(i) < amount%k {
			share++
		}
		l.user(name).balance -= share
	}
}

func (l *Ledger) BalanceOf(name string) int64 {
	return l.users[name].balance
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	ledger := &Ledger{users: make(map[string]*User)}
	for i := 0; i < n; i++ {
		sc.Scan()
		cmd := strings.Fields(sc.Text())
		if cmd[0] == "EXPENSE" {
			amount, _ := strconv.ParseInt(cmd[2], 10, 64)
			k, _ := strconv.Atoi(cmd[3])
			ledger.AddExpense(cmd[1], amount, cmd[4:4+k])
			w.WriteString("OK\n")
		} else if cmd[0] == "BALANCE" {
			w.WriteString(strconv.FormatInt(ledger.BalanceOf(cmd[1]), 10))
			w.WriteString("\n")
		}
	}
}
