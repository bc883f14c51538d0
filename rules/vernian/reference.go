package vernian

// CRTTableID is the id of the ground-combat CRT in the rules reference:
// forecasts name it so Help can mark the column an attack reads.
const CRTTableID = "crt"
