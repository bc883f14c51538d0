package greenfields

import "sandtable/rules"

// This file will be the seed's box barrage in the weekly turn ("Remember
// that moving into and out of areas that were under box barrage will
// cause the moving unit to take casualties"). Until it is written, no
// zone is under a box barrage.

// boxFireOnMove fires the enemy's box barrages at unit i moving out of
// zone from and into zone to ("" for off board or the reserve box), as the
// seed's box barrage has it; the caller moves the unit after. A stub
// until the box barrage is written: no zone is barraged.
func (st *State) boxFireOnMove(ctx *rules.Context, i int, from, to string) error {
	return nil
}
