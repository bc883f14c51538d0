package outofafrica

import "testing"

// TestNearEastAllies: "The only Allied units that may operate on the Near
// East map are Draka and Russian" (L135): the British corps in Alexandria
// may not move to Cairo; a Russian corps may enter Constantinople (on both
// maps).
func TestNearEastAllies(t *testing.T) {
	st := opsState(t, AP, 2)
	br := unitAt(t, st, "br-corps", "Alexandria")
	act(t, st, "Alexandria", UseMove)
	wantRefused(t, st, moveAction(st, br, "Cairo"), RulePolitics, "the only Allied units that may operate on the Near East map are Draka and Russia")
	emptySpace(st, "Constantinople")
	ru := put(t, st, "ru-corps", "Adrianople")
	act(t, st, "Adrianople", UseMove)
	applyChecked(t, st, moveAction(st, ru, "Constantinople"))
}

// TestBulgarsInTurkey: "Bulgars: may send up to 2 corps to fight in Near
// East Turkey" (L133; ruling OA-24: no army, Turkey's spaces with
// neareast 1). From Constantinople (on both maps) a Bulgarian army may not
// enter Adana; with two Bulgarian corps in Damascus a third may not enter
// Adana.
func TestBulgarsInTurkey(t *testing.T) {
	st := opsState(t, CP, 2)
	emptySpace(st, "Constantinople")
	army := put(t, st, "bu-army", "Constantinople")
	corps := put(t, st, "bu-corps", "Constantinople")
	act(t, st, "Constantinople", UseMove)
	wantRefused(t, st, moveAction(st, army, "Adana"), RulePolitics, "no Bulgaria army may enter Turkey in the Near East")
	applyChecked(t, st, moveAction(st, corps, "Adana")) // the first
	st = opsState(t, CP, 2)
	emptySpace(st, "Constantinople")
	put(t, st, "bu-corps", "Damascus")
	put(t, st, "bu-corps", "Damascus")
	third := put(t, st, "bu-corps", "Constantinople")
	act(t, st, "Constantinople", UseMove)
	wantRefused(t, st, moveAction(st, third, "Adana"), RulePolitics, "Bulgaria may send at most 2 corps to Turkey in the Near East, and 2 are there")
}
