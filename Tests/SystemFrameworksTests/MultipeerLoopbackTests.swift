import Testing
import Foundation

// Two live apps (MultipeerProbe, headless) in two processes find each other over the loopback
// interface, are declined, connect, exchange messages both ways and part. This is the one
// Multipeer test on the real clock: separate processes have to start, so it polls with a bound.

@Suite struct MultipeerLoopbackTests {
    let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// Starts the probe as `role`; its stdout goes to `output`.
    func start(_ role: String, output: URL, rendezvous: URL) throws -> Process {
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = bin.appendingPathComponent("MultipeerProbe")
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OPENUIKIT_") }
        // Headless, bounded, and with a rendezvous folder of this test's own.
        environment["OPENUIKIT_HEADLESS"] = "1"
        environment["OPENUIKIT_RUN_SECONDS"] = "150"
        environment["XDG_RUNTIME_DIR"] = rendezvous.path
        environment["PROBE_ROLE"] = role
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func twoLiveAppsConnectOverLoopbackAndExchangeMessages() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("multipeer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let rendezvous = base.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: rendezvous, withIntermediateDirectories: true)
        let bobOut = base.appendingPathComponent("bob.txt"), aliceOut = base.appendingPathComponent("alice.txt")
        let bob = try start("host", output: bobOut, rendezvous: rendezvous)
        let alice = try start("join", output: aliceOut, rendezvous: rendezvous)
        defer { for p in [alice, bob] where p.isRunning { p.terminate() } }

        // Both end by themselves once they have parted; a loaded machine gets two minutes.
        let deadline = Date().addingTimeInterval(120)
        while (alice.isRunning || bob.isRunning) && Date() < deadline { usleep(50_000) }
        let a = (try? String(contentsOf: aliceOut, encoding: .utf8)) ?? ""
        let b = (try? String(contentsOf: bobOut, encoding: .utf8)) ?? ""
        try #require(!alice.isRunning && !bob.isRunning, "the probes did not finish.\nAlice:\n\(a)\nBob:\n\(b)")

        // Bob's process ends as Alice leaves: whether her browser still sees him go is a race.
        let aliceSaw = a.split(separator: "\n").map(String.init).filter { $0 != "lost Bob main=true" }
        let bobSaw = b.split(separator: "\n").map(String.init)
        #expect(aliceSaw == [
            "browsing main=true",
            "found Bob room=kitchen main=true",
            "state Bob connecting connectedPeers=[] main=true",
            "state Bob notConnected connectedPeers=[] main=true",
            "state Bob connecting connectedPeers=[] main=true",
            "state Bob connected connectedPeers=[\"Bob\"] main=true",
            "received Bob: Got 2 from Alice main=true",
            "disconnected main=true",
        ], "Alice:\n\(a)\nBob:\n\(b)")
        #expect(bobSaw == [
            "advertising main=true",
            "invited by Alice context=first main=true",
            "invited by Alice context=second main=true",
            "state Alice connecting connectedPeers=[] main=true",
            "state Alice connected connectedPeers=[\"Alice\"] main=true",
            "received Alice: Hello from Alice main=true",
            "received Alice: Ping from Alice main=true",
            "state Alice notConnected connectedPeers=[] main=true",
        ], "Alice:\n\(a)\nBob:\n\(b)")
        #expect(alice.terminationStatus == 0 && bob.terminationStatus == 0)
    }
}
