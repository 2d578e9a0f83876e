import Foundation
import UIKit
import UIKitTesting

/// The rows (in screen pixels) of every pixel in `rect` (points) whose blue, green and red bytes
/// `match`, one entry a pixel.
@MainActor func matchingPixelRows(_ sim: Simulator, in rect: CGRect, _ match: (UInt8, UInt8, UInt8) -> Bool) -> [Int] {
    let cg = sim.screenshotImage().cgImage!
    let data = cg.dataProvider!.data! as Data
    let scale = sim.screen.scale
    var rows: [Int] = []
    data.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
        for y in max(0, Int(rect.minY * scale))..<min(cg.height, Int(rect.maxY * scale)) {
            for x in max(0, Int(rect.minX * scale))..<min(cg.width, Int(rect.maxX * scale)) {
                let o = y * cg.bytesPerRow + x * 4
                if match(p[o], p[o + 1], p[o + 2]) { rows.append(y) }
            }
        }
    }
    return rows
}

/// Writes the screen to `$OPENUIKIT_SHOTS/name.png` when that folder is set (to look at the screens).
@MainActor func saveShot(_ sim: Simulator, _ name: String) {
    if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
        try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }
}
