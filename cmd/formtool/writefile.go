package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// writeFile writes data to name so that a reader never sees half of it:
// where it can, as a file that gets its name only once it is whole
// (linkWhole); otherwise through a temporary file and a rename. A failure
// names the file asked for, not the temporary one.
func writeFile(name string, data []byte) error {
	if linkWhole(name, data) {
		return nil
	}
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("%s: cannot write the file: %w", name, pe.Err)
		}
		return err
	}
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
