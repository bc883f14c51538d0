package greenfields

// Barrage is one artillery unit's announced fire this turn (the
// bombardment section fills this in).
type Barrage struct {
	Side string `json:"side"`
	// Guns are the artillery units firing, by index.
	Guns []int `json:"guns"`
	// Zone is the target zone (label).
	Zone string `json:"zone"`
	// Gas: gas rounds; Persistent: mustard gas.
	Gas        bool `json:"gas,omitempty"`
	Persistent bool `json:"persistent,omitempty"`
}
