import Foundation

/// Localized resources: where each goes in the package, and string catalogs compiled.
extension Porter {
    /// Where a resource goes under `Resources/`: a file of a `<lang>.lproj` folder keeps the folder
    /// (Bundle finds it there), except a Base storyboard or xib, which is found by name; anything
    /// else by its name.
    static func resourcePath(of url: URL) -> String {
        let folder = url.deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj"), url.pathExtension != "lproj" else { return url.lastPathComponent }
        if folder == "Base.lproj", ["storyboard", "xib"].contains(url.pathExtension) { return url.lastPathComponent }
        return "\(folder)/\(url.lastPathComponent)"
    }

    /// A string catalog compiled into each language's `.strings` and `.stringsdict`, as Xcode does
    /// at build time; one that cannot be read is a problem in the report, and the port goes on.
    func compileStringCatalog(_ url: URL, into tree: inout OutputTree, module: String, projectDir: URL, report: inout PortReport) {
        let file = Self.relative(url, to: projectDir)
        do {
            let catalog = try StringCatalog(data: try Data(contentsOf: url), file: file)
            for (path, data) in catalog.compiled() { tree.add("Sources/\(module)/Resources/\(path)", data) }
            report.rules[PortRule.stringCatalog.rawValue, default: 0] += 1
        } catch let failure as StringCatalog.Failure {
            report.problems.append(PortProblem(file: file, line: 0, reason: "string catalog: \(failure.problem)",
                                               advice: "fix the catalog in Xcode; the app is ported without its strings"))
        } catch {
            report.problems.append(PortProblem(file: file, line: 0, reason: "string catalog cannot be read: \(error.localizedDescription)",
                                               advice: "check the file; the app is ported without its strings"))
        }
    }
}
