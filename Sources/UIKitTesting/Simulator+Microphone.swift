import Foundation
import UIKit
import AudioToolbox

/// The device's microphone, as a test speaks into it.
extension Simulator {
    /// The microphone hears the sound file at `url` from now on, once (silence before and after):
    /// what an `AVAudioRecorder` recording now writes, and what its meters measure.
    public func playIntoMicrophone(_ url: URL) throws {
        use()
        DeviceMicrophone.of(environment).hear(try SoundFile.read(url), from: environment.clock.now)
    }

    /// The microphone hears silence again.
    public func silenceMicrophone() {
        DeviceMicrophone.of(environment).hear(nil, from: environment.clock.now)
    }
}
