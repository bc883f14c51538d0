package rules

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"sandtable/internal/atomicfile"
	"sandtable/internal/seal"
	"sandtable/internal/tomlfile"
	"sandtable/scenarios"
)

// SealedSaveFormat is the format key of a saved game whose secrets are
// sealed under the players' passphrases (docs/secrets-in-saves.md). Its
// public part is the save without any secret: the scenario, options, dice
// mode, and the action log with every hidden action replaced by the side
// that took it and its cover. Each side's hidden actions, with that side's
// own view and log at save time, are sealed under that side's passphrase;
// the seed and the checksum, which would let anyone recompute or test
// every secret, are sealed under all the passphrases together.
const SealedSaveFormat = "sandtable-sealed-save"

// Locks are the passphrase keys of a game whose players chose passphrases
// at the start: the key of each side, derived once (it is slow on
// purpose) and kept in memory only, never the passphrases.
type Locks struct {
	game  string // random id of the game, in every save of it
	sides []string
	keys  map[string]*seal.Key
}

// NewLocks derives the keys of passphrases (side id -> passphrase) for g.
// Every side of the scenario needs one; a side that left it empty keeps
// its secrets readable by anyone holding the file. With every passphrase
// empty there is nothing to lock: NewLocks returns nil, and the game saves
// as a plain save.
func NewLocks(g *Game, passphrases map[string]string) (*Locks, error) {
	set := false
	for _, sd := range g.Scenario.Sides {
		set = set || passphrases[sd.ID] != ""
	}
	for side := range passphrases {
		if g.Scenario.Counters.Side(side) == nil {
			return nil, fmt.Errorf("rules: passphrase for %q: the scenario has no such side", side)
		}
	}
	if !set {
		return nil, nil
	}
	id := make([]byte, 16)
	if _, err := rand.Read(id); err != nil {
		return nil, fmt.Errorf("rules: no randomness for a game id: %w", err)
	}
	l := &Locks{game: hex.EncodeToString(id), keys: map[string]*seal.Key{}}
	for _, sd := range g.Scenario.Sides {
		salt, err := seal.NewSalt()
		if err != nil {
			return nil, fmt.Errorf("rules: %w", err)
		}
		k, err := seal.DeriveKey(passphrases[sd.ID], salt)
		if err != nil {
			return nil, fmt.Errorf("rules: passphrase of %s: %w", sd.ID, err)
		}
		l.sides = append(l.sides, sd.ID)
		l.keys[sd.ID] = k
	}
	return l, nil
}

// whole is the key that needs every side's passphrase.
func (l *Locks) whole() (*seal.Key, error) {
	var ks []*seal.Key
	for _, s := range l.sides {
		ks = append(ks, l.keys[s])
	}
	return seal.Combine("sandtable sealed save: whole game "+l.game, ks...)
}

// sealedFile is a sealed save on disk.
type sealedFile struct {
	tomlfile.Header
	Game           string         `toml:"game"` // random id, the same in every save of the game
	Scenario       string         `toml:"scenario"`
	ScenarioDigest string         `toml:"scenario_digest"`
	Module         string         `toml:"module"`
	Dice           string         `toml:"dice"`
	Options        map[string]any `toml:"options"`
	Actions        []sealedAction `toml:"action"`
	Sides          []sealedSide   `toml:"side"`
	Whole          string         `toml:"whole"` // sealed wholeSecrets
}

// sealedAction is one action of the public log: a public action (Do and
// Dice), or a hidden one (Hidden, with its side and cover only).
type sealedAction struct {
	Do     string   `toml:"do,omitempty"`
	Dice   []int    `toml:"dice,omitempty"`
	Drew   []string `toml:"drew,omitempty"`  // see saveAction
	Fresh  []string `toml:"fresh,omitempty"` // see saveAction
	Hidden bool     `toml:"hidden,omitempty"`
	Side   string   `toml:"side,omitempty"`
	Cover  string   `toml:"cover,omitempty"`
	// HandOver: the window handed the game over after this action, public
	// or hidden (who holds the laptop is no secret). See saveAction.
	HandOver string `toml:"handover,omitempty"`
}

