import Foundation
import Logging
@_implementationOnly import CWebEngine

let webLog = Logger(label: "OpenUIKit.WebKit")

/// The process's web engine: WebKitGTK, which hosts pages in GTK off-screen windows and needs an X
/// display for it. The live window's display serves when there is one; otherwise (a headless test)
/// the engine starts an Xvfb of its own, which ends when the process does. GTK is one per process,
/// so this state is too (Docs/Architecture.md lists it).
@MainActor enum WebEngine {
    private static var state: Bool?
    private static var xvfb: Process?
    /// Pages and views with work under way (a load, a script, a snapshot), by how many things each
    /// waits for; one that is gone is not waited for.
    private static var pending: [ObjectIdentifier: Work] = [:]

    private struct Work {
        weak var owner: AnyObject?
        var count: Int
    }

    /// Starts the engine unless it runs; false (and a logged reason) when it cannot.
    static func start(offline: Bool) -> Bool {
        if let state { return state }
        var display = ProcessInfo.processInfo.environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        if display == nil {
            display = startXvfb()
            // The engine's own processes (each page's, the network's) find their display by it.
            if let display { setenv("DISPLAY", display, 1) }
        }
        guard let display else {
            webLog.error("WKWebView: no X display for the web engine, and Xvfb could not start (is the xvfb package installed?)")
            state = false
            return false
        }
        let ok = oui_web_engine_start(display, offline ? 1 : 0) != 0
        if !ok { webLog.error("WKWebView: GTK could not open the display \(display) for the web engine") }
        state = ok
        return ok
    }

    /// An Xvfb on a free display number, told by the server itself (-displayfd); it ends when its
    /// last client (this process) disconnects.
    private static func startXvfb() -> String? {
        let paths = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
        guard let path = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1280x1024x24", "-terminate"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        var line = Data()
        while true {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        guard let number = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)) else {
            p.terminate()
            return nil
        }
        xvfb = p
        return ":\(number)"
    }

    // MARK: Work under way

    static func begin(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        if pending[id]?.owner == nil { pending[id] = Work(owner: owner, count: 0) }
        pending[id]!.count += 1
    }

    static func end(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        guard let n = pending[id]?.count else { return }
        if n <= 1 { pending[id] = nil } else { pending[id]!.count = n - 1 }
    }

    /// Owners whose work waits on the app (a page blocked by a script's alert): not waited for.
    private static var suspended: [ObjectIdentifier: Int] = [:]

    static func suspend(_ owners: [AnyObject]) { for o in owners { suspended[ObjectIdentifier(o), default: 0] += 1 } }

    static func resume(_ owners: [AnyObject]) {
        for o in owners {
            let id = ObjectIdentifier(o)
            if let n = suspended[id] { suspended[id] = n <= 1 ? nil : n - 1 }
        }
    }

    static var isBusy: Bool {
        pending = pending.filter { $0.value.owner != nil }
        return pending.keys.contains { suspended[$0] == nil }
    }

    /// Runs what the engine delivered. Waiting: until no page has work under way (each page first
    /// asks for what it still needs, such as a fresh snapshot), at most `limit` seconds of real time.
    /// `prepare` asks again for what is still needed after each delivery (it asks for nothing that
    /// is already under way); `giveUp` is told when the limit passes.
    static func pump(waiting: Bool, limit: TimeInterval = 10, prepare: () -> Void, giveUp: () -> Void) {
        guard state == true else { return }
        _ = oui_web_pump(0)
        guard waiting else { return }
        let deadline = Date().addingTimeInterval(limit)
        prepare()
        while isBusy {
            if Date() >= deadline {
                giveUp()
                let waiting = pending.values.compactMap { $0.owner.map { String(describing: type(of: $0)) } }
                webLog.warning("WKWebView: the web engine is still busy after \(Int(limit)) s (\(waiting.joined(separator: ", "))); carrying on")
                pending = pending.filter { suspended[$0.key] != nil }
                break
            }
            _ = oui_web_pump(20)
            prepare()
        }
    }
}
