import Foundation
import UIKit

/// Audio interruptions, as a phone call or an alarm makes them: the app's audio session hears
/// `AVAudioSession.interruptionNotification` (iOS's names and keys), and its players pause.
extension Simulator {
    /// An interruption begins: the app's players stop (`AVAudioPlayer` pauses, as on iOS).
    public func beginAudioInterruption() {
        use()
        NotificationCenter.default.post(name: Notification.Name("AVAudioSessionInterruptionNotification"), object: nil,
                                        userInfo: ["AVAudioSessionInterruptionTypeKey": UInt(1)])
        runFrame()
    }

    /// The interruption ends; `shouldResume` tells the app it may play again (a call declined, say).
    public func endAudioInterruption(shouldResume: Bool = true) {
        use()
        NotificationCenter.default.post(name: Notification.Name("AVAudioSessionInterruptionNotification"), object: nil,
                                        userInfo: ["AVAudioSessionInterruptionTypeKey": UInt(0),
                                                   "AVAudioSessionInterruptionOptionKey": UInt(shouldResume ? 1 : 0)])
        runFrame()
    }
}
