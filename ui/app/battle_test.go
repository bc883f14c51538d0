package app

import (
	"image"
	"image/draw"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/golden"
	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// toyBattle is freeplay with one battle at W0403 on the test-hex-flat
// scenario, fought from the start as a module of issue 28 fights it: the
// Allies (defending) choose AT guns, round 1 is rolled, the Central Powers
// (attacking with the two infantry of W0906 and the artillery of W1005)
// lose two units of their choice and the Allies one, then the attacker
// presses on (at most to round 2: "toy battle 3") or retreats to W0906 or
// W1005. While it lasts the Central Powers' data holds the public
// "battle" entry; each round logs a public roll and a roll only the
// Allies see.
type toyBattle struct{}

func (toyBattle) ID() string   { return "app-battle" }
func (toyBattle) Name() string { return "Battle (test)" }
func (toyBattle) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	if err != nil {
		return nil, err
	}
	b := &toyBattleState{State: st, Step: "at-guns"}
	b.Attackers = append(b.units("ger-inf")[:2], b.units("ger-art")...)
	return b, nil
}

func init() { rules.Register(toyBattle{}) }

type toyBattleState struct {
	rules.State
	Step  string // at-guns, lose-a, lose-d, press; "" once over
	Round int
	Due   int // losses still to take at lose-a and lose-d
	Lost  []string
	// Attackers are the attacking units' ids: W0906's two infantry and
	// the artillery.
	Attackers []string
}

// units are the ids of the live units of type typ (in set-up order).
func (s *toyBattleState) units(typ string) []string {
	var out []string
	for _, u := range s.State.View("").Units {
		if u.Type == typ && u.Cell != "" && u.Map == "test-hex-flat" && !slices.Contains(s.Lost, u.ID) {
			out = append(out, u.ID)
		}
	}
	return out
}

// attackers are the attacking units still in the battle.
func (s *toyBattleState) attackers() []string {
	return slices.DeleteFunc(slices.Clone(s.Attackers), func(id string) bool { return slices.Contains(s.Lost, id) })
}

// decider is the side whose choice the battle waits for.
func (s *toyBattleState) decider() string {
	if s.Step == "at-guns" || s.Step == "lose-d" {
		return "allies"
	}
	return "central"
}

func (s *toyBattleState) Legal(side string) []rules.Action {
	if s.Step == "" {
		return s.State.Legal(side)
	}
	if side != s.decider() {
		return nil
	}
	act := func(verb string, args ...string) rules.Action {
		return rules.Action{Side: side, Verb: verb, Args: args}
	}
	var out []rules.Action
	switch s.Step {
	case "at-guns":
		out = append(out, act("at-guns", "0"), act("at-guns", "1"))
	case "lose-a":
		for _, id := range s.attackers() {
			out = append(out, act("lose", id))
		}
	case "lose-d":
		for _, id := range s.units("brit-inf") {
			out = append(out, act("lose", id))
		}
	case "press":
		if s.Round < 2 {
			out = append(out, act("press-on"))
		}
		out = append(out, act("retreat", "W0906"), act("retreat", "W1005"))
	}
	return out
}

func (s *toyBattleState) Check(a rules.Action) error {
	if s.Step == "" {
		return s.State.Check(a)
	}
	if slices.ContainsFunc(s.Legal(a.Side), a.Equal) {
		return nil
	}
	if a.Verb == "press-on" {
		return rules.Refuse(a, "toy battle 3", "two rounds at most")
	}
	return rules.Refuse(a, "toy battle 1", "not a choice of the battle now")
}

// round rolls a round: the attacker's public roll, the Allies' secret one.
func (s *toyBattleState) round(ctx *rules.Context) error {
	s.Round++
	d, err := ctx.Roll(3, 6)
	if err != nil {
		return err
	}
	ctx.LogRoll("", rules.Roll{For: "Central Powers attack W0403, round " + strconv.Itoa(s.Round) + ", hit on 2 or less", Dice: d, Sides: 6, Result: "some hits"})
	ctx.LogTo(rules.SidesOnly("allies"), "Allied secret roll at W0403: [5]")
	s.Step, s.Due = "lose-a", min(2, len(s.attackers()))
	if s.Due == 0 {
		s.next()
	}
	return nil
}

