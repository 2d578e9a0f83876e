import Foundation

/// The package's files, gathered in memory first, then written only where they differ from
/// what is on disk: porting twice leaves the files (and their modification times) as they were.
struct OutputTree {
    private(set) var files: [String: Data] = [:]

    mutating func add(_ path: String, _ data: Data) { files[path] = data }

    /// Adds `other`'s files; the paths both hold with different contents (left as they were).
    mutating func merge(_ other: OutputTree) -> [String] {
        var clashes: [String] = []
        for (path, data) in other.files.sorted(by: { $0.key < $1.key }) {
            if let mine = files[path], mine != data { clashes.append(path) } else { files[path] = data }
        }
        return clashes
    }

    /// A file, or a folder (an asset catalog) with everything in it.
    mutating func addCopy(of url: URL, at path: String, shownAs name: String) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
            throw PortError.unreadable(path: name, reason: "the project lists it but it is not on disk")
        }
        guard isDir.boolValue else {
            files[path] = try Data(contentsOf: url)
            return
        }
        let base = url.standardizedFileURL.path
        guard let e = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for case let child as URL in e {
            if (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
            let rel = String(child.standardizedFileURL.path.dropFirst(base.count + 1))
            files["\(path)/\(rel)"] = try Data(contentsOf: child)
        }
    }

    func write(to root: URL) throws {
        let fm = FileManager.default
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            if let existing = fm.contents(atPath: url.path), existing == data { continue }
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Not Data.write: on Linux it syncs every file to disk, which costs more than porting it.
            guard let f = fopen(url.path, "wb") else { throw PortError.unwritable(path: url.path, reason: String(cString: strerror(errno))) }
            let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
            let closed = fclose(f)
            guard written == data.count, closed == 0 else {
                throw PortError.unwritable(path: url.path, reason: String(cString: strerror(errno)))
            }
        }
    }
}
