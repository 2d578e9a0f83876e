import Foundation
import Testing

/// `make test` checks Docs/Architecture.md's map of folders against the sources with
/// Scripts/folder-map.py: the real document agrees, and one with a use left out does not.
@Suite struct FolderMapTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func check(doc: URL?) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", root.appendingPathComponent("Scripts/folder-map.py").path, "--check"]
        var env = ProcessInfo.processInfo.environment
        if let doc { env["FOLDER_MAP_DOC"] = doc.path }
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theDocumentedMapIsTheMeasuredOne() throws {
        let ok = try check(doc: nil)
        #expect(ok.status == 0 && ok.output.contains("agrees with the sources"), "\(ok.output)")

        let text = try String(contentsOf: root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `Tables/` | `Lists/` |") })
        let doc = FileManager.default.temporaryDirectory.appendingPathComponent("FolderMap-\(UUID().uuidString).md")
        try text.replacingOccurrences(of: row + "\n", with: "").write(to: doc, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: doc) }
        let stale = try check(doc: doc)
        #expect(stale.status == 1)
        #expect(stale.output.contains("Tables/ uses Lists/") && stale.output.contains("which the table does not say"), "\(stale.output)")
    }

    @Test func everyPairOfFoldersThatUseEachOtherHasItsReason() throws {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `Layout/` ↔ `Views/` |") })
        let doc = FileManager.default.temporaryDirectory.appendingPathComponent("FolderMap-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: doc) }
        // A pair left without its reason, and a reason for a pair that is not one.
        try text.replacingOccurrences(of: row + "\n", with: "| `Backends/` ↔ `Motion/` | Neither uses the other. |\n")
            .write(to: doc, atomically: true, encoding: .utf8)
        let result = try check(doc: doc)
        #expect(result.status == 1)
        #expect(result.output.contains("Layout/ and Views/ use each other, and the \"Why both ways\" table gives no reason"), "\(result.output)")
        #expect(result.output.contains("Backends/ and Motion/ no longer use each other both ways"), "\(result.output)")
    }
}
