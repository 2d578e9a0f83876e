#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

/// The file descriptor the window system's input arrives on (the X11 connection), or -1: the live
/// run loop sleeps until it is readable instead of polling.
static inline int openuikit_sdl_input_fd(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11)
        return ConnectionNumber(info.info.x11.display);
#endif
    (void)window;
    return -1;
}