// next goes on from a side's losses taken: to the defender's, then to
// the attacker's choice to press on or retreat.
func (s *toyBattleState) next() {
	if s.Step == "lose-a" {
		s.Step, s.Due = "lose-d", min(1, len(s.units("brit-inf")))
		if s.Due > 0 {
			return
		}
	}
	s.Step = "press"
}

func (s *toyBattleState) Apply(a rules.Action, ctx *rules.Context) error {
	if s.Step == "" {
		return s.State.Apply(a, ctx)
	}
	switch a.Verb {
	case "at-guns":
		ctx.Logf("The Allies fire %s AT guns at W0403 (hit tanks on 3 or less): [3] — 1 hit", a.Args[0])
		return s.round(ctx)
	case "lose":
		s.Lost = append(s.Lost, a.Args[0])
		ctx.Logf("%s lost at W0403", a.Args[0])
		if s.Due--; s.Due == 0 {
			s.next()
		}
	case "press-on":
		return s.round(ctx)
	case "retreat":
		ctx.Logf("The Central Powers retreat from W0403 to %s", a.Args[0])
		s.Step = ""
	}
	return nil
}

func (s *toyBattleState) Status() rules.Status {
	st := s.State.Status()
	if s.Step == "" {
		return st
	}
	side := s.decider()
	legal := s.Legal(side)
	def := legal[0]
	if s.Step == "lose-a" {
		def = legal[len(legal)-1] // the artillery: the suggestion is not the first choice
	}
	if s.Step == "at-guns" {
		def = legal[1]
	}
	st.Active = []string{side}
	st.Decision = &rules.Decision{Side: side, Prompt: "Battle at W0403: " + s.Step, Rule: "toy battle 2", Default: def}
	return st
}

func (s *toyBattleState) View(viewer string) rules.View {
	v := s.State.View(viewer)
	v.Status = s.Status()
	if s.Step == "" {
		return v
	}
	att := s.attackers()
	var units []rules.UnitView
	for _, u := range v.Units {
		if slices.Contains(s.Lost, u.ID) {
			continue
		}
		if slices.Contains(att, u.ID) {
			u.Cell = "W0403"
		}
		units = append(units, u)
	}
	v.Units = units
	v.SetSide("central", rules.SideEntry{Key: "battle", Label: "Battle", Text: "W0403"})
	return v
}

func (s *toyBattleState) Clone() rules.State {
	c := *s
	c.State = s.State.Clone()
	c.Lost = slices.Clone(s.Lost)
	c.Attackers = slices.Clone(s.Attackers)
	return &c
}

// Forecast answers press-on with the exact odds of the two sides' units
// as they stand, each hitting on 1 or 2.
func (s *toyBattleState) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Verb != "press-on" || s.Check(a) != nil {
		return rules.Forecast{}, false
	}
	side := func(name string, n int) rules.BattleSide {
		sd := rules.BattleSide{Name: name}
		for range n {
			sd.Fighters = append(sd.Fighters, rules.Fighter{Name: "infantry", Hit: rules.HitOn(2, 6), Cost: 3})
		}
		return sd
	}
	o, err := rules.Battle{Sides: [2]rules.BattleSide{side("Attacker", len(s.attackers())), side("Defender", len(s.units("brit-inf")))}}.Odds()
	if err != nil {
		return rules.Forecast{}, false
	}
	return rules.Forecast{Title: "Battle at W0403", Battle: &o, Outcomes: o.Distribution()}, true
}

