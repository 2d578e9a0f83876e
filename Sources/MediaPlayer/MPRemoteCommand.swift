import Foundation

/// One of the system's playback controls (the lock screen, Control Center, headphones): the app
/// adds handlers, and the command is available while it is enabled and has one. On Linux the
/// selector form takes an unapplied method, as PORTING.md says: `command.addTarget(self, action: Player.play)`.
@preconcurrency @MainActor open class MPRemoteCommand: NSObject {
    open var isEnabled = true
    private var handlers: [(token: NSObject, target: AnyObject?, handle: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []

    override init() { super.init() }

    /// Adds `handler`; keep the returned token to remove it.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        handlers.append((token, nil, handler))
        return token
    }

    /// Adds `target`'s method (`#selector(doPlay)` on iOS), which returns the handler's status.
    open func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) {
        handlers.append((NSObject(), target, { [weak target] event in
            guard let target else { return .commandFailed }
            return action(target)(event)
        }))
    }

    /// Removes a handler by its token, or every method of a target.
    open func removeTarget(_ target: Any?) {
        guard let object = target as AnyObject? else { return }
        handlers.removeAll { $0.token === object || $0.target === object }
    }

    open func removeTarget(_ target: Any?, action: Any?) { removeTarget(target) }

    var hasHandlers: Bool { !handlers.isEmpty }

    /// The command as the system sends it at `time` (a seek's position, a skip's interval).
    package func deliver(at time: TimeInterval, position: TimeInterval? = nil, interval: TimeInterval? = nil) -> MPRemoteCommandHandlerStatus? {
        let event: MPRemoteCommandEvent
        if let position {
            event = MPChangePlaybackPositionCommandEvent(command: self, timestamp: time, positionTime: position)
        } else if let interval {
            event = MPSkipIntervalCommandEvent(command: self, timestamp: time, interval: interval)
        } else {
            event = MPRemoteCommandEvent(command: self, timestamp: time)
        }
        return send(event)
    }

    /// Sends `event` to every handler; the last one's status (nil: disabled or nothing handles it).
    func send(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus? {
        guard isEnabled, !handlers.isEmpty else { return nil }
        var status = MPRemoteCommandHandlerStatus.commandFailed
        for handler in handlers { status = handler.handle(event) }
        return status
    }
}

/// Skip forward or back by one of `preferredIntervals` seconds.
@preconcurrency @MainActor open class MPSkipIntervalCommand: MPRemoteCommand {
    open var preferredIntervals: [NSNumber] = [15]
}

/// Like, dislike and bookmark, with the titles the menu shows.
@preconcurrency @MainActor open class MPFeedbackCommand: MPRemoteCommand {
    open var isActive = false
    open var localizedTitle = ""
    open var localizedShortTitle = ""
}

/// Seeking to a position.
@preconcurrency @MainActor open class MPChangePlaybackPositionCommand: MPRemoteCommand {}

/// Choosing a playback rate.
@preconcurrency @MainActor open class MPChangePlaybackRateCommand: MPRemoteCommand {
    open var supportedPlaybackRates: [NSNumber] = []
}
