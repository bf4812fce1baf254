package main

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A written file is whole, has the mode os.WriteFile would give it, and
// leaves no temporary file behind, whether it is new or replaces one.
func TestWriteFileWritesWhole(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a.manifest.json")
	// The mode os.WriteFile gives a new file, under this process's umask.
	other := filepath.Join(t.TempDir(), "other")
	require.NoError(t, os.WriteFile(other, nil, 0o644))
	want, err := os.Stat(other)
	require.NoError(t, err)
	for _, data := range []string{"first, and longer than the second", "second", ""} {
		require.NoError(t, writeFile(name, []byte(data)))
		got, err := os.ReadFile(name)
		require.NoError(t, err)
		assert.Equal(t, data, string(got))
		info, err := os.Stat(name)
		require.NoError(t, err)
		assert.Equal(t, want.Mode().Perm(), info.Mode().Perm())
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		assert.Len(t, entries, 1, "only the file itself")
	}
}

// On Linux the file gets its name only once written (O_TMPFILE), on the
// file systems a build meets: the temporary directory, and the one the
// project is on.
func TestLinkWholeOnLinux(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("O_TMPFILE is Linux's; writeFile renames elsewhere")
	}
	for _, dir := range []string{t.TempDir(), mkdirHere(t)} {
		name := filepath.Join(dir, "a.json")
		require.True(t, linkWhole(name, []byte("new")), dir)
		require.True(t, linkWhole(name, []byte("replaced")), dir)
		got, err := os.ReadFile(name)
		require.NoError(t, err)
		assert.Equal(t, "replaced", string(got))
		assert.NoFileExists(t, name+".tmp")
	}
	assert.False(t, linkWhole(filepath.Join(t.TempDir(), "missing", "a.json"), []byte("x")),
		"a missing directory is writeFile's to report")
}

func mkdirHere(t *testing.T) string {
	dir, err := os.MkdirTemp(".", "writefile-")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// A failure names the file asked for, not the temporary one, and keeps
// the error's kind, from which build picks its exit code.
func TestWriteFileErrorNamesTheFile(t *testing.T) {
	name := filepath.Join(t.TempDir(), "missing", "a.manifest.json")
	err := writeFile(name, []byte("x"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), name+": cannot write the file")
	assert.NotContains(t, err.Error(), ".tmp")
	assert.ErrorIs(t, err, os.ErrNotExist)
}
