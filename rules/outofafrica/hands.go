package outofafrica

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the decks and the secret hands (PLAN.md §2.4):
//
//	"Players always draw 8 card hands once at LW or TW" (L125)
//
// Each alliance has its own deck of strategy cards ([[rules.card]]): its
// Mobilization cards from the start, its Limited and Total War cards once
// it reaches those war statuses (warstatus.go). Each draws its first hand
// as turn 1 begins, and in the draw phase fills its hand up to its size:
// [rules.turn] hand (7) at Mobilization, hand_war (8) once the alliance
// is at Limited or Total War (ruling OA-32: the alliance's own war
// status). An empty deck takes its discards back first. A hand is its
// side's secret: the other side sees how many cards it holds, never
// which.

// RuleHands is the hands and the draw (L125).
const RuleHands = "Out of Africa SSR 2: hands"

var _ = addSecretWords(handSecretWords)
var _ = addSecretVariants(handVariants)
var _ = addSideData(cardSideData)

func init() {
	on(kit.GameStart, func(st *State, _ *rules.Context) error {
		st.buildDecks()
		return nil
	})
	on(kit.TurnStart, func(st *State, ctx *rules.Context) error {
		if st.Cards.Dealt {
			return nil
		}
		st.Cards.Dealt = true
		return st.drawHands(ctx)
	})
	on(kit.Enter(PhaseDraw), func(st *State, ctx *rules.Context) error { return st.drawHands(ctx) })
	book.Section(kit.Section[*State]{Rule: RuleHands, Title: "Hands and the draw", Order: 21,
		Text: `"Players always draw 8 card hands once at LW or TW and always play seven (not six) actions on every turn." (SSR 2.)

Each alliance draws from its own deck: its Mobilization cards from the start, its Limited War and Total War cards added when it reaches that war status (at the war status phase). Each alliance draws its first hand as turn 1 begins and, in the draw phase of every turn, fills its hand up to its size: 7 cards at Mobilization (Paths of Glory's, left to the scenario's data) and 8 once that alliance is at Limited or Total War (ruling OA-32). When a deck runs out, its discards are shuffled back into it. A hand is secret: the other alliance sees only how many cards it holds.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := st.fixed.r.Turn
			return fmt.Sprintf("In this game: hands of %d at Mobilization and %d at Limited or Total War.", t.Hand, t.HandWar), nil
		}})
}

// buildDecks makes each alliance's deck of its Mobilization cards.
func (st *State) buildDecks() {
	st.Cards.Decks, st.Cards.Hands, st.Cards.Joined = map[string]rules.Deck{}, map[string]rules.Hand{}, map[string]string{}
	for _, side := range Sides {
		st.Cards.Decks[side] = rules.NewDeck(st.SideName(side)+" cards", "card", st.cardsOf(side, "mob")...)
		st.Cards.Joined[side] = "mob"
	}
}

// cardsOf are the ids of side's cards of war status status, in the data's
// order.
func (st *State) cardsOf(side, status string) []string {
	var out []string
	for _, c := range st.fixed.r.Cards {
		if c.Side == side && c.Status == status {
			out = append(out, c.ID)
		}
	}
	return out
}

// handSize is side's hand size now: hand_war at Limited or Total War,
// else hand (L125, ruling OA-32).
func (st *State) handSize(side string) int {
	if st.warLevel(side) != "mob" {
		return st.fixed.r.Turn.HandWar
	}
	return st.fixed.r.Turn.Hand
}

// drawHands fills each alliance's hand up to its size, the Central
// Powers first. What a side draws is logged to it alone; everybody reads
// how many cards it drew.
func (st *State) drawHands(ctx *rules.Context) error {
	for _, side := range Sides {
		if err := st.drawTo(ctx, side, st.handSize(side)); err != nil {
			return err
		}
	}
	return nil
}

// drawTo draws side's hand up to n cards (the deck taking its discards
// back when it runs out; fewer when both are spent).
func (st *State) drawTo(ctx *rules.Context, side string, n int) error {
	d := st.Cards.Decks[side]
	h := st.Cards.Hands[side]
	var drew []string
	for len(h) < n {
		if d.Len() == 0 {
			if len(d.Discards) == 0 {
				break
			}
			d.Reshuffle()
			ctx.Logf("The %s shuffle their discards back into their deck", st.SideName(side))
		}
		id, err := d.Draw(ctx, rules.SidesOnly(side))
		if err != nil {
			return err
		}
		h.Add(id)
		drew = append(drew, id)
	}
	st.Cards.Decks[side], st.Cards.Hands[side] = d, h
	if len(drew) == 0 {
		return nil
	}
	for _, id := range drew {
		ctx.LogTo(rules.SidesOnly(side), "You drew %s", st.cardName(id))
	}
	ctx.Logf("The %s drew %s (%d in hand)", st.SideName(side), countWord(len(drew), "card"), len(h))
	return nil
}

// cardName is card id as players read it: "A17 Draka Full Mobilization
// (4 OPS, 5 SR)".
func (st *State) cardName(id string) string {
	c := st.card(id)
	if c == nil {
		return id
	}
	return fmt.Sprintf("%s %s (%d OPS, %d SR%s)", c.ID, c.Name, c.OPS, c.SR, rpText(c))
}

// rpText is ", RP ge 2 ah 1" for a card with RPs.
func rpText(c *CardData) string {
	if len(c.RP) == 0 {
		return ""
	}
	s := ", RP"
	for _, n := range sortedKeys(c.RP) {
		s += " " + n + " " + strconv.Itoa(c.RP[n])
	}
	return s
}

// countWord is "1 card", "3 cards".
func countWord(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// cardSideData shows each hand to its owner only, and to everybody its
// size, the deck's size, the combat cards in play and the cards out of
// the game.
func cardSideData(st *State, v *rules.View) {
	for _, side := range Sides {
		h := st.Cards.Hands[side]
		var names []string
		for _, id := range h {
			names = append(names, st.cardName(id))
		}
		if names == nil {
			names = []string{}
		}
		v.SetSide(side, rules.SideEntry{Key: "hand", Label: "Hand", Kind: rules.SideItems, Items: names, To: rules.SidesOnly(side)})
		v.SetSide(side, rules.SideEntry{Key: "cards", Label: "Cards in hand", Kind: rules.SideNumber, Number: len(h)})
		d := st.Cards.Decks[side]
		v.SetSide(side, rules.SideEntry{Key: "deck", Label: "Cards in deck", Kind: rules.SideNumber, Number: d.Len()})
		if cc := st.Cards.InPlay[side]; len(cc) > 0 {
			var in []string
			for _, id := range cc {
				in = append(in, st.cardName(id))
			}
			v.SetSide(side, rules.SideEntry{Key: "in-play", Label: "Combat cards in play", Kind: rules.SideItems, Items: in})
		}
	}
}

// handSecretWords are the ids of the cards in the hands side may not see.
func handSecretWords(st *State, side string) []string {
	var out []string
	for _, o := range Sides {
		if o != side {
			out = append(out, st.Cards.Hands[o]...)
		}
	}
	return out
}

// handVariants are copies of st in which another alliance's hand holds a
// card of its deck in place of one of its own: what side may not see.
func handVariants(st *State, side string, r *rand.Rand) []rules.Variant {
	var out []rules.Variant
	for _, o := range Sides {
		h, d := st.Cards.Hands[o], st.Cards.Decks[o]
		if o == side || len(h) == 0 || d.Len() == 0 {
			continue
		}
		in, at := h[r.IntN(len(h))], d.Items[r.IntN(d.Len())]
		c := st.Clone().(*State)
		ch, cd := c.Cards.Hands[o], c.Cards.Decks[o]
		ch.Remove(in)
		ch.Add(at)
		cd.Items = slices.DeleteFunc(cd.Items, func(s string) bool { return s == at })
		cd.Return(in)
		c.Cards.Hands[o], c.Cards.Decks[o] = ch, cd
		out = append(out, rules.Variant{What: fmt.Sprintf("the %s hold %s instead of %s", st.SideName(o), at, in), State: c})
	}
	return out
}
