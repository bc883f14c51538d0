//go:build !wasm && !test_web_driver

package glfw

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/internal/build"

	"github.com/go-gl/glfw/v3.4/glfw"
)

// platform values returned by forcePlatform to override GLFW's auto-detection.
const (
	platformAuto    = ""
	platformX11     = "x11"
	platformWayland = "wayland"
)

func (d *gLDriver) initGLFW() {
	switch forcePlatform() {
	case platformX11:
		glfw.InitHint(glfw.PlatformHint, int(glfw.PlatformX11))
	case platformWayland:
		glfw.InitHint(glfw.PlatformHint, int(glfw.PlatformWayland))
	}

	err := glfw.Init()
	if err != nil {
		fyne.LogError("failed to initialise GLFW", err)
		return
	}
	glfwState.Lock()
	glfwUp = true
	glfwState.Unlock()

	initCursors()
	if glfw.GetPlatform() == glfw.PlatformWayland {
		build.IsWayland = true
	}
}

func (d *gLDriver) pollEvents() {
	glfw.PollEvents() // This call blocks while window is being resized, which prevents freeDirtyTextures from being called
}

func (d *gLDriver) Terminate() {
	glfwState.Lock()
	glfwUp = false
	glfwState.Unlock()
	glfw.Terminate()
}

// Sandtable patch (fyne-io/fyne#2506): the loop waits for events when idle.
// glfwUp is true between glfw.Init and glfw.Terminate; glfwState keeps
// Terminate from running while another goroutine posts an empty event.
var (
	glfwState sync.RWMutex
	glfwUp    bool
)

// postEmptyEvent makes waitEvents return; any goroutine may call it.
func postEmptyEvent() {
	glfwState.RLock()
	defer glfwState.RUnlock()
	if glfwUp {
		glfw.PostEmptyEvent()
	}
}

// waitEvents waits until there is an event and processes the events, like
// pollEvents; on the main thread only.
func waitEvents() {
	glfw.WaitEvents()
}

// waitEventsTimeout is waitEvents that also returns after timeout.
func waitEventsTimeout(timeout time.Duration) {
	glfw.WaitEventsTimeout(timeout.Seconds())
}
