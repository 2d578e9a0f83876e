import Foundation

/// A remote command as it reaches a handler: which command, and when.
@preconcurrency @MainActor open class MPRemoteCommandEvent: NSObject {
    public let command: MPRemoteCommand
    public let timestamp: TimeInterval

    init(command: MPRemoteCommand, timestamp: TimeInterval) {
        self.command = command
        self.timestamp = timestamp
        super.init()
    }
}

/// A seek to a position (the lock screen's scrubber).
@preconcurrency @MainActor open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    public let positionTime: TimeInterval
    init(command: MPRemoteCommand, timestamp: TimeInterval, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command, timestamp: timestamp)
    }
}

/// A skip by an interval (forward or back 15 s).
@preconcurrency @MainActor open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    public let interval: TimeInterval
    init(command: MPRemoteCommand, timestamp: TimeInterval, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command, timestamp: timestamp)
    }
}
