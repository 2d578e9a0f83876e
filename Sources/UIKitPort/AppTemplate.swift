import Foundation

/// A new app from `Templates/App` in the OpenUIKit checkout: a package with an app delegate, a
/// first screen, and tests that launch it in the Simulator and snapshot it (`make new-app NAME=…`).
public struct AppTemplate: Sendable {
    /// The template folder: `__NAME__`, `__OPENUIKIT_PACKAGE__` and `__IDENTITY__` in paths and files
    /// are replaced by the app's name, OpenUIKit's `.package(…)` line and SwiftPM's name for it.
    public var folder: URL

    public init(folder: URL = Porter.thisCheckout.appendingPathComponent("Templates/App")) {
        self.folder = folder
    }

    /// Writes the app `name` into `output` (default: `name` in the current folder), depending on
    /// `openUIKit`. Refuses a name that is not a Swift identifier and a folder that has a package.
    public func write(name: String, to output: URL? = nil,
                      openUIKit: Porter.Dependency = .path(Porter.thisCheckout.path)) throws -> URL {
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw PortError.invalidAppName(name)
        }
        let out = (output ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name)).standardizedFileURL
        if FileManager.default.fileExists(atPath: out.appendingPathComponent("Package.swift").path) {
            throw PortError.outputExists(output: out.path)
        }
        let dependency = openUIKit.relative(from: out)
        var tree = OutputTree()
        let base = folder.standardizedFileURL.path
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw PortError.unreadable(path: folder.path, reason: "the app template is missing")
        }
        for case let url as URL in e where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
            let rel = String(url.standardizedFileURL.path.dropFirst(base.count + 1)).replacingOccurrences(of: "__NAME__", with: name)
            var data = try Data(contentsOf: url)
            if url.pathExtension != "png", var text = String(data: data, encoding: .utf8) {
                text = text.replacingOccurrences(of: "__NAME__", with: name)
                    .replacingOccurrences(of: "__OPENUIKIT_PACKAGE__", with: dependency.packageLine)
                    .replacingOccurrences(of: "__IDENTITY__", with: openUIKit.identity)
                data = Data(text.utf8)
            }
            tree.add(rel, data)
        }
        try tree.write(to: out)
        return out
    }
}
