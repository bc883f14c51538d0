// Package plural writes counts for people with the noun agreeing: "1
// side", "2 sides".
package plural

import "strconv"

// Count is n and the noun, with an s when n is not 1: "1 side", "2 sides",
// "0 sides".
func Count(n int, noun string) string { return CountOf(n, noun, noun+"s") }

// CountOf is n and one or many, for a noun whose plural is not its
// singular and an s: CountOf(2, "family", "families") is "2 families".
func CountOf(n int, one, many string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Noun is the noun for n of them, without the count: Noun(1, "Zeppelin")
// is "Zeppelin", Noun(3, "Zeppelin") "Zeppelins".
func Noun(n int, noun string) string {
	if n == 1 || n == -1 {
		return noun
	}
	return noun + "s"
}
