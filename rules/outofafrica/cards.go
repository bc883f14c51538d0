package outofafrica

import (
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the action round's card play (PLAN.md §1, §2.5), which
// the seed leaves to Paths of Glory: in each of its action rounds an
// alliance plays one card from its hand, for its operations points
// (OPS), its strategic redeployment points (SR), its replacement points
// (RP) or its event, or takes the die action instead (dieaction.go), or,
// with no card left, passes. Until it has done one of these its action
// round may not end. A card played for OPS, SR or RP goes to its deck's
// discards; one played for its event too, unless it is a "*" card (the
// seed's "event can only happen once, then card is removed"), which
// leaves the game, or a combat card, which stays in play beside the hand
// until a combat uses it.

// RuleCards is the card play (Sandtable's reading of the base game).
const RuleCards = "Cards and events"

// RuleActions is the action round's one action (L125 and the base game).
const RuleActions = "Action rounds"

// The ways a card is played.
const (
	UseOPS   = "ops"
	UseSR    = "sr"
	UseRP    = "rp"
	UseEvent = "event"
)

var _ = addPhaseVerbs(PhaseAction, "play", "pass")

var _ = addMustFinish(PhaseAction, func(st *State) *rules.Refusal {
	if st.Tracks.Acted || st.Side == "" {
		return nil
	}
	if len(st.Cards.Hands[st.Side]) == 0 && !st.dieOpen(st.Side) && !*st.fixed.r.Turn.MayPass {
		return nil // nothing to do: the round may end
	}
	return &rules.Refusal{Rule: RuleActions, Reason: "the " + st.SideName(st.Side) +
		" must first take their action round's action: play a card, roll the die for OPS or SR, or pass with an empty hand"}
})

var _ = addChecklist(PhaseAction, func(st *State, _ string) []rules.CheckItem {
	if st.Side == "" {
		return nil
	}
	return []rules.CheckItem{{Text: "Take your action: play a card, roll the die, or pass with an empty hand (" + RuleActions + ")",
		Done: st.Tracks.Acted, Required: true}}
})

func init() {
	on(RoundStart, func(st *State, _ *rules.Context) error {
		st.Tracks.Acted, st.Tracks.Action, st.Tracks.Card, st.Tracks.Points = false, "", "", 0
		return nil
	})
	on(RoundEnd, func(st *State, _ *rules.Context) error {
		st.Tracks.Action, st.Tracks.Card, st.Tracks.Points = "", "", 0
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: "play", Args: "CARD ops|sr|rp|event", Rule: RuleCards, Title: "Play a card",
		Help:  "play a card of your hand for its operations points, strategic redeployment points, replacement points or event",
		Words: "playing a card",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if st.Phase != PhaseAction || st.Side != side || st.Tracks.Acted {
				return nil
			}
			var out []rules.Action
			for _, id := range st.Cards.Hands[side] {
				if arg0 != "" && id != arg0 {
					continue
				}
				for _, use := range []string{UseOPS, UseSR, UseRP, UseEvent} {
					if st.playRefusal(side, id, use) == nil {
						out = append(out, rules.Action{Side: side, Verb: "play", Args: []string{id, use}})
					}
				}
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if len(a.Args) != 2 {
				return rules.Refuse(a, RuleCards, "write play CARD ops|sr|rp|event")
			}
			if st.Tracks.Acted {
				return rules.Refuse(a, RuleActions, "the %s have already taken this action round's action", st.SideName(a.Side))
			}
			if r := st.playRefusal(a.Side, a.Args[0], a.Args[1]); r != nil {
				r.Action = a
				return r
			}
			return nil
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			return st.playCard(ctx, a.Side, a.Args[0], a.Args[1])
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			c := st.card(a.Args[0])
			if c == nil {
				return "", false
			}
			name := c.ID + " " + c.Name
			switch a.Args[1] {
			case UseOPS:
				return "Play " + name + " for " + strconv.Itoa(c.OPS) + " OPS", true
			case UseSR:
				return "Play " + name + " for " + strconv.Itoa(c.SR) + " SR", true
			case UseRP:
				return "Play " + name + " for its replacement points (" + strings.TrimPrefix(rpText(c), ", RP ") + ")", true
			case UseEvent:
				return "Play " + name + " for the event", true
			}
			return "", false
		},
	})
	book.Verb(kit.Verb[*State]{Name: "pass", Rule: RuleActions, Title: "Pass",
		Help:  "pass your action round (only with no card in hand)",
		Words: "passing",
		Gen: func(st *State, side, _ string) []rules.Action {
			if st.passRefusal(side) != nil {
				return nil
			}
			return []rules.Action{{Side: side, Verb: "pass"}}
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if r := st.passRefusal(a.Side); r != nil {
				r.Action = a
				return r
			}
			return nil
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			st.Tracks.Acted, st.Tracks.Action = true, "pass"
			ctx.Logf("The %s pass (no card in hand)", st.SideName(a.Side))
			return nil
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleActions, Title: "Action rounds", Order: 23,
		Text: `"... always play seven (not six) actions on every turn." (SSR 2.)

In each of its action rounds an alliance takes one action: it plays a card of its hand, or takes the die action (SSR 2), or, with no card in hand, passes. Its action round may not end before it has. (Sandtable's reading of the base game.)`})
	book.Section(kit.Section[*State]{Rule: RuleCards, Title: "Cards and events", Order: 24,
		Text: `A card is played for one of: its operations points (OPS), its strategic redeployment points (SR), its replacement points (RP, by nation, spent in the replacement phase), or its event. Played for its event, it adds its war status value to its alliance's war status, and its event happens: what the seed states is done by the rules; any other event is shown with its text, and its player carries it out by hand (the adjudication). A card marked "*" leaves the game after its event; a combat card played for its event stays in play beside its owner's hand until a combat uses it; any other card goes to its deck's discards.

RPs a card gives a nation of the other alliance are ignored: "IT: Ignore IT RPs on Allied Cards, as Italy is CP." (L63)

The cards are the scenario's data: the seed's own events with the seed's words, the base events the seed amends in Sandtable's words, and Sandtable's original cards, each labelled with its origin.`})
}

// playHooks are what a card does when played for OPS, SR or RP, by card
// id (addPlayHook).
var playHooks = map[string]func(st *State, ctx *rules.Context, side, use string) (remove bool, err error){}

// addPlayHook registers what card id does when played for OPS, SR or RP
// (A41: the ANA joins the Central Powers), beside its points; remove true
// takes the card out of the game instead of discarding it. Call it from a
// package var; a card registered twice panics.
func addPlayHook(id string, fn func(st *State, ctx *rules.Context, side, use string) (remove bool, err error)) bool {
	if _, dup := playHooks[id]; dup {
		panic("outofafrica: the play hook of card " + id + " is registered twice")
	}
	playHooks[id] = fn
	return true
}

// playRefusal is why side may not play card id for use now (the phase
// and the turn aside), nil when it may. It depends only on side's own
// hand and public data.
func (st *State) playRefusal(side, id, use string) *rules.Refusal {
	if !st.Cards.Hands[side].Has(id) {
		return &rules.Refusal{Rule: RuleCards, Reason: id + " is not in your hand"}
	}
	c := st.card(id)
	switch use {
	case UseOPS:
		if c.OPS < 1 {
			return &rules.Refusal{Rule: RuleCards, Reason: id + " has no operations points"}
		}
	case UseSR:
		if c.SR < 1 {
			return &rules.Refusal{Rule: RuleCards, Reason: id + " has no strategic redeployment points"}
		}
	case UseRP:
		if len(c.RP) == 0 {
			return &rules.Refusal{Rule: RuleCards, Reason: id + " has no replacement points"}
		}
	case UseEvent:
		return st.eventRefusal(side, id)
	default:
		return &rules.Refusal{Rule: RuleCards, Reason: "a card is played for ops, sr, rp or event, not " + strconv.Quote(use)}
	}
	return nil
}

// passRefusal is why side may not pass now, nil when it may.
func (st *State) passRefusal(side string) *rules.Refusal {
	switch {
	case st.Phase != PhaseAction || st.Side != side:
		return &rules.Refusal{Rule: RuleActions, Reason: "a pass is an action round's action"}
	case st.Tracks.Acted:
		return &rules.Refusal{Rule: RuleActions, Reason: "the " + st.SideName(side) + " have already taken this action round's action"}
	case !*st.fixed.r.Turn.MayPass:
		return &rules.Refusal{Rule: RuleActions, Reason: "this scenario allows no pass ([rules.turn] may_pass)"}
	case len(st.Cards.Hands[side]) > 0:
		return &rules.Refusal{Rule: RuleActions, Reason: "only an alliance with no card in hand may pass"}
	}
	return nil
}

// playCard plays side's card id for use: out of the hand, logged for
// all, its points or its event. Points of OPS or SR open the stage that
// spends them (beginPoints: lane 4's operations and SR).
func (st *State) playCard(ctx *rules.Context, side, id, use string) error {
	c := st.card(id)
	h := st.Cards.Hands[side]
	h.Remove(id)
	st.Cards.Hands[side] = h
	st.Tracks.Acted, st.Tracks.Action, st.Tracks.Card = true, use, id
	who := st.SideName(side)
	switch use {
	case UseEvent:
		ctx.Logf("The %s play %s for the event", who, st.cardName(id))
		return st.playEvent(ctx, side, c)
	case UseOPS:
		st.Tracks.Points = c.OPS
		ctx.Logf("The %s play %s for %d OPS", who, st.cardName(id), c.OPS)
	case UseSR:
		st.Tracks.Points = c.SR
		ctx.Logf("The %s play %s for %d SR", who, st.cardName(id), c.SR)
	case UseRP:
		ctx.Logf("The %s play %s for its replacement points", who, st.cardName(id))
		for _, n := range sortedKeys(c.RP) {
			if a := st.fixed.r.Nations[n].Alliance; a != side {
				// "IT: Ignore IT RPs on Allied Cards, as Italy is CP." (L63)
				ctx.Logf("%s RPs on a card of the %s are ignored (%s)", st.nationLabel(n), who, RuleCards)
				continue
			}
			st.addRP(ctx, n, c.RP[n], id)
		}
		if err := runRPIncome(st, ctx, side, id); err != nil {
			return err
		}
	}
	removed := false
	if fn := playHooks[id]; fn != nil {
		remove, err := fn(st, ctx, side, use)
		if err != nil {
			return err
		}
		removed = remove
	}
	if removed {
		st.removeCard(id)
		ctx.Logf("%s %s leaves the game", c.ID, c.Name)
	} else {
		st.discard(side, id)
	}
	switch use {
	case UseOPS:
		return beginPoints(st, ctx, side, ForOps, c.OPS, id+" for OPS")
	case UseSR:
		return beginPoints(st, ctx, side, ForSR, c.SR, id+" for SR")
	}
	return nil
}

// discard puts side's card id on its deck's discards.
func (st *State) discard(side, id string) {
	d := st.Cards.Decks[side]
	d.Discard(id)
	st.Cards.Decks[side] = d
}

// removeCard takes card id out of the game.
func (st *State) removeCard(id string) {
	if i, ok := slices.BinarySearch(st.Cards.Removed, id); !ok {
		st.Cards.Removed = slices.Insert(st.Cards.Removed, i, id)
	}
}

// inPlay reports whether side's combat card id is in play.
func (st *State) inPlay(side, id string) bool { return slices.Contains(st.Cards.InPlay[side], id) }

// useCombatCard takes side's combat card id out of play once a combat
// has used it (lane 5: combatcards.go): to the discards, or out of the
// game for a "*" card. False when it is not in play.
func (st *State) useCombatCard(side, id string) bool {
	cc := st.Cards.InPlay[side]
	i := slices.Index(cc, id)
	if i < 0 {
		return false
	}
	st.Cards.InPlay[side] = slices.Delete(slices.Clone(cc), i, i+1)
	if c := st.card(id); c != nil && c.Once {
		st.removeCard(id)
	} else {
		st.discard(side, id)
	}
	return true
}
