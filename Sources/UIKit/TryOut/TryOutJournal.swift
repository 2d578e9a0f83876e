import Foundation

/// The try-out's record (`FOLDER/journal.jsonl`): one JSON object a line, written straight to the
/// file (no buffer), so everything before a crash is there to read.
final class TryOutJournal: Sendable {
    private let handle: FileHandle

    init(folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("journal.jsonl")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try FileHandle(forWritingTo: url)
    }

    func write(_ record: [String: String]) {
        guard let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) else { return }
        handle.write(data + Data("\n".utf8))
    }
}
