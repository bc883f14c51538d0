package app

import (
	"fmt"
	"strings"

	"sandtable/rules"
)

// Real draws: in a game played with real dice the players also draw real
// cards and chits. When an action draws from a deck or cup, the window asks
// them to draw one and type what they drew, as `sandtable play` takes
// "drew card 37" in a script, then applies the action again.

// askDraw asks the players to draw from the deck or cup nd names and enter
// the item, then applies a again (and calls what was waiting for it). bad,
// when set, is the entry just refused (not in the deck): the dialog says so
// and asks again. Cancel leaves the game as it was.
func (w *Window) askDraw(a rules.Action, nd *rules.NeedDraw, bad *rules.BadDraw) {
	then := w.afterDice
	w.afterDice = nil
	example := "drew " + nd.Kind + " 37"
	prompt := fmt.Sprintf("Draw a %s from the %s and enter it, for:\n%s\n\nType the %s's id (e.g. 37), or %s.",
		nd.Kind, nd.From, w.describe(a), nd.Kind, example)
	problem := ""
	if bad != nil {
		problem = fmt.Sprintf("%s %q is not in the %s: draw again, or check the id.", capitalise(bad.Kind), bad.Item, bad.From)
	}
	w.askTyped("Real draw", prompt, example, problem,
		func(text string) string {
			if _, err := drawnItem(text, nd.Kind); err != nil {
				return err.Error()
			}
			return ""
		},
		func(text string) {
			id, _ := drawnItem(text, nd.Kind)
			w.sess.Game.EnterDraw(id)
			w.applyThen(a, then)
		},
		func() {
			w.sess.Game.ClearDraws()
			w.setStatus("not drawn: " + w.describe(a) + " was not done")
		})
}

// drawnItem reads what the players typed after drawing a kind ("card"):
// the item's id alone ("37") or a whole draw ("drew card 37").
func drawnItem(text, kind string) (string, error) {
	f := strings.Fields(text)
	switch len(f) {
	case 0:
		return "", fmt.Errorf("type the id of the %s drawn, e.g. 37", kind)
	case 1:
		return f[0], nil
	}
	k, id, err := rules.ParseDraw(text)
	if err != nil {
		return "", fmt.Errorf("%q is not a draw: type the %s's id, e.g. 37, or drew %s 37", text, kind, kind)
	}
	if k != kind {
		return "", fmt.Errorf("this draw is of a %s, not a %s", kind, k)
	}
	return id, nil
}
