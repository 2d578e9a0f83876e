import Foundation

extension Porter {
    /// Ports several projects into one package at `output` — a course's or a book's apps, built by
    /// one `swift build`: each app's sources, resources and tests written as `port(project:output:)`
    /// writes them, one `Package.swift` declaring every app's targets (and each dependency once),
    /// and one `PORTING-REPORT.md` holding every app's report. The reports, in the projects' order.
    /// Throws `PortError.writtenTwice` when two projects would write the same module, or the same
    /// file with different contents, and `PortError.severalUITestApps` when more than one has UI tests.
    public func port(projects: [URL], output: URL) throws -> [PortReport] {
        let out = output.standardizedFileURL
        var reports: [PortReport] = [], manifests: [PackageManifest] = []
        var tree = OutputTree()
        var writers: [String: String] = [:]   // a module's folder, or a shared file → the project that writes it
        for url in projects {
            let (report, manifest, appTree) = try portedPackage(project: url, output: out)
            let folders = [("Sources", manifest.module), ("Tests", manifest.testModule), ("Tests", manifest.uiTestModule)]
                .compactMap { parent, module in module.map { "\(parent)/\($0)" } }
            for folder in folders {
                if let other = writers.updateValue(report.project, forKey: folder) {
                    throw PortError.writtenTwice(path: folder, projects: [other, report.project])
                }
            }
            if let path = tree.merge(appTree).first {
                throw PortError.writtenTwice(path: path, projects: [writers[path] ?? "", report.project])
            }
            for path in appTree.files.keys where writers[path] == nil { writers[path] = report.project }
            reports.append(report)
            manifests.append(manifest)
        }
        let uiTested = manifests.filter { $0.uiTestModule != nil }.map(\.name)
        if uiTested.count > 1 { throw PortError.severalUITestApps(projects: uiTested) }
        tree.add("Package.swift", Data(PackageManifest.combined(name: out.lastPathComponent, manifests).utf8))
        tree.add("PORTING-REPORT.md", Data(reports.map(\.description).joined(separator: "\n").utf8))
        try tree.write(to: out)
        return reports
    }
}
