package kit

// Halve is x/2 rounded up (up true) or down: Halve(7, true) is 4,
// Halve(7, false) is 3. Rounding is towards +∞ or −∞, so it also holds for
// negative x: Halve(-7, true) is -3.
func Halve(x int, up bool) int { return Scale(x, 1, 2, up) }

// Scale is x·num/den rounded up (towards +∞) or down (towards −∞), exactly,
// for fractions of strengths such as "one third, rounded down":
// Scale(10, 1, 3, false) is 3, Scale(10, 2, 3, true) is 7. It panics when
// den is 0, like integer division.
func Scale(x, num, den int, up bool) int {
	n := x * num
	if den < 0 {
		n, den = -n, -den
	}
	q, r := n/den, n%den // Go truncates towards 0
	switch {
	case r != 0 && up && n > 0:
		q++
	case r != 0 && !up && n < 0:
		q--
	}
	return q
}
