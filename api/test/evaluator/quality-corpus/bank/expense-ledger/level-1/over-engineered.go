package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"strconv"
	"strings"
)

// Paise is an amount of money in the smallest unit.
type Paise int64

// UserID names a flatmate.
type UserID string

// Share is what one participant owes for an expense.
type Share struct {
	User   UserID
	Amount Paise
}

// SplitStrategy divides an expense between its participants.
type SplitStrategy interface {
	Split(amount Paise, participants []UserID) []Share
}

// EqualSplit gives everyone amount / k, and one extra paisa to each of the first amount % k.
type EqualSplit struct{}

// Split implements SplitStrategy.
func (EqualSplit) Split(amount Paise, participants []UserID) []Share {
	count := Paise(len(participants))
	base, remainder := amount/count, amount%count
	shares := make([]Share, len(participants))
	for i, user := range participants {
		owed := base
		if Paise(i) < remainder {
			owed++
		}
		shares[i] = Share{User: user, Amount: owed}
	}
	return shares
}

// BalanceRepository stores balances.
type BalanceRepository interface {
	Adjust(user UserID, delta Paise)
	Get(user UserID) Paise
}

// InMemoryBalanceRepository keeps balances in a map; unknown users have balance 0.
type InMemoryBalanceRepository struct {
	balances map[UserID]Paise
}

// NewInMemoryBalanceRepository creates an empty repository.
func NewInMemoryBalanceRepository() *InMemoryBalanceRepository {
	return &InMemoryBalanceRepository{balances: make(map[UserID]Paise)}
}

func (r *InMemoryBalanceRepository) Adjust(user UserID, delta Paise) { r.balances[user] += delta }
func (r *InMemoryBalanceRepository) Get(user UserID) Paise           { return r.balances[user] }

// LedgerService is the application's use-case layer.
type LedgerService struct {
	repository BalanceRepository
	strategies map[string]SplitStrategy
}

// NewLedgerService wires a repository and the known split strategies.
func NewLedgerService(repository BalanceRepository) *LedgerService {
	return &LedgerService{
		repository: repository,
		strategies: map[string]SplitStrategy{"EQUAL": EqualSplit{}},
	}
}

// RecordExpense credits the payer and debits every participant's share.
func (s *LedgerService) RecordExpense(strategy string, payer UserID, amount Paise, participants []UserID) {
	s.repository.Adjust(payer, amount)
	for _, share := range s.strategies[strategy].Split(amount, participants) {
		s.repository.Adjust(share.User, -share.Amount)
	}
}

// BalanceOf returns a user's balance.
func (s *LedgerService) BalanceOf(user UserID) Paise { return s.repository.Get(user) }

// Command is one parsed line of the script.
type Command interface {
	Execute(service *LedgerService) string
}

// ExpenseCommand is `EXPENSE payer amount k p1 … pk`.
type ExpenseCommand struct {
	Payer        UserID
	Amount       Paise
	Participants []UserID
}

// Execute implements Command.
func (c ExpenseCommand) Execute(service *LedgerService) string {
	service.RecordExpense("EQUAL", c.Payer, c.Amount, c.Participants)
	return "OK"
}

// BalanceCommand is `BALANCE user`.
type BalanceCommand struct {
	User UserID
}

// Execute implements Command.
func (c BalanceCommand) Execute(service *LedgerService) string {
	return strconv.FormatInt(int64(service.BalanceOf(c.User)), 10)
}

// ErrUnknownCommand is returned for a line the parser does not understand.
var ErrUnknownCommand = errors.New("unknown command")

// CommandParser turns fields of a line into a Command.
type CommandParser func(fields []string) (Command, error)

// CommandRegistry maps a command keyword to its parser.
type CommandRegistry struct {
	parsers map[string]CommandParser
}

// NewCommandRegistry registers the level's commands.
func NewCommandRegistry() *CommandRegistry {
	return &CommandRegistry{parsers: map[string]CommandParser{
		"EXPENSE": parseExpense,
		"BALANCE": parseBalance,
	}}
}

// Parse parses one line.
func (r *CommandRegistry) Parse(line string) (Command, error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return nil, ErrUnknownCommand
	}
	parser, ok := r.parsers[fields[0]]
	if !ok {
		return nil, ErrUnknownCommand
	}
	return parser(fields)
}

func parseExpense(fields []string) (Command, error) {
	amount, err := strconv.ParseInt(fields[2], 10, 64)
	if err != nil {
		return nil, err
	}
	count, err := strconv.Atoi(fields[3])
	if err != nil {
		return nil, err
	}
	participants := make([]UserID, count)
	for i := range participants {
		participants[i] = UserID(fields[4+i])
	}
	return ExpenseCommand{Payer: UserID(fields[1]), Amount: Paise(amount), Participants: participants}, nil
}

func parseBalance(fields []string) (Command, error) {
	return BalanceCommand{User: UserID(fields[1])}, nil
}

// ScriptRunner reads a command script and writes one line per command.
type ScriptRunner struct {
	registry *CommandRegistry
	service  *LedgerService
}

// Run executes the whole script.
func (r *ScriptRunner) Run(in io.Reader, out io.Writer) error {
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	writer := bufio.NewWriterSize(out, 1<<20)
	defer writer.Flush()
	if !scanner.Scan() {
		return scanner.Err()
	}
	commandCount, err := strconv.Atoi(strings.TrimSpace(scanner.Text()))
	if err != nil {
		return err
	}
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		command, err := r.registry.Parse(scanner.Text())
		if err != nil {
			return err
		}
		writer.WriteString(command.Execute(r.service))
		writer.WriteByte('\n')
	}
	return nil
}

func main() {
	runner := &ScriptRunner{
		registry: NewCommandRegistry(),
		service:  NewLedgerService(NewInMemoryBalanceRepository()),
	}
	if err := runner.Run(os.Stdin, os.Stdout); err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
	}
}
