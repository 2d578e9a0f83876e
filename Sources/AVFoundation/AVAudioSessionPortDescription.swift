import Foundation

/// One end of the audio route: the built-in microphone or speaker here.
@preconcurrency @MainActor open class AVAudioSessionPortDescription: NSObject {
    public let portType: AVAudioSession.Port
    public let portName: String
    public let uid: String

    init(_ type: AVAudioSession.Port, _ name: String, _ uid: String) {
        portType = type
        portName = name
        self.uid = uid
        super.init()
    }

    open override var description: String { "<AVAudioSessionPortDescription: type = \(portType.rawValue); name = \(portName); UID = \(uid)>" }
}
