package app

import (
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/golden"
	"sandtable/rules"
	"sandtable/scenarios"
)

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
	for _, want := range []string{"Battle at W0403 Aubrecourt — before round 1", "Attacker: Central Powers", "2 × German infantry", "1 × Monstrous artillery", "Defender: Allies", "2 × British infantry", "No dice rolled yet."} {
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
	if !strings.Contains(text, "Battle at W0403 Aubrecourt — round 1") || at < 0 || at > strings.Index(text, "AT guns at W0403") ||
		strings.Index(text, "Round 1") > at || strings.Index(text, "Before round 1") < at {
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
	// One loss still due: the suggested one again, which Enter takes.
	if w.battle == nil || !strings.Contains(w.battle.radio.Selected, "artillery") {
		t.Fatalf("after one loss: %v", w.battle)
	}
	typeKey(w, fyne.KeyReturn)
	if last := lastAction(w); last.Verb != "lose" || unitType(w, last.Args[0]) != "ger-art" {
		t.Errorf("Enter sent %v, want the suggested artillery's loss", last)
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
// rules refuse is greyed out, with the rule beside it; the odds show when
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
	if len(w.sess.Game.Log()) != n || !strings.Contains(battleText(t, w), "Press on: ") || !strings.Contains(battleText(t, w), "two rounds at most (toy battle 3)") {
		t.Fatalf("a refused press-on: log %d→%d, dialog:\n%s", n, len(w.sess.Game.Log()), battleText(t, w))
	}
	for _, obj := range test.LaidOutObjects(w.Fyne().Canvas().Overlays().Top()) {
		if bt, ok := obj.(*widget.Button); ok && bt.Text == "Press on" && !bt.Disabled() {
			t.Errorf("the refused Press on is not greyed out")
		}
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
	differ := golden.Differ(got, want, 24)
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

// The heading names a graph map's space by its name, a hex by its label
// and the places on it.
func TestBattlePlaceWords(t *testing.T) {
	w := newTestWindow(t)
	if got := w.placeWords("W0403"); got != "W0403 Aubrecourt" {
		t.Errorf("hex W0403: %q", got)
	}
	g, err := rules.StartGame("builtin:test-graph", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	if got := w.placeWords("Mediterranean"); got != "Mediterranean Sea" {
		t.Errorf("graph space Mediterranean: %q", got)
	}
}
