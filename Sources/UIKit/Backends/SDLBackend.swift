import Foundation
@_implementationOnly import CSDL2
import QuartzCore

/// A real window through SDL2: the composited screen shown in a window the size of the device
/// (times `windowScale`), the mouse and touch screens turned into touches, the keyboard typing into
/// the first responder (SDL's text input, so input methods compose), and the clipboard shared.
/// Holding Alt (Option) while dragging makes a second finger mirrored about the window's centre,
/// for pinching and rotating, as the iOS Simulator does; Control-← and Control-→ turn the device.
@preconcurrency @MainActor package final class SDLBackend: Backend {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (0, 0)
    public let windowScale: CGFloat
    private weak var environment: UIKitEnvironment?
    /// The window system's clipboard, for `UIPasteboard.general`.
    public private(set) lazy var clipboard: PasteboardStore? = SDLClipboard()

    /// Hands the URL to the desktop's handler (`xdg-open`, from xdg-utils), without waiting for it.
    public func open(_ url: URL) -> Bool {
        let opener = Process()
        opener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        opener.arguments = ["xdg-open", url.absoluteString]
        do { try opener.run() } catch {
            uikitLog.warning("could not open \(url.absoluteString) with xdg-open: \(error)")
            return false
        }
        return true
    }
    /// The desktop's save dialog: zenity's (Debian's zenity package), when it is installed.
    public func chooseSaveLocation(suggestedName: String, in folder: URL, completion: @escaping (URL?) -> Void) -> Bool {
        guard let zenity = ["/usr/bin/zenity", "/usr/local/bin/zenity"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return false
        }
        let dialog = Process()
        let out = Pipe()
        dialog.executableURL = URL(fileURLWithPath: zenity)
        dialog.arguments = ["--file-selection", "--save", "--confirm-overwrite", "--filename=\(folder.appendingPathComponent(suggestedName).path)"]
        dialog.standardOutput = out
        nonisolated(unsafe) let done = completion
        dialog.terminationHandler = { p in
            let path = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let chosen = p.terminationStatus == 0 && !path.isEmpty ? URL(fileURLWithPath: path) : nil
            DispatchQueue.main.async { MainActor.assumeIsolated { done(chosen) } }
        }
        do { try dialog.run() } catch {
            uikitLog.warning("could not show zenity's save dialog: \(error)")
            return false
        }
        return true
    }

    private lazy var audio = SDLAudioOutput()
    /// Plays a system sound through SDL's audio device.
    public func play(_ audio: PCMAudio) { self.audio.play(audio) }
    /// An audio player's sound, on an SDL audio device of its own (the sound server mixes them).
    public func startVoice(_ audio: PCMAudio, from offset: TimeInterval, volume: Float) -> Int? {
        self.audio.startVoice(audio, from: offset, volume: volume)
    }
    public func stopVoice(_ voice: Int) { audio.stopVoice(voice) }

    /// Input from a window system that gives no descriptor to wait on is polled.
    public var pollsForInput: Bool { inputFileDescriptor == nil }
    private var mouseDown = false
    private var secondaryDown = false
    private var mirrored = false
    public private(set) var isOpen = true

    /// Opens the window, or fails with SDL's reason (e.g. no display).
    public init(title: String, environment: UIKitEnvironment, windowScale: CGFloat = 1) throws {
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError.sdl("SDL_Init") }
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        let size = environment.screen.bounds.size
        let w = Int32((size.width * windowScale).rounded()), h = Int32((size.height * windowScale).rounded())
        let centered = Int32(bitPattern: 0x2FFF_0000)
        // Resizable: the screen takes the window's new size and the interface lays out again.
        guard let win = SDL_CreateWindow(title, centered, centered, w, h, SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue) else {
            SDL_Quit()
            throw SDLError.sdl("SDL_CreateWindow")
        }
        // Accelerated with vsync where there is a GPU; SDL's software renderer under Xvfb.
        guard let r = SDL_CreateRenderer(win, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(win)
            SDL_Quit()
            throw SDLError.sdl("SDL_CreateRenderer")
        }
        window = win
        renderer = r
        self.windowScale = windowScale
        self.environment = environment
        SDL_StartTextInput()
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    // MARK: Frames

    public func present(_ compositor: Compositor, damage: [CGRect]) {
        let size = (compositor.pixelWidth, compositor.pixelHeight)
        var all = damage
        if texture == nil || textureSize != size {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(size.0), Int32(size.1))
            textureSize = size
            all = [CGRect(x: 0, y: 0, width: size.0, height: size.1)]
            let w = Int32((CGFloat(size.0) / compositor.scale * windowScale).rounded())
            let h = Int32((CGFloat(size.1) / compositor.scale * windowScale).rounded())
            SDL_SetWindowSize(window, w, h)
        }
        guard let texture, !all.isEmpty else { return }
        let stride = compositor.bytesPerRow
        for r in all {
            var rect = SDL_Rect(x: Int32(r.minX), y: Int32(r.minY), w: Int32(r.width), h: Int32(r.height))
            SDL_UpdateTexture(texture, &rect, compositor.pixels + Int(r.minY) * stride + Int(r.minX) * 4, Int32(stride))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    public var desktopPlacement: (origin: CGPoint, scale: CGFloat)? {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return (CGPoint(x: CGFloat(x), y: CGFloat(y)), windowScale)
    }

    // MARK: Input

    public var inputFileDescriptor: Int32? {
        let fd = openuikit_sdl_input_fd(window)
        return fd >= 0 ? fd : nil
    }

    public var hasPendingInput: Bool {
        // Presenting a frame can read X events into Xlib's queue, where polling the socket misses them.
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// Handles input, waiting up to `timeout` seconds for the first event (0: just poll). False once closed.
    public func processEvents(waitingUpTo timeout: TimeInterval) -> Bool {
        var e = SDL_Event()
        var got = timeout > 0 ? SDL_WaitEventTimeout(&e, Int32(min(timeout, 1) * 1000)) : SDL_PollEvent(&e)
        while got != 0 {
            handle(e)
            got = SDL_PollEvent(&e)
        }
        return isOpen
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / windowScale, y: CGFloat(y) / windowScale)
    }

    private func mirror(_ p: CGPoint) -> CGPoint {
        let b = environment?.screen.bounds ?? .zero
        return CGPoint(x: b.width - p.x, y: b.height - p.y)
    }

    /// The keyboard's modifier keys held now, as UIKit names them.
    private func heldModifiers() -> UIKeyModifierFlags {
        let mod = SDL_GetModState().rawValue
        var flags: UIKeyModifierFlags = []
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        return flags
    }

    private func send(_ phase: TouchInput.Phase, _ p: CGPoint) {
        var first = TouchInput.Change(finger: -1, phase: phase, location: p)
        if phase == .down { first.modifiers = heldModifiers() }
        var changes = [first]
        if mirrored { changes.append(.init(finger: -2, phase: phase, location: mirror(p))) }
        environment?.touchInput.send(changes)
    }

    private func handle(_ e: SDL_Event) {
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            isOpen = false
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT) && e.button.which != UInt32.max && !mouseDown:
            mouseDown = true
            mirrored = (SDL_GetModState().rawValue & KMOD_ALT.rawValue) != 0
            send(.down, point(e.button.x, e.button.y))
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_RIGHT) && e.button.which != UInt32.max && !mouseDown:
            // A secondary click: a pointer touch whose event carries the secondary button (buttonMaskRequired).
            secondaryDown = true
            var click = TouchInput.Change(finger: -3, phase: .down, location: point(e.button.x, e.button.y), buttons: .secondary)
            click.modifiers = heldModifiers()
            environment?.touchInput.send([click])
        case SDL_MOUSEMOTION where secondaryDown && e.motion.which != UInt32.max:
            environment?.touchInput.send([.init(finger: -3, phase: .move, location: point(e.motion.x, e.motion.y), buttons: .secondary)])
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_RIGHT) && secondaryDown && e.button.which != UInt32.max:
            secondaryDown = false
            environment?.touchInput.send([.init(finger: -3, phase: .up, location: point(e.button.x, e.button.y), buttons: .secondary)])
        case SDL_MOUSEMOTION where mouseDown && e.motion.which != UInt32.max:
            send(.move, point(e.motion.x, e.motion.y))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown && e.button.which != UInt32.max:
            mouseDown = false
            send(.up, point(e.button.x, e.button.y))
            mirrored = false
        case SDL_MOUSEMOTION where e.motion.which != UInt32.max:
            // No button down: the pointer hovers (UIHoverGestureRecognizer).
            environment?.hover(at: point(e.motion.x, e.motion.y))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let b = environment?.screen.bounds ?? .zero
            let p = CGPoint(x: CGFloat(e.tfinger.x) * b.width, y: CGFloat(e.tfinger.y) * b.height)
            let phase: TouchInput.Phase = e.type == SDL_FINGERDOWN.rawValue ? .down : e.type == SDL_FINGERUP.rawValue ? .up : .move
            environment?.touchInput.send([.init(finger: Int(truncatingIfNeeded: e.tfinger.fingerId), phase: phase, location: p)])
        case SDL_MOUSEWHEEL where e.wheel.which != UInt32.max:
            // A wheel notch (or a touchpad's fraction of one) scrolls the scroll view under the pointer.
            var x: Int32 = 0, y: Int32 = 0
            _ = SDL_GetMouseState(&x, &y)
            let flip: CGFloat = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let notches = CGPoint(x: CGFloat(e.wheel.preciseX) * flip, y: CGFloat(e.wheel.preciseY) * flip)
            environment?.scrollWheel(at: point(x, y), notches: notches)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: e.text.text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            environment?.keyInput.text(text, fromHardware: true)
        case SDL_KEYDOWN:
            keyDown(e.key.keysym)
        case SDL_WINDOWEVENT:
            if e.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) { environment?.compositor.invalidateAll() }
            if e.window.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue) { environment?.hover(at: nil) }
            if e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
                environment?.resizeScreen(to: CGSize(width: CGFloat(e.window.data1) / windowScale, height: CGFloat(e.window.data2) / windowScale))
            }
        default:
            break
        }
    }

    /// Editing keys and shortcuts (text itself comes as SDL_TEXTINPUT). Control-K (or Command-K)
    /// shows or hides the on-screen keyboard, as ⌘K does in the iOS Simulator.
    private func keyDown(_ k: SDL_Keysym) {
        guard let input = environment?.keyInput else { return }
        let mod = UInt32(k.mod)
        var modifiers: KeyInput.Modifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        let sym = Int(k.sym)
        if !modifiers.isDisjoint(with: [.control, .command]), sym >= Int(SDLK_a.rawValue), sym <= Int(SDLK_z.rawValue) {
            let c = Character(UnicodeScalar(UInt8(sym)))
            if c == "k" { environment?.keyboard.toggleOnScreen() } else { input.press(.shortcut(c), modifiers: modifiers, fromHardware: true) }
            return
        }
        // Control-← and Control-→ (or Command) turn the device, as ⌘← and ⌘→ do in the iOS Simulator.
        if !modifiers.isDisjoint(with: [.control, .command]), sym == Int(SDLK_LEFT.rawValue) || sym == Int(SDLK_RIGHT.rawValue) {
            environment?.turnDevice(clockwise: sym == Int(SDLK_RIGHT.rawValue))
            return
        }
        let key: KeyInput.Key?
        switch sym {
        case Int(SDLK_BACKSPACE.rawValue): key = .backspace
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): key = .return
        case Int(SDLK_TAB.rawValue): key = .tab
        case Int(SDLK_ESCAPE.rawValue): key = .escape
        case Int(SDLK_LEFT.rawValue): key = .left
        case Int(SDLK_RIGHT.rawValue): key = .right
        case Int(SDLK_UP.rawValue): key = .up
        case Int(SDLK_DOWN.rawValue): key = .down
        case Int(SDLK_HOME.rawValue): key = .home
        case Int(SDLK_END.rawValue): key = .end
        default: key = nil
        }
        if let key { input.press(key, modifiers: modifiers, fromHardware: true) }
    }
}

/// The X clipboard through SDL.
@MainActor final class SDLClipboard: PasteboardStore {
    override var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let p = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(p) }
            return String(cString: p)
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
