package greenfields

// Stand-ins for other sections' helpers that the bombardment, opportunity
// fire and close assault call, until those sections are merged (delete
// each when its owner's definition lands: the build then says
// "redeclared"):
//   - gasAllowed: the data section's scenario switch for gas (seed: "Gas
//     does not become available until mid 1915"; 1914 forbids it);
//   - observed: the observation section's "can be seen by any unit in the
//     firing player's army";
//   - shellZone: the terrain section's shell holes, cut roads and trench
//     degradation;
//   - retreating: the morale section's "waits to fall back" test;
//   - fromFlank: the stacking section's "unit i attacks from a flank or
//     the rear";
//   - afterMove: the movement section's hook after every step of a unit
//     (opportunity.go registers the opportunity fire on it).

// gasAllowed: stand-in, no gas (the 1914 variant forbids it).
func (st *State) gasAllowed() bool { return false }
