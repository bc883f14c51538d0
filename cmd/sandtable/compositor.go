package main

import (
	"fmt"
	"os"

	"sandtable/ui/app"
	"sandtable/ui/boardview"
	"sandtable/ui/ebitenhost"
)

// compositor picks how the board is drawn: Ebiten on the GPU, or pure Go
// when OpenGL cannot start (or SANDTABLE_SOFTWARE=1 asks for it).
func compositor() app.Compositors {
	return func(show boardview.ShowFunc) (boardview.Compositor, error) {
		if os.Getenv("SANDTABLE_SOFTWARE") != "1" {
			h, err := ebitenhost.New(show)
			if err == nil {
				return h, nil
			}
			fmt.Fprintf(os.Stderr, "sandtable: %v; drawing the board without the GPU\n", err)
		}
		return boardview.NewSoftCompositor(show), nil
	}
}