// publicAction is e as a sealed save's public part holds it: a public
// action with the faces every side read in its rolls, or a hidden action's
// side and cover. When some of its rolls are logged to some sides only,
// the whole-game secrets hold all its faces; the public part holds the
// public ones all the same, so that neither the faces of those rolls nor
// whether there were any is public.
func publicAction(e Entry) sealedAction {
	if !e.To.Public() {
		return sealedAction{Hidden: true, Side: e.Action.Side, Cover: e.Cover, HandOver: e.HandedTo}
	}
	drew, fresh := splitDraws(e.Draws)
	a := sealedAction{Do: e.Action.String(), Drew: drew, Fresh: fresh, HandOver: e.HandedTo}
	a.Dice = e.publicFaces()
	return a
}

// PublicRecord is log entry i as the public part of a sealed save holds
// it, which every side may read (JSON), or "" when there is no entry i:
// for the checks by difference (rulestest.DiffChecker).
func (g *Game) PublicRecord(i int) string {
	if i < 0 || i >= len(g.log) {
		return ""
	}
	b, _ := json.Marshal(publicAction(g.log[i])) // strings, ints and bools only
	return string(b)
}

// sealedSide is one side's salt, key check and sealed sideSecrets.
type sealedSide struct {
	Side    string `toml:"side"`
	Salt    string `toml:"salt"` // base64
	Secrets string `toml:"secrets"`
	// Check is the side's key check (seal.Key.Check): with it, secrets
	// that do not open tell a wrong passphrase from an altered file. Saves
	// made before it have none. Not bound to the header, so that those
	// saves still open.
	Check string `toml:"check,omitempty"`
}

// hiddenAction is a hidden action as sealed: its place in the log, the
// action and its dice.
type hiddenAction struct {
	At    int      `json:"at"`
	Do    string   `json:"do"`
	Dice  []int    `json:"dice,omitempty"`
	Drew  []string `json:"drew,omitempty"`
	Fresh []string `json:"fresh,omitempty"`
}

// sideSecrets is what one side's passphrase opens: the hidden actions that
// side may see, and its view and log when the game was saved, so that
// `state --side` and `replay --side` need no other passphrase.
type sideSecrets struct {
	Actions []hiddenAction `json:"actions"`
	View    View           `json:"view"`
	Log     []SideLogEntry `json:"log"`
	Pad     string         `json:"pad,omitempty"`
}

// wholeSecrets is what only all the passphrases together open.
type wholeSecrets struct {
	Seed     uint64         `json:"seed"`
	Checksum string         `json:"checksum"`
	Actions  []hiddenAction `json:"actions"` // hidden from every side (the referee's)
	// Faces are the dice of public actions that rolled for some sides
	// only (see publicAction).
	Faces []facesAt `json:"faces,omitempty"`
	Pad   string    `json:"pad,omitempty"`
}

// facesAt are the dice of the public action at place At of the log.
type facesAt struct {
	At   int   `json:"at"`
	Dice []int `json:"dice"`
}

// SideLogEntry is one logged action as a side saw it: the action's text (or
// "SIDE secret"), its cover, and the lines the side may read.
type SideLogEntry struct {
	Action string   `json:"action"`
	Cover  string   `json:"cover,omitempty"`
	Events []string `json:"events,omitempty"`
}

// SideLog is the log as side may see it, in the form kept in sealed saves.
func (g *Game) SideLog(side string) []SideLogEntry {
	var out []SideLogEntry
	for _, e := range g.LogFor(side) {
		se := SideLogEntry{Action: e.Action.String(), Cover: e.Cover}
		for _, ev := range e.Events {
			se.Events = append(se.Events, ev.String())
		}
		out = append(out, se)
	}
	return out
}

// padTo rounds sealed texts up to a multiple of this many bytes, so that a
// blob's length says little about the secret in it.
const padTo = 512

func pad(b []byte) string {
	n := padTo - len(b)%padTo
	return strings.Repeat(" ", n)
}

// sealJSON seals v (whose Pad field pad sets) under k and header.
func sealJSON(k *seal.Key, header []byte, v any, setPad func(string)) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("rules: save: %w", err)
	}
	setPad(pad(b))
	if b, err = json.Marshal(v); err != nil {
		return "", fmt.Errorf("rules: save: %w", err)
	}
	s, err := k.Seal(header, b)
	if err != nil {
		return "", fmt.Errorf("rules: save: %w", err)
	}
	return s, nil
}

