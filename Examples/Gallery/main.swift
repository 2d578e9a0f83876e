import Foundation
import UIKit
import UIKitTesting
import FoundationDemo

// The Gallery: the demonstration screens in one place.
// With no display (or with --screenshots DIR) it renders each screen headless and writes PNGs.
// The live window arrives with the SDL2 backend (issue "events").

@MainActor func writeScreenshots(to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let devices: [(String, Simulator.Device)] = [("iPhone15", .iPhone15), ("iPhoneSE", .iPhoneSE), ("iPadPro11", .iPadPro11)]
    for (name, device) in devices {
        let sim = Simulator(device: device)
        let demo = DemoViewController()
        sim.rootViewController = demo
        sim.settle(limit: 0.1)
        try sim.screenshot().write(to: directory.appendingPathComponent("demo-\(name).png"))
        demo.startAnimation()
        sim.advance(by: 0.5)
        try sim.screenshot().write(to: directory.appendingPathComponent("demo-\(name)-animating.png"))
    }
}

@MainActor func main() {
    var args = CommandLine.arguments.dropFirst()
    var dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("screenshots")
    if let i = args.firstIndex(of: "--screenshots"), args.index(after: i) < args.endIndex {
        dir = URL(fileURLWithPath: args[args.index(after: i)])
        args.removeSubrange(i...args.index(after: i))
    }
    do {
        try writeScreenshots(to: dir)
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil {
            print("No display: the Gallery's screens were written as PNG screenshots to \(dir.path)")
        } else {
            print("Screenshots written to \(dir.path) (the live window comes with the SDL2 backend)")
        }
    } catch {
        FileHandle.standardError.write(Data("Gallery: cannot write screenshots to \(dir.path): \(error)\n".utf8))
        exit(1)
    }
}

MainActor.assumeIsolated { main() }
