package boardview

import "sandtable/rules"

// lastMoveMark is the move the red arrow shows and when it was made: the
// game, how long its log was after the move, and the phase it was made in.
// The arrow goes when any of these changes: a new or opened game, the move
// undone, the phase over.
type lastMoveMark struct {
	game   *rules.Game
	log    int
	phase  phaseAt
	viewer string // who saw it made: at a shared screen, nobody else may
}

// phaseAt is where the game stands in its turn sequence.
type phaseAt struct {
	turn, sub int
	phase     string
}

func phaseOf(st rules.Status) phaseAt {
	return phaseAt{turn: st.Turn, sub: st.SubTurn, phase: st.Phase}
}

// setLastMove shows a as the move just made.
func (b *Board) setLastMove(a *Arrow) {
	g := b.sess.Game
	b.lastMove = a
	b.lastMoveAt = lastMoveMark{game: g, log: len(g.Log()), phase: phaseOf(g.Status()), viewer: b.sess.Viewer()}
}

// checkLastMove drops the arrow once the move it shows is no longer the
// last thing that happened in its phase: another game, the move undone
// (the log is shorter than right after it), or the phase ended; and once
// the screen is handed to another side (a secret move's arrow would show
// it where the counter came from).
func (b *Board) checkLastMove() {
	if b.lastMove == nil {
		return
	}
	g, at := b.sess.Game, b.lastMoveAt
	if g != at.game || len(g.Log()) < at.log || phaseOf(g.Status()) != at.phase || b.sess.Viewer() != at.viewer {
		b.lastMove = nil
	}
}
