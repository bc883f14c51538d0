package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"sandtable/counters"
	"sandtable/internal/tomlfile"
	"sandtable/rules"
	"sandtable/scenarios"
)

// passphraseEnv is the environment variable that may hold side's
// passphrase: SANDTABLE_PASSPHRASE_ and the side id in capitals, every
// character other than a letter or digit made "_". A passphrase is never
// taken from the command line, where `ps` would show it.
func passphraseEnv(side string) string {
	var b strings.Builder
	b.WriteString("SANDTABLE_PASSPHRASE_")
	for _, r := range strings.ToUpper(side) {
		if (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// askPassphrase gives a side's passphrase from its environment variable or,
// when standard input is a terminal, from a prompt with echo off. Without
// either it says how to give one.
func askPassphrase(side string) (string, error) {
	env := passphraseEnv(side)
	if p, ok := os.LookupEnv(env); ok {
		return p, nil
	}
	if stdinShared {
		return "", fmt.Errorf("the passphrase of %s is needed: set %s first (in a Command Prompt: set %s=...); it is not asked for here, as the Command Prompt does not wait for Sandtable and could read what is typed", side, env, env)
	}
	fd := int(os.Stdin.Fd())
	if !term.IsTerminal(fd) {
		return "", fmt.Errorf("the passphrase of %s is needed: set %s, or run this on a terminal to be asked for it", side, env)
	}
	fmt.Fprintf(os.Stderr, "Passphrase of %s (or set %s): ", side, env)
	p, err := term.ReadPassword(fd)
	fmt.Fprintln(os.Stderr)
	if err != nil {
		return "", fmt.Errorf("reading the passphrase of %s: %w", side, err)
	}
	return string(p), nil
}

// readSealedSave is the sealed save at ref, or nil when ref is not one (a
// scenario, a plain save, or a file that is neither, left to the caller).
func readSealedSave(ref string) (*rules.SealedSave, error) {
	if strings.HasPrefix(ref, scenarios.BuiltinPrefix) {
		return nil, nil
	}
	data, err := tomlfile.ReadFile(ref, "Sandtable data", tomlfile.MaxSize)
	if err != nil {
		return nil, err
	}
	if !rules.IsSealedSave(data) {
		return nil, nil
	}
	return rules.ReadSealedSave(ref, data)
}

// stateOfSealed prints side's view of a sealed save as it was saved, after
// asking for that side's passphrase only. The referee's view (side "")
// would show every side's secrets while the game is not over, so it is
// refused.
func stateOfSealed(path string, s *rules.SealedSave, side string, stdout io.Writer) error {
	if side == "" {
		return fmt.Errorf("%s: each side's secrets in this save are sealed under that side's passphrase and the game is not over, so there is no referee's view: use --side SIDE (one of %s), with that side's passphrase in %s or typed at the prompt",
			path, strings.Join(s.Sides(), ", "), passphraseEnv("SIDE"))
	}
	if !containsSide(s.Sides(), side) {
		return fmt.Errorf("%w: --side %q: the save's sides are %s", errUsage, side, strings.Join(s.Sides(), ", "))
	}
	pass, err := askPassphrase(side)
	if err != nil {
		return err
	}
	snap, err := s.OpenSide(side, pass)
	if err != nil {
		return err
	}
	out := struct {
		Scenario string     `json:"scenario"`
		Module   string     `json:"module"`
		Actions  int        `json:"actions"`
		View     rules.View `json:"state"`
	}{Scenario: s.Scenario(), Module: s.Module(), Actions: snap.Actions, View: snap.View}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// replayOfSealed prints side's log of a sealed save as that side saw it
// when the game was saved, after asking for that side's passphrase only,
// in the form of `replay --side` on a plain save.
func replayOfSealed(path string, s *rules.SealedSave, side string, stdout io.Writer) error {
	if !containsSide(s.Sides(), side) {
		return fmt.Errorf("%w: --side %q: the save's sides are %s", errUsage, side, strings.Join(s.Sides(), ", "))
	}
	pass, err := askPassphrase(side)
	if err != nil {
		return err
	}
	snap, err := s.OpenSide(side, pass)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %s, sealed save, as %s sees it\n", s.Scenario(), s.Module(), side)
	for i, e := range snap.Log {
		if strings.HasSuffix(e.Action, " "+rules.SecretVerb) {
			fmt.Fprintf(stdout, "%d. %s: %s\n", i+1, e.Action, e.Cover)
		} else {
			fmt.Fprintf(stdout, "%d. %s\n", i+1, e.Action)
		}
		for _, ev := range e.Events {
			fmt.Fprintf(stdout, "   %s\n", ev)
		}
	}
	// The per-side lines need the sides' names, from the scenario (public);
	// without it they are left out.
	var sides []*counters.Side
	if sc, err := s.ScenarioAt(path); err == nil {
		sides = sc.Sides
	}
	for _, l := range rules.StatusLines(snap.View, sides, nil, snap.Actions) {
		fmt.Fprintln(stdout, l)
	}
	return nil
}

func containsSide(sides []string, side string) bool {
	for _, s := range sides {
		if s == side {
			return true
		}
	}
	return false
}

// loadAnySave loads a plain save, or a sealed one after asking for every
// side's passphrase (the whole game needs all its secrets).
func loadAnySave(path string) (*rules.Game, error) {
	g, err := rules.LoadSaveFile(path)
	if !errors.Is(err, rules.ErrSealedSave) {
		return g, err
	}
	g, _, err = rules.LoadSealedSaveFile(path, askPassphrase)
	return g, err
}

// sealLocks asks for every side's passphrase, for `play --seal`.
func sealLocks(g *rules.Game) (*rules.Locks, error) {
	pass := map[string]string{}
	for _, sd := range g.Scenario.Sides {
		p, err := askPassphrase(sd.ID)
		if err != nil {
			return nil, err
		}
		pass[sd.ID] = p
	}
	return rules.NewLocks(g, pass)
}
