package tomlfile

import "fmt"

// suggest returns ` (did you mean "x"?)` for the known key closest to k,
// when one is close enough to be a likely typo, and "" otherwise.
func suggest(k string, known []string) string {
	best, bestD := "", 3
	if len(k) <= 3 {
		bestD = 2
	}
	for _, c := range known {
		if d := distance(k, c); d < bestD {
			best, bestD = c, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// distance is the Levenshtein distance between two short strings; long
// strings are simply "far".
func distance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 20
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
