package app

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The battle dialog's dice (battle.go): each die drawn with its pips, a
// hit filled in the error colour.

// pipSpots are where a d6 face's pips sit, in fractions of its side.
var pipSpots = [][][2]float32{
	1: {{.5, .5}},
	2: {{.27, .27}, {.73, .73}},
	3: {{.27, .27}, {.5, .5}, {.73, .73}},
	4: {{.27, .27}, {.73, .27}, {.27, .73}, {.73, .73}},
	5: {{.27, .27}, {.73, .27}, {.5, .5}, {.27, .73}, {.73, .73}},
	6: {{.27, .25}, {.73, .25}, {.27, .5}, {.73, .5}, {.27, .75}, {.73, .75}},
}

// dieSize is the side of a drawn die.
const dieSize = 26

// dieFace draws a die showing face: pips for 1 to 6, else the number; a
// hit is filled in the error colour with white pips.
func dieFace(face int, hit bool) *fyne.Container {
	fill, ink := color.Color(color.White), color.Color(color.Black)
	if hit {
		fill, ink = theme.Color(theme.ColorNameError), color.White
	}
	box := canvas.NewRectangle(fill)
	box.StrokeColor, box.StrokeWidth, box.CornerRadius = color.Gray{Y: 90}, 1.5, 4
	objs := []fyne.CanvasObject{box}
	if face >= 1 && face < len(pipSpots) {
		for range pipSpots[face] {
			objs = append(objs, canvas.NewCircle(ink))
		}
	} else {
		t := canvas.NewText(strconv.Itoa(face), ink)
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		objs = append(objs, t)
	}
	return container.New(dieLayout{face: face}, objs...)
}

// dieLayout lays out a die: the box, then its pips (or number).
type dieLayout struct{ face int }

func (d dieLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	s := min(size.Width, size.Height)
	at := fyne.NewPos((size.Width-s)/2, (size.Height-s)/2)
	objs[0].Move(at)
	objs[0].Resize(fyne.NewSize(s, s))
	if d.face < 1 || d.face >= len(pipSpots) {
		objs[1].Move(at)
		objs[1].Resize(fyne.NewSize(s, s))
		return
	}
	p := s * 0.2
	for k, spot := range pipSpots[d.face] {
		objs[k+1].Move(fyne.NewPos(at.X+spot[0]*s-p/2, at.Y+spot[1]*s-p/2))
		objs[k+1].Resize(fyne.NewSize(p, p))
	}
}

func (dieLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(dieSize, dieSize) }
