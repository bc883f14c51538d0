package main

import (
	"sandtable/ui/app"
	"sandtable/ui/boardview"
)

// compositor picks how the board is drawn.
func compositor() app.Compositors {
	return func(show boardview.ShowFunc) (boardview.Compositor, error) {
		return boardview.NewSoftCompositor(show), nil
	}
}
