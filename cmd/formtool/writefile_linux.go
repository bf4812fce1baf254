package main

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// linkWhole writes data to name as a file with no name in name's
// directory (O_TMPFILE), which gets its name once it is written. Beside
// being whole when it appears, the file is made without holding the
// directory's lock, which on a busy file system is most of what a new
// file costs; it replaces an existing name through a temporary one and a
// rename. It reports false where the kernel or the file system cannot,
// where /proc is not mounted and on any failure: writeFile then writes
// the portable way, and reports that way's error.
func linkWhole(name string, data []byte) bool {
	fd, err := unix.Open(filepath.Dir(name), unix.O_TMPFILE|unix.O_WRONLY|unix.O_CLOEXEC, 0o644)
	if err != nil {
		return false
	}
	f := os.NewFile(uintptr(fd), name)
	defer f.Close()
	if _, err := f.Write(data); err != nil {
		return false
	}
	// linkat's AT_EMPTY_PATH needs CAP_DAC_READ_SEARCH; /proc needs nothing.
	link := func(to string) error {
		return unix.Linkat(unix.AT_FDCWD, "/proc/self/fd/"+strconv.Itoa(fd), unix.AT_FDCWD, to, unix.AT_SYMLINK_FOLLOW)
	}
	err = link(name)
	if errors.Is(err, unix.EEXIST) {
		tmp := name + ".tmp"
		os.Remove(tmp)
		if err = link(tmp); err == nil {
			if err = os.Rename(tmp, name); err != nil {
				os.Remove(tmp)
			}
		}
	}
	return err == nil
}
