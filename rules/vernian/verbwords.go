package vernian

import (
	"slices"
	"strings"
)

// verbWords is each verb as a player says what it does, for refusals
// that name what a phase allows: a player drags counters and presses
// buttons, and "it allows: end-phase, move" speaks the scripts' language
// (issue 24). The rules reference's Actions section gives each verb's
// script form.
var verbWords = map[string]string{
	"end-phase":      "ending the phase",
	"move":           "moving a unit",
	"bombard":        "choosing a bombard's target",
	"cancel-bombard": "taking back a bombard",
	"fire":           "firing the bombards",
	"attack":         "attacking a hex",
	"commit":         "adding an attacker",
	"withdraw":       "leaving out an attacker",
	"double":         "choosing the unit a tank doubles",
	"resolve":        "rolling the attack",
	"cancel":         "calling the attack off",
	"advance":        "advancing after combat",
	"crack":          "making Crack Troops",
	"done":           "finishing the attack",
	"attrition":      "rolling attrition",
	"lose":           "choosing the unit that takes a step loss",
	"retreat":        "choosing where a stack retreats",
	"push-out":       "choosing a unit the Armored Front Buster pushes on",
	"sweep":          "flying a Sweep",
	"escort":         "flying an Escort",
	"interdict":      "flying an Interdiction",
	"intercept":      "flying an Interception",
	"recall":         "taking back a flyer's mission",
	"first":          "choosing what the Fighters attack first",
	"fight":          "fighting an air combat",
	"land":           "returning a flyer to base",
	"embark":         "boarding a Crack Troop onto a Zeppelin",
	"improve":        "improving a Zeppelin",
	"displace":       "choosing where an overrun flyer goes",
	"invent":         "rolling for an invention",
	"storm":          "placing a Storm",
	"generator":      "placing a Van der Graaf Generator",
	"escape":         "rolling to escape a Storm",
}

// wordsOfVerbs is verbs as players say them, without repeats, joined
// with commas; a verb with no words (none, by TestEveryVerbHasWords) is
// given as it is.
func wordsOfVerbs(verbs []string) string {
	var out []string
	for _, v := range verbs {
		w := verbWords[v]
		if w == "" {
			w = v
		}
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return strings.Join(out, ", ")
}
