package board

// NewHex builds a hex grid; the error names the bad field. The result also
// implements OffsetGrid.
func NewHex(s HexSpec) (Topology, error) {
	g, err := newHexGrid(s)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// NewSquare builds a square grid; the error names the bad field. The result
// also implements OffsetGrid.
func NewSquare(s SquareSpec) (Topology, error) {
	g, err := newSquareGrid(s)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// NewGraph builds a graph board; the error names the bad space or connection
// (duplicate ID, connection to an unknown space, self-loop). Repeated
// connections are merged. The result also implements SpaceBoard.
func NewGraph(s GraphSpec) (Topology, error) {
	g, err := newGraphBoard(s)
	if err != nil {
		return nil, err
	}
	return g, nil
}