// sealHeader is the header data bound to a sealed blob: the save's game
// id and a hash of its whole public part, and which blob it is ("whole" or
// "side ID"). A blob moved to another save, another point of the same game
// or another side does not open.
func sealHeader(f *sealedFile, which string) ([]byte, error) {
	pub := struct {
		Format, Game, Scenario, Digest, Module, Dice string
		Options                                      map[string]any
		Actions                                      []sealedAction
		Sides                                        []string
	}{f.Format, f.Game, f.Scenario, f.ScenarioDigest, f.Module, f.Dice, nil, nil, nil}
	// As written and as read back alike: no empty options or dice (TOML
	// leaves them out, so a load sees nil where the save had empty).
	if len(f.Options) > 0 {
		pub.Options = f.Options
	}
	for _, a := range f.Actions {
		if len(a.Dice) == 0 {
			a.Dice = nil
		}
		pub.Actions = append(pub.Actions, a)
	}
	for _, s := range f.Sides {
		pub.Sides = append(pub.Sides, s.Side+" "+s.Salt)
	}
	b, err := json.Marshal(pub)
	if err != nil {
		return nil, fmt.Errorf("rules: sealed save: %w", err)
	}
	h := sha256.Sum256(b)
	return fmt.Appendf(nil, "%s %d\n%x\n%s", SealedSaveFormat, tomlfile.Version, h, which), nil
}

// SaveSealed writes the game with its secrets sealed under l (see
// SealedSaveFormat). With no locks, or once the game is over (when every
// secret may be shown), it writes a plain save.
func (g *Game) SaveSealed(w io.Writer, l *Locks) error { return g.saveSealed(w, g.Ref, l) }

