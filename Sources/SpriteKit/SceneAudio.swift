import Foundation
import AVFoundation

/// The sounds a scene's actions and audio nodes play, through AVFoundation's players on the
/// device's audio (silent under `Simulator`, which keeps their time on the virtual clock).
@MainActor enum SceneAudio {
    /// A player for the app's sound file `name` (with its extension), from the calling module's
    /// resources first; nil, with SpriteKit's error, when there is none.
    static func player(named name: String, caller fileID: String) -> AVAudioPlayer? {
        let ext = (name as NSString).pathExtension
        let base = (name as NSString).deletingPathExtension
        guard let url = BundleResources.url(forResource: base, withExtension: ext, caller: fileID) else {
            spriteLog.error("SKAction: Error loading sound resource: \"\(name)\"")
            return nil
        }
        do {
            return try AVAudioPlayer(contentsOf: url)
        } catch {
            spriteLog.error("SKAction: Error loading sound resource: \"\(name)\": \(error)")
            return nil
        }
    }

    /// Plays the sound, kept by the node's scene until it finishes.
    static func play(_ player: AVAudioPlayer, for node: SKNode) {
        player.play()
        guard let scene = node.scene else { return }
        scene.soundPlayers.removeAll { !$0.isPlaying }
        scene.soundPlayers.append(player)
    }
}