// newBattleWindow is a window on the toy battle: solitaire (one person
// plays both sides) or hotseat.
func newBattleWindow(t *testing.T, solitaire bool) *Window {
	t.Helper()
	w := newTestWindow(t)
	s, _ := scenarios.Builtin("test-hex-flat")
	sc := *s
	sc.Module = "app-battle"
	g, err := rules.NewGame(&sc, nil, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Solitaire = solitaire
	w.sess.Replace(g, "")
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	w.askDecision()
	return w
}

// battleText is the battle dialog's text; the test fails when it is not up.
func battleText(t *testing.T, w *Window) string {
	t.Helper()
	if w.battle == nil {
		t.Fatalf("no battle dialog; on top:\n%s", topText(w))
	}
	return strings.Join(labels(w.Fyne().Canvas().Overlays().Top()), "\n")
}

// The battle dialog takes the place of the decision dialog for a battle's
// decision: its heading, both sides' units grouped, the at-guns choices
// as buttons, the default one marked; no plain decision dialog. A
// decision with no battle published still gets the plain dialog.
func TestBattleDialogAppearsForABattleDecision(t *testing.T) {
	w := newBattleWindow(t, true)
	text := battleText(t, w)
	for _, want := range []string{"Battle at W0403 — before round 1", "Attacker: Central Powers", "2 × German infantry", "1 × Monstrous artillery", "Defender: Allies", "2 × British infantry", "No dice rolled yet."} {
		if !strings.Contains(text, want) {
			t.Errorf("battle dialog lacks %q:\n%s", want, text)
		}
	}
	if w.decisionShown {
		t.Error("the plain decision dialog is up too")
	}
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "At guns 1  (suggested)")
	if got := lastAction(w).String(); got != "allies at-guns 1" {
		t.Errorf("the at-guns button sent %q", got)
	}

	plain := newModuleWindow(t, "choose", 9, false)
	plain.askDecision()
	if plain.battle != nil || !plain.decisionShown {
		t.Errorf("a decision with no battle: battle dialog %v, plain dialog %v", plain.battle != nil, plain.decisionShown)
	}
}

// toCasualties plays the toy battle to the attacker's casualty choice.
func toCasualties(t *testing.T, w *Window) {
	t.Helper()
	if !w.battle.do(w, rules.Action{Side: "allies", Verb: "at-guns", Args: []string{"0"}}) {
		t.Fatal("at-guns 0 not applied")
	}
	if w.battle == nil || w.battle.radio == nil {
		t.Fatalf("no casualty choice after round 1:\n%s", topText(w))
	}
}

// The casualty choice preselects the suggested loss (the artillery, not
// the first choice); "Take this loss" sends the loss selected; the rolls
// so far show, newest first, with the round in the heading.
func TestBattleDialogCasualties(t *testing.T) {
	w := newBattleWindow(t, true)
	toCasualties(t, w)
	r := w.battle.radio
	if !strings.Contains(r.Selected, "artillery") || !strings.HasSuffix(r.Selected, "(suggested)") {
		t.Errorf("preselected %q of %q, want the suggested artillery", r.Selected, r.Options)
	}
	text := battleText(t, w)
	at := strings.Index(text, "Central Powers attack W0403, round 1")
	if !strings.Contains(text, "Battle at W0403 — round 1") || at < 0 || at > strings.Index(text, "AT guns at W0403") {
		t.Errorf("heading or rolls (newest first) wrong:\n%s", text)
	}
	if strings.Contains(text, "Attacker wins") {
		t.Errorf("odds shown while press-on is not forecast:\n%s", text)
	}
	other := r.Options[slices.IndexFunc(r.Options, func(o string) bool { return strings.Contains(o, "infantry") })]
	r.SetSelected(other)
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take this loss")
	log := w.sess.Game.Log()
	last := log[len(log)-1].Action
	if last.Verb != "lose" || !strings.HasPrefix(w.sess.Game.Scenario.Counters.Unit(unitType(w, last.Args[0])).Name, "German infantry") {
		t.Errorf("Take this loss sent %v, want the German infantry selected", last)
	}
	// One loss still due: the suggested one again.
	if w.battle == nil || !strings.Contains(w.battle.radio.Selected, "artillery") {
		t.Fatalf("after one loss: %v", w.battle)
	}
}

// unitType is the type of the unit with id, lost or not.
func unitType(w *Window, id string) string {
	for _, u := range w.sess.Game.State().(*toyBattleState).State.View("").Units {
		if u.ID == id {
			return u.Type
		}
	}
	return ""
}

