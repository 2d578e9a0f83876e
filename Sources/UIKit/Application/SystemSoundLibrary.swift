import Foundation
import QuartzCore

/// A device's system sounds (AudioToolbox's `SystemSoundID`s): the sounds the app created from
/// files, what it played and when, and the completions it asked for. A live device plays them
/// through its backend (SDL's audio); every device records them, so a test can ask what played.
@preconcurrency @MainActor package final class SystemSoundLibrary {
    /// iOS's identifier for "vibrate": recorded, never heard.
    public static let vibrate: UInt32 = 0x0FFF
    /// Created sounds are numbered from here, as iOS numbers them (after its own, below 4096).
    private static let firstCreatedID: UInt32 = 4097

    private struct Sound { let file: URL; let audio: PCMAudio }
    private unowned let environment: UIKitEnvironment
    private var sounds: [UInt32: Sound] = [:]
    private var nextID = firstCreatedID
    private var completions: [UInt32: () -> Void] = [:]
    private var warnedBuiltIn = false
    /// Every sound played, oldest first.
    public private(set) var played: [PlayedSystemSound] = []

    init(environment: UIKitEnvironment) { self.environment = environment }

    /// Keeps decoded sound under a new identifier.
    public func add(_ audio: PCMAudio, from file: URL) -> UInt32 {
        let id = nextID
        nextID += 1
        sounds[id] = Sound(file: file, audio: audio)
        return id
    }

    /// Forgets a created sound; false when there was none with that identifier.
    @discardableResult
    public func remove(_ id: UInt32) -> Bool {
        completions[id] = nil
        return sounds.removeValue(forKey: id) != nil
    }

    /// Whether `id` is a sound the app created, or one of iOS's own (below 4096, or vibrate).
    public func isPlayable(_ id: UInt32) -> Bool { sounds[id] != nil || id <= Self.vibrate }

    /// Plays a sound: the app's own through the backend; iOS's own are recorded only (Linux has
    /// none of them). `completion`, and the one registered for the sound, run when it has played,
    /// on the device's clock. Returns false for an identifier that names no sound.
    @discardableResult
    public func play(_ id: UInt32, alert: Bool, completion: (() -> Void)? = nil) -> Bool {
        guard isPlayable(id) else {
            uikitLog.warning("AudioServicesPlaySystemSound: no system sound with ID \(id)")
            return false
        }
        let sound = sounds[id]
        if let sound {
            environment.backend.play(sound.audio)
        } else if id != Self.vibrate && !warnedBuiltIn {
            warnedBuiltIn = true
            uikitLog.info("iOS's own system sounds (ID \(id)) are not on Linux: recorded, not heard")
        }
        let duration = sound?.audio.duration ?? 0
        played.append(PlayedSystemSound(soundID: id, file: sound?.file, isAlert: alert,
                                        time: environment.clock.now, duration: duration))
        let registered = completions[id]
        if completion != nil || registered != nil {
            environment.scheduler.schedule(after: duration, target: self) {
                registered?()
                completion?()
            }
        }
        return true
    }

    /// Runs `completion` each time the sound finishes (AudioServicesAddSystemSoundCompletion).
    public func setCompletion(for id: UInt32, _ completion: (() -> Void)?) { completions[id] = completion }
}
