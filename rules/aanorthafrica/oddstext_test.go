package aanorthafrica

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestParseOddsText(t *testing.T) {
	ob, err := ParseOddsText([]byte(`# Gazala
attacker germany: 2 armour, 1 fighter
attacker italy: 1 infantry   # Italian infantry: 1/1, 2 IPC
defender uk: 2 artillery, 1 aa
at-guns: 1
minefield: known
order attacker: keep-tanks
order defender: keep-attackers
ground: 3
`), bundledOddsUnits(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(ob.Attacker.Units) != 4 || ob.Attacker.Units[3] != (OddsUnit{Class: OddsClassInfantry, Attack: 1, Defence: 1, Cost: 2, Name: "Italian infantry"}) ||
		ob.Attacker.Units[0].Name != "German armour" {
		t.Errorf("attacker %+v", ob.Attacker.Units)
	}
	if len(ob.Defender.Units) != 3 || ob.Defender.Units[0] != (OddsUnit{Class: OddsClassArtillery, Attack: 2, Defence: 2, Cost: 4}) {
		t.Errorf("defender %+v", ob.Defender.Units)
	}
	if ob.ATGuns != 1 || ob.Minefield != OddsMinefieldKnown || ob.Attacker.Order != "keep-tanks" || ob.Defender.Order != "keep-attackers" || ob.Ground != 3 {
		t.Errorf("battle %+v", ob)
	}
}

// Errors name the line and what was wrong.
func TestParseOddsTextErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"attacker germany: 3 tanks\ndefender uk: 2 elephants", "line 2: unknown unit \"elephants\""},
		{"attacker france: 1 infantry", "line 1: unknown nation \"france\""},
		{"attacker uk: infantry", "line 1: \"infantry\": want a count"},
		{"attacker uk: 101 infantry", "want a count from 1 to 100"},
		{"attacker uk: 60 infantry, 41 armour", "more than 100 units"},
		{"attacker uk: 1 infantry\nminefield: deep", "line 2: minefield \"deep\""},
		{"attacker uk: 1 infantry\nat-guns: 1\nat-guns: 2", "line 3: \"at-guns\" given twice"},
		{"attacker uk: 1 infantry\norder defender: random", "line 2: loss order \"random\""},
		{"hello", "line 1: \"hello\": want"},
		{"attacker uk: 1 infantry\nweather: rain", "unknown item \"weather\""},
		{"defender uk: 1 infantry", "needs an \"attacker NATION:\" line"},
		{"attacker uk: 1 minefield", "its own line"},
		{strings.Repeat("#\n", 101), "101 lines"},
		{strings.Repeat("#", MaxOddsText+1), "more than 16384"},
	} {
		_, err := ParseOddsText([]byte(c.src), bundledOddsUnits(t))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "aanorthafrica: odds: ") {
			t.Errorf("%q: err %v, want %q", c.src, err, c.want)
		}
	}
}

// The report of infantry attacking infantry (1/4, 1/8, 5/8; IPC lost
// attacker 3·3/4 = 2.25, defender 3·3/8 = 1.125; best not to attack).
func TestReportText(t *testing.T) {
	ob, err := ParseOddsText([]byte("attacker germany: 1 infantry\ndefender uk: 1 infantry\n"), bundledOddsUnits(t))
	if err != nil {
		t.Fatal(err)
	}
	res, err := ob.Odds()
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	NewOddsReport(res, 1500*time.Microsecond).WriteText(&b)
	want := `Attacker wins 25.0% · Defender holds 62.5% · Both destroyed 12.5%
Attacker left: 0 75.0% | 1 25.0%
  none: 75.0%
  1 infantry: 25.0%
Defender left: 0 37.5% | 1 62.5%
  1 infantry: 62.5%
  none: 37.5%
Expected IPC lost: attacker 2.2, defender 1.1
Best retreat: do not attack (fought to the end: -1.1 IPC)
Computed exactly: 4 states, 1 line-up, 1.5 ms
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