// "Take suggested losses" takes the defaults until the side's choice
// ends; "Press on" and "Retreat to" send their actions; a press-on the
// rules refuse shows the rule and changes nothing; the odds show when
// press-on is forecast; the dialog closes on the retreat and shows the
// result.
func TestBattleDialogPressOnAndRetreat(t *testing.T) {
	w := newBattleWindow(t, true)
	toCasualties(t, w)
	n := len(w.sess.Game.Log())
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take suggested losses")
	log := w.sess.Game.Log()
	if len(log) != n+2 || log[n].Action.Verb != "lose" || log[n+1].Action.Verb != "lose" || log[n+1].Action.Side != "central" {
		t.Fatalf("suggested losses: %d entries, want the attacker's 2", len(log)-n)
	}
	if w.battle == nil || w.battle.side != "allies" {
		t.Fatalf("after the attacker's losses the Allies choose theirs: %v", w.battle)
	}
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take suggested losses")
	text := battleText(t, w)
	for _, want := range []string{"Attacker wins", "Defender holds", "Both destroyed", "Expected loss", "Best retreat", "Press on", "Retreat to"} {
		if !strings.Contains(text, want) {
			t.Errorf("press-on stage lacks %q:\n%s", want, text)
		}
	}
	if path := os.Getenv("SANDTABLE_BATTLE_PNG"); path != "" {
		writeCapture(t, w, strings.TrimSuffix(path, ".png")+"-press.png")
	}
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Press on")
	if got := lastAction(w).String(); got != "central press-on" || !strings.Contains(battleText(t, w), "round 2") {
		t.Fatalf("Press on sent %q; dialog:\n%s", got, battleText(t, w))
	}
	// Round 2: the attacker's last unit lost, the defender's.
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take suggested losses")
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take suggested losses")
	n = len(w.sess.Game.Log())
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Press on")
	if len(w.sess.Game.Log()) != n || !strings.Contains(w.battle.reason.Text, "two rounds at most (toy battle 3)") {
		t.Fatalf("a refused press-on: log %d→%d, reason %q", n, len(w.sess.Game.Log()), w.battle.reason.Text)
	}
	for _, obj := range test.LaidOutObjects(w.Fyne().Canvas().Overlays().Top()) {
		if s, ok := obj.(*widget.Select); ok {
			s.SetSelected("W1005")
		}
	}
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Retreat to")
	if got := lastAction(w).String(); got != "central retreat W1005" {
		t.Errorf("Retreat to sent %q", got)
	}
	if w.battle != nil || !strings.Contains(topText(w), "retreat from W0403 to W1005") {
		t.Errorf("after the retreat: battle dialog %v, on top:\n%s", w.battle != nil, topText(w))
	}
}

// Hotseat: the Allies' choice waits behind the hand-over screen, and each
// side's dialog shows only the rolls its log holds (the Allies' secret
// roll never in the Central Powers').
func TestBattleDialogHotseatAndSecrets(t *testing.T) {
	w := newBattleWindow(t, false)
	if w.battle == nil || w.battle.side != "allies" {
		t.Fatalf("the Allies' at-guns choice: %v", w.battle)
	}
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "At guns 0")
	if !w.sess.HandingOver() || w.battle != nil {
		t.Fatalf("after the Allies' choice: handing over %v, battle dialog %v", w.sess.HandingOver(), w.battle != nil)
	}
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	if text := battleText(t, w); w.battle.side != "central" || strings.Contains(text, "secret") || !strings.Contains(text, "round 1") {
		t.Errorf("the Central Powers' dialog (side %s):\n%s", w.battle.side, text)
	}
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take suggested losses")
	if !w.sess.HandingOver() || w.battle != nil {
		t.Fatalf("after the attacker's losses: handing over %v, battle dialog %v", w.sess.HandingOver(), w.battle != nil)
	}
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	if text := battleText(t, w); w.battle.side != "allies" || !strings.Contains(text, "Allied secret roll at W0403") {
		t.Errorf("the Allies' dialog (side %s) lacks their own secret roll:\n%s", w.battle.side, text)
	}
	if path := os.Getenv("SANDTABLE_BATTLE_PNG"); path != "" {
		writeCapture(t, w, path)
	}
}

