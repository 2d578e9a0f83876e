import Foundation
import QuartzCore

/// Where frames go and input comes from: a real window (SDL2) or nothing at all (headless).
@preconcurrency @MainActor package protocol Backend: AnyObject {
    /// Shows the composited screen; `damage` lists the pixel rectangles that changed.
    func present(_ compositor: Compositor, damage: [CGRect])

    /// Delivers pending input, waiting up to `timeout` seconds for some to arrive (0: do not wait).
    /// Returns false once the user has closed the app's window.
    func processEvents(waitingUpTo timeout: TimeInterval) -> Bool

    /// A file descriptor that becomes readable when input arrives, so the live run loop can sleep
    /// until then; nil when there is none (no input, or a window system that does not say).
    var inputFileDescriptor: Int32? { get }

    /// Whether input is waiting to be handled (read from the window system first, so that none
    /// sits in a client-side buffer while the run loop sleeps).
    var hasPendingInput: Bool { get }

    /// The window system's clipboard, for `UIPasteboard.general`; nil: the device keeps its own
    /// in memory.
    var clipboard: PasteboardStore? { get }

    /// Whether the live run loop must poll for input while idle (a window system that gives no
    /// descriptor to wait on); a device with no input never needs to.
    var pollsForInput: Bool { get }

    /// Where the screen is on the desktop: the window's top-left corner in desktop pixels and the
    /// window pixels per point (what a screen reader's extents are in); nil with no window.
    var desktopPlacement: (origin: CGPoint, scale: CGFloat)? { get }

    /// Opens a URL with the system's handler; true when it was handed over. A device with no
    /// window system has nothing to open it with and only records it.
    func open(_ url: URL) -> Bool

    /// Plays decoded sound (a system sound); a device with no audio output plays nothing.
    func play(_ audio: PCMAudio)

    /// Starts a voice of its own for `audio` from `offset` seconds at `volume` (an app's audio
    /// player: mixed with the other voices, paused and stopped on its own); nil when the device
    /// has no audio output (a Simulator is silent, and keeps time itself).
    func startVoice(_ audio: PCMAudio, from offset: TimeInterval, volume: Float) -> Int?

    /// Stops a voice `startVoice` started.
    func stopVoice(_ voice: Int)

    /// Asks the user where to save a file named `suggestedName` (starting in `folder`) with the
    /// desktop's save dialog, calling `completion` with the choice (nil: cancelled). False when there
    /// is no dialog to show: the caller saves in `folder` itself.
    func chooseSaveLocation(suggestedName: String, in folder: URL, completion: @escaping (URL?) -> Void) -> Bool
}

extension Backend {
    public var inputFileDescriptor: Int32? { nil }
    public var hasPendingInput: Bool { false }
    public var clipboard: PasteboardStore? { nil }
    public var pollsForInput: Bool { false }
    public var desktopPlacement: (origin: CGPoint, scale: CGFloat)? { nil }
    public func open(_ url: URL) -> Bool { true }
    public func play(_ audio: PCMAudio) {}
    public func startVoice(_ audio: PCMAudio, from offset: TimeInterval, volume: Float) -> Int? { nil }
    public func stopVoice(_ voice: Int) {}
    public func chooseSaveLocation(suggestedName: String, in folder: URL, completion: @escaping (URL?) -> Void) -> Bool { false }
}
