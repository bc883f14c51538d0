package app

import (
	"fmt"

	"sandtable/rules"
)

// saveDialogTitle is the Save dialog's title. It says what the file holds:
// the window does not ask for passphrases yet (docs/secrets-in-saves.md,
// "The window"), so every save it writes holds every side's secrets.
const saveDialogTitle = "Save the game (the file holds every side's secrets)"

// errSealedInWindow is why the window does not open a sealed save: it
// cannot ask for the passphrases yet. The commands can.
func errSealedInWindow(path string) error {
	return fmt.Errorf("app: %s: %w. The window cannot ask for passphrases yet: see one side's view with `sandtable state %s --json --side SIDE`, or the whole game with `sandtable replay %s`",
		path, rules.ErrSealedSave, path, path)
}