func (g *Game) saveSealed(w io.Writer, ref string, l *Locks) error {
	if l == nil || g.Status().Over {
		return g.save(w, ref)
	}
	if ref == "" {
		return fmt.Errorf("rules: save: the game does not know where its scenario came from (Ref is empty)")
	}
	sum, err := g.Checksum()
	if err != nil {
		return err
	}
	f := sealedFile{Header: tomlfile.Header{Format: SealedSaveFormat, Version: tomlfile.Version},
		Game: l.game, Scenario: ref, ScenarioDigest: g.Scenario.Digest, Module: g.Module.ID(),
		Dice: string(g.Mode), Options: map[string]any(g.Options)}
	whole := wholeSecrets{Seed: g.Seed, Checksum: sum, Actions: []hiddenAction{}}
	bySide := map[string]*sideSecrets{}
	for _, s := range l.sides {
		bySide[s] = &sideSecrets{Actions: []hiddenAction{}, View: g.State().View(s), Log: g.SideLog(s)}
	}
	for i, e := range g.log {
		f.Actions = append(f.Actions, publicAction(e))
		drew, fresh := splitDraws(e.Draws)
		if e.To.Public() {
			if !e.facesPublic() && len(e.Faces) > 0 {
				whole.Faces = append(whole.Faces, facesAt{At: i, Dice: e.Faces})
			}
			continue
		}
		h := hiddenAction{At: i, Do: e.Action.String(), Dice: e.Faces, Drew: drew, Fresh: fresh}
		seen := false
		for _, s := range l.sides {
			if e.To.Sees(s) {
				bySide[s].Actions = append(bySide[s].Actions, h)
				seen = true
			}
		}
		if !seen {
			whole.Actions = append(whole.Actions, h)
		}
	}
	for _, s := range l.sides {
		check, err := l.keys[s].Check()
		if err != nil {
			return fmt.Errorf("rules: save: %w", err)
		}
		f.Sides = append(f.Sides, sealedSide{Side: s, Salt: seal.EncodeSalt(l.keys[s].Salt()), Check: check})
	}
	for i, s := range l.sides {
		hd, err := sealHeader(&f, "side "+s)
		if err != nil {
			return err
		}
		sec := bySide[s]
		if f.Sides[i].Secrets, err = sealJSON(l.keys[s], hd, sec, func(p string) { sec.Pad = p }); err != nil {
			return err
		}
	}
	wk, err := l.whole()
	if err != nil {
		return fmt.Errorf("rules: save: %w", err)
	}
	hd, err := sealHeader(&f, "whole")
	if err != nil {
		return err
	}
	if f.Whole, err = sealJSON(wk, hd, &whole, func(p string) { whole.Pad = p }); err != nil {
		return err
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "# Sandtable saved game: %s, %d actions.\n", commentText(g.Scenario.Name), len(g.log))
	fmt.Fprintf(&buf, "# Each side's secrets are sealed under that side's passphrase.\n")
	fmt.Fprintf(&buf, "# Load it with Sandtable; one side's view: sandtable state FILE --json --side SIDE\n\n")
	if err := toml.NewEncoder(&buf).Encode(f); err != nil {
		return fmt.Errorf("rules: save: %w", err)
	}
	if buf.Len() > MaxSaveSize {
		return fmt.Errorf("rules: save: %d actions make a save of %s, more than the %s a saved game may have",
			len(g.log), tomlfile.Size(int64(buf.Len())), tomlfile.Size(MaxSaveSize))
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// SaveSealedFile writes the game to path atomically, as SaveFile does, with
// its secrets sealed under l (a plain save when l is nil or the game over).
func (g *Game) SaveSealedFile(path string, l *Locks) error {
	ref := g.Ref
	if !strings.HasPrefix(ref, scenarios.BuiltinPrefix) && filepath.IsAbs(ref) {
		if dir, err := filepath.Abs(filepath.Dir(path)); err == nil {
			if rel, err := filepath.Rel(dir, ref); err == nil {
				ref = filepath.ToSlash(rel)
			}
		}
	}
	return atomicfile.Write(path, func(w io.Writer) error { return g.saveSealed(w, ref, l) })
}

// SealedSave is a sealed save read from a file, its secrets still sealed.
type SealedSave struct {
	file string
	doc  *tomlfile.Doc
	f    sealedFile
	keys map[string]*seal.Key // opened so far
}

// IsSealedSave reports whether data claims to be a sealed save.
func IsSealedSave(data []byte) bool { return tomlfile.Claims(data, SealedSaveFormat) }

// ErrSealedSave is returned (wrapped) by LoadSave for a sealed save: load
// it with LoadSealedSaveFile, or open one side's view with ReadSealedSave.
var ErrSealedSave = errors.New("this save keeps each side's secrets under that side's passphrase; open it with the passphrases")

// ErrPassphrase is returned (wrapped, naming the side and the file) when a
// passphrase does not open a side's secrets.
var ErrPassphrase = errors.New("wrong passphrase")

// ErrAltered is returned (wrapped, naming the side and the file) when a
// side's passphrase is right by the save's key check but its secrets do not
// open: the file's public part was changed since it was saved.
var ErrAltered = errors.New(altered)

// ReadSealedSave reads a sealed save's public part and checks it; nothing
// is decrypted yet.
func ReadSealedSave(file string, data []byte) (*SealedSave, error) {
	if err := tomlfile.CheckSize(file, "saved game", data, MaxSaveSize); err != nil {
		return nil, err
	}
	s := &SealedSave{file: file, keys: map[string]*seal.Key{}}
	doc, err := tomlfile.Decode(file, data, &s.f)
	if err != nil {
		return nil, err
	}
	s.doc = doc
	f := &s.f
	f.CheckHeader(doc, SealedSaveFormat)
	doc.Required("game", f.Game)
	doc.Required("scenario", f.Scenario)
	doc.Required("module", f.Module)
	doc.Required("whole", f.Whole)
	switch DiceMode(f.Dice) {
	case DiceRandom, DiceSeeded, DiceManual:
	default:
		doc.Report("dice", "is %q; want \"random\", \"seeded\" or \"manual\"", f.Dice)
	}
	for i, a := range f.Actions {
		at := fmt.Sprintf("action[%d]", i)
		switch {
		case a.Hidden && (a.Do != "" || a.Dice != nil || a.Drew != nil || a.Fresh != nil):
			doc.Report(at, "a hidden action has no do, dice or draws")
		case a.Hidden && a.Side == "":
			doc.Report(at+".side", "missing: a hidden action names the side that took it")
		case !a.Hidden && (a.Side != "" || a.Cover != ""):
			doc.Report(at, "only a hidden action has a side and a cover")
		case !a.Hidden:
			if _, err := ParseAction(a.Do); err != nil {
				doc.Report(at+".do", "%v", err)
			}
		}
	}
	if len(f.Sides) == 0 {
		doc.Report("side", "missing: a sealed save has a [[side]] for each side")
	}
	seen := map[string]bool{}
	for i, sd := range f.Sides {
		at := fmt.Sprintf("side[%d]", i)
		if seen[sd.Side] {
			doc.Report(at+".side", "%q appears twice", sd.Side)
		}
		seen[sd.Side] = true
		if _, err := seal.DecodeSalt(sd.Salt); err != nil {
			doc.Report(at+".salt", "is not a salt of %d bytes in base64", seal.SaltLen)
		}
		doc.Required(at+".secrets", sd.Secrets)
	}
	if doc.Failed() {
		return nil, doc.Err()
	}
	return s, nil
}

// Sides are the sides whose secrets are sealed, in the scenario's order.
func (s *SealedSave) Sides() []string {
	var out []string
	for _, sd := range s.f.Sides {
		out = append(out, sd.Side)
	}
	return out
}

// side is the index of side's entry, or -1.
func (s *SealedSave) side(side string) int {
	return slices.IndexFunc(s.f.Sides, func(sd sealedSide) bool { return sd.Side == side })
}

// openSide opens side's secrets with passphrase, keeping the key.
func (s *SealedSave) openSide(side, passphrase string) (*sideSecrets, error) {
	i := s.side(side)
	if i < 0 {
		return nil, fmt.Errorf("rules: %s: the save has no side %q; its sides are %s", s.file, side, strings.Join(s.Sides(), ", "))
	}
	salt, _ := seal.DecodeSalt(s.f.Sides[i].Salt) // checked by ReadSealedSave
	k, err := seal.DeriveKey(passphrase, salt)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	return s.openSideWith(i, k)
}

// keyIsRight tells whether k is side i's key by the save's key check; a
// save without one says no.
func (s *SealedSave) keyIsRight(i int, k *seal.Key) bool {
	c, err := k.Check()
	return err == nil && s.f.Sides[i].Check != "" && c == s.f.Sides[i].Check
}

// openSideWith opens the secrets of side i with k, keeping k.
func (s *SealedSave) openSideWith(i int, k *seal.Key) (*sideSecrets, error) {
	side := s.f.Sides[i].Side
	at := fmt.Sprintf("side[%d].secrets", i)
	hd, err := sealHeader(&s.f, "side "+side)
	if err != nil {
		return nil, err
	}
	b, err := k.Open(hd, s.f.Sides[i].Secrets)
	switch {
	case errors.Is(err, seal.ErrWrongPassphrase) && s.keyIsRight(i, k):
		return nil, fmt.Errorf("%w: %s", ErrAltered, s.doc.Errorf(at, "the passphrase of %s is right, but its secrets no longer match the file's public part: an action, option or side was changed", side))
	case errors.Is(err, seal.ErrWrongPassphrase) && s.f.Sides[i].Check != "":
		return nil, fmt.Errorf("%w for %s: %s", ErrPassphrase, side, s.doc.Errorf(at, "the passphrase does not open the secrets of %s", side))
	case errors.Is(err, seal.ErrWrongPassphrase): // a save without key checks
		return nil, fmt.Errorf("%w for %s: %s", ErrPassphrase, side, s.doc.Errorf(at, "the passphrase does not open the secrets of %s (or this part of the file was changed)", side))
	case err != nil:
		return nil, s.doc.Errorf(at, "%v", err)
	}
	var sec sideSecrets
	if err := json.Unmarshal(b, &sec); err != nil {
		return nil, s.doc.Errorf(at, "opened, but does not hold a side's secrets: %v", err)
	}
	s.keys[side] = k
	return &sec, nil
}

// SideSnapshot is a side's view and log when the game was saved, as that
// side was allowed to see them.
type SideSnapshot struct {
	Side    string
	Actions int
	View    View
	Log     []SideLogEntry
}

// OpenSide opens side's secrets with its passphrase: its view and log at
// save time, for `state --side` and `replay --side`. A wrong passphrase is
// an ErrPassphrase naming the side and the file's field.
func (s *SealedSave) OpenSide(side, passphrase string) (*SideSnapshot, error) {
	sec, err := s.openSide(side, passphrase)
	if err != nil {
		return nil, err
	}
	return &SideSnapshot{Side: side, Actions: len(s.f.Actions), View: sec.View, Log: sec.Log}, nil
}

// Passphrase gives side's passphrase when a load needs it (a prompt on the
// terminal or behind the window's hand-over screen).
type Passphrase func(side string) (string, error)

// Load opens every side's secrets (asking ask for the passphrase of each
// side in the file's order, except the sides OpenSide already opened),
// rebuilds the game by replaying the whole log,
// and checks it against the sealed checksum, as LoadSave does. It returns
// the game and its locks, so that later saves stay sealed.
func (s *SealedSave) Load(ask Passphrase, open ScenarioOpener) (*Game, *Locks, error) {
	f := &s.f
	doc := s.doc
	var err error
	entries := make([]Entry, len(f.Actions))
	filled := make([]bool, len(f.Actions))
	l := &Locks{game: f.Game, keys: map[string]*seal.Key{}}
	fill := func(at string, hs []hiddenAction) error {
		for _, h := range hs {
			if h.At < 0 || h.At >= len(f.Actions) || !f.Actions[h.At].Hidden {
				return doc.Errorf(at, "holds an action for place %d of the log, which is not a hidden action", h.At)
			}
			a, err := ParseAction(h.Do)
			if err != nil {
				return doc.Errorf(at, "action for place %d: %v", h.At, err)
			}
			if a.Side != f.Actions[h.At].Side {
				return doc.Errorf(at, "the hidden action at place %d is %s's, not %s's", h.At, f.Actions[h.At].Side, a.Side)
			}
			entries[h.At], filled[h.At] = Entry{Action: a, Faces: h.Dice, Draws: savedDraws(saveAction{Drew: h.Drew, Fresh: h.Fresh}), HandedTo: f.Actions[h.At].HandOver}, true
		}
		return nil
	}
	for i, sd := range f.Sides {
		var sec *sideSecrets
		if k, ok := s.keys[sd.Side]; ok {
			sec, err = s.openSideWith(i, k)
		} else {
			var pass string
			if pass, err = ask(sd.Side); err != nil {
				return nil, nil, err
			}
			sec, err = s.openSide(sd.Side, pass)
		}
		if err != nil {
			return nil, nil, err
		}
		if err := fill(fmt.Sprintf("side[%d].secrets", i), sec.Actions); err != nil {
			return nil, nil, err
		}
		l.sides = append(l.sides, sd.Side)
		l.keys[sd.Side] = s.keys[sd.Side]
	}
	wk, err := l.whole()
	if err != nil {
		return nil, nil, fmt.Errorf("rules: %w", err)
	}
	hd, err := sealHeader(f, "whole")
	if err != nil {
		return nil, nil, err
	}
	b, err := wk.Open(hd, f.Whole)
	if err != nil {
		return nil, nil, doc.Errorf("whole", "does not open with the passphrases that opened every side's secrets: the file was changed (%v)", err)
	}
	var whole wholeSecrets
	if err := json.Unmarshal(b, &whole); err != nil {
		return nil, nil, doc.Errorf("whole", "opened, but does not hold the game's secrets: %v", err)
	}
	if whole.Seed > MaxSeed {
		return nil, nil, doc.Errorf("whole", "seed %d is above %d", whole.Seed, uint64(MaxSeed))
	}
	if err := fill("whole", whole.Actions); err != nil {
		return nil, nil, err
	}
	sealedFaces := map[int][]int{}
	for _, fa := range whole.Faces {
		switch _, dup := sealedFaces[fa.At]; {
		case fa.At < 0 || fa.At >= len(f.Actions) || f.Actions[fa.At].Hidden:
			return nil, nil, doc.Errorf("whole", "holds dice for place %d of the log, which is not a public action", fa.At)
		case dup:
			return nil, nil, doc.Errorf("whole", "holds dice for place %d of the log twice", fa.At)
		}
		sealedFaces[fa.At] = fa.Dice
	}
	for i, a := range f.Actions {
		if a.Hidden {
			if !filled[i] {
				return nil, nil, doc.Errorf(fmt.Sprintf("action[%d]", i), "no sealed secret holds this hidden action")
			}
			continue
		}
		act, _ := ParseAction(a.Do) // checked by ReadSealedSave
		faces := a.Dice
		if d, ok := sealedFaces[i]; ok {
			faces = d
		}
		entries[i] = Entry{Action: act, Faces: faces, Draws: savedDraws(saveAction{Drew: a.Drew, Fresh: a.Fresh}), HandedTo: a.HandOver}
	}
	sc, err := open(f.Scenario)
	if err != nil {
		return nil, nil, doc.Errorf("scenario", "cannot load %q: %v", f.Scenario, err)
	}
	if sc.Digest != f.ScenarioDigest {
		return nil, nil, doc.Errorf("scenario_digest", "the scenario %q (or a map or counter set it uses) has changed since this game was saved, so replaying it could give a different game", f.Scenario)
	}
	if sc.Module != f.Module {
		return nil, nil, doc.Errorf("module", "is %q but the scenario is played with %q", f.Module, sc.Module)
	}
	opts := Options{}
	for k, v := range f.Options {
		if n, ok := v.(int64); ok {
			v = int(n)
		}
		opts[k] = v
	}
	g, err := NewGameMode(sc, opts, whole.Seed, DiceMode(f.Dice))
	if err != nil {
		return nil, nil, doc.Errorf("options", "%v", err)
	}
	g.Ref = f.Scenario
	for i, e := range entries {
		if field, err := g.replayEntry(e); err != nil {
			// A hidden action is not shown: whoever reads the message
			// may not be the side that played it.
			what := ""
			if !f.Actions[i].Hidden {
				what = fmt.Sprintf(" (%q)", e.Action.String())
			}
			return nil, nil, alteredEntry(doc, fmt.Sprintf("action[%d]", i), i, what, field, err)
		}
		if got := g.log[i].To.Public(); got == f.Actions[i].Hidden {
			return nil, nil, doc.Errorf(fmt.Sprintf("action[%d]", i), "the file says this action is %s, but replaying it makes it %s", hiddenWord(f.Actions[i].Hidden), hiddenWord(!got))
		}
	}
	sum, err := g.Checksum()
	if err != nil {
		return nil, nil, err
	}
	if sum != whole.Checksum {
		return nil, nil, alteredChecksum(doc, "whole", len(entries))
	}
	return g, l, nil
}

func hiddenWord(hidden bool) string {
	if hidden {
		return "hidden"
	}
	return "public"
}

// LoadSealedSaveFile reads the sealed save at path and loads it (see
// SealedSave.Load), resolving its scenario as LoadSaveFile does.
func LoadSealedSaveFile(path string, ask Passphrase) (*Game, *Locks, error) {
	data, err := tomlfile.ReadFile(path, "saved game", MaxSaveSize)
	if err != nil {
		return nil, nil, fmt.Errorf("rules: %w", err)
	}
	s, err := ReadSealedSave(path, data)
	if err != nil {
		return nil, nil, err
	}
	return s.LoadAt(path, ask)
}

// LoadAt is Load for a save read from path: a relative scenario path in it
// is taken from the save's directory, as LoadSaveFile does.
func (s *SealedSave) LoadAt(path string, ask Passphrase) (*Game, *Locks, error) {
	resolved := ""
	g, l, err := s.Load(ask, func(string) (*scenarios.Scenario, error) {
		sc, ref, err := s.scenarioAt(path)
		resolved = ref
		return sc, err
	})
	if err != nil {
		return nil, nil, err
	}
	if !strings.HasPrefix(resolved, scenarios.BuiltinPrefix) {
		if abs, err := filepath.Abs(resolved); err == nil {
			g.Ref = abs
		}
	}
	return g, l, nil
}

// ScenarioAt loads the scenario of the save read from path (to name its
// sides before any passphrase is asked).
func (s *SealedSave) ScenarioAt(path string) (*scenarios.Scenario, error) {
	sc, _, err := s.scenarioAt(path)
	return sc, err
}

// scenarioAt loads the save's scenario, a relative path taken from path's
// directory, and says where it was found.
func (s *SealedSave) scenarioAt(path string) (*scenarios.Scenario, string, error) {
	ref := s.f.Scenario
	if strings.HasPrefix(ref, scenarios.BuiltinPrefix) {
		sc, err := scenarios.LoadFile(ref)
		return sc, ref, err
	}
	if !filepath.IsAbs(ref) {
		ref = filepath.Join(filepath.Dir(path), filepath.FromSlash(ref))
	}
	sc, err := scenarios.LoadReferenced(ref)
	return sc, ref, err
}

// Scenario is the scenario reference the save names.
func (s *SealedSave) Scenario() string { return s.f.Scenario }

// Module is the id of the module the save is played with.
func (s *SealedSave) Module() string { return s.f.Module }