// writeCapture writes the window as it looks now to path (to look at).
func writeCapture(t *testing.T, w *Window, path string) {
	t.Helper()
	w.Fyne().Resize(fyne.NewSize(1100, 800))
	for range 3 {
		w.Fyne().Content().Refresh()
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Fyne().Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// The dice of a battle's log lines: each "[...]" group with the words
// before it, hitting on its "@N" or the line's "on N or less".
func TestBattleRollsOfLogLines(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []diceRoll
	}{
		{"Italy attacks at Tobruk, round 1 (Combat: hit on the attack value or less): infantry@2 (artillery support) [1 4], armour@3 [3 6 2] — 2 hits",
			[]diceRoll{{"infantry@2 (artillery support)", []int{1, 4}, 2}, {"armour@3", []int{3, 6, 2}, 3}}},
		{"The Allies fire 2 AT guns at Tobruk (AT guns: hit tanks on 3 or less): [2 5] — 1 tank hit",
			[]diceRoll{{"", []int{2, 5}, 3}}},
		{"AA gun at Tobruk fires at 2 planes (Flak: 1 die per plane, hit on 1): [1 4] — 1 plane hit",
			[]diceRoll{{"", []int{1, 4}, 1}}},
	} {
		got := rollsOf(rules.Event{Text: tt.text})
		if len(got) != len(tt.want) {
			t.Errorf("%q: %+v", tt.text, got)
			continue
		}
		for i := range got {
			if got[i].label != tt.want[i].label || !slices.Equal(got[i].faces, tt.want[i].faces) || got[i].target != tt.want[i].target {
				t.Errorf("%q group %d: %+v, want %+v", tt.text, i, got[i], tt.want[i])
			}
		}
	}
	r := rollsOf(rules.Event{Roll: &rules.Roll{For: "attack, hit on 2 or less", Dice: []int{2, 3}, Sides: 6}})
	if len(r) != 1 || !r[0].hit(2) || r[0].hit(3) || r[0].label != "" {
		t.Errorf("a Roll event's dice: %+v", r)
	}
}

// The battle dialog at the attacker's choice to press on or retreat after
// round 1 (the units left, the odds with their bars, the rolls with their
// dice, the buttons), compared with the reviewed
// testdata/battle-dialog.png. After a deliberate change, look at the new
// capture and run: go test ./ui/app -run BattleDialogGolden -update
func TestBattleDialogGolden(t *testing.T) {
	w := newBattleWindow(t, true)
	w.Fyne().Resize(fyne.NewSize(1100, 800))
	toCasualties(t, w)
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take suggested losses")
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Take suggested losses")
	if w.battle == nil || w.battle.side != "central" {
		t.Fatalf("not at the press-on choice: %v", w.battle)
	}
	var got image.Image
	for range 20 {
		for range 3 {
			w.Fyne().Content().Refresh()
			w.battle.content.Refresh()
		}
		img := cropTo(w, w.battle.content)
		if got != nil && sameImage(got, img) {
			break
		}
		got = img
		time.Sleep(50 * time.Millisecond)
	}
	path := filepath.Join("testdata", "battle-dialog.png")
	if *update {
		golden.Write(t, path, got)
		return
	}
	want := golden.Read(t, path)
	if want.Bounds().Size() != got.Bounds().Size() {
		t.Fatalf("capture %v, golden %v", got.Bounds().Size(), want.Bounds().Size())
	}
	differ := 0
	for y := 0; y < got.Bounds().Dy(); y++ {
		for x := 0; x < got.Bounds().Dx(); x++ {
			if golden.Far(golden.At(got, x, y), golden.At(want, x, y), 24) {
				differ++
			}
		}
	}
	if limit := got.Bounds().Dx() * got.Bounds().Dy() / 500; differ > limit {
		out := filepath.Join(t.TempDir(), "battle-dialog.png")
		golden.Write(t, out, got)
		t.Errorf("%d pixels differ from %s (limit %d); the new capture is %s", differ, path, limit, out)
	}
}

// cropTo is the window's capture cut to object o.
func cropTo(w *Window, o fyne.CanvasObject) image.Image {
	img := w.Fyne().Canvas().Capture()
	scale := w.Fyne().Canvas().Scale()
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	sz := o.Size()
	r := image.Rect(int(p.X*scale), int(p.Y*scale), int((p.X+sz.Width)*scale), int((p.Y+sz.Height)*scale))
	out := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(out, out.Bounds(), img, r.Min, draw.Src)
	return out
}
