package kit

// Halve is x/2 rounded up (up true) or down: Halve(7, true) is 4,
// Halve(7, false) is 3, for "half dice, rounding down". Rounding is
// towards +∞ or −∞, so it also holds for negative x: Halve(-7, true) is -3.
func Halve(x int, up bool) int {
	q, r := x/2, x%2 // Go truncates towards 0
	switch {
	case r != 0 && up && x > 0:
		q++
	case r != 0 && !up && x < 0:
		q--
	}
	return q
}
