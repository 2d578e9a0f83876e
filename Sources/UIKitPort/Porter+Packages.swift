import Foundation

extension Porter {
    /// The project's Swift packages as the written manifest takes them.
    struct PackageDependencies {
        /// `.package(…)` lines.
        var lines: [String] = []
        /// Each package reference's identifier → SwiftPM's name for the package in `.product(name:package:)`.
        var identities: [String: String] = [:]

        /// The `.product(…)` expressions for a target's package products (those whose package was found).
        func products(of target: XcodeTarget?) -> [String] {
            (target?.packageProducts ?? []).compactMap { dep in
                guard let id = dep.package, let package = identities[id] else { return nil }
                return ".product(name: \"\(dep.product)\", package: \"\(package)\")"
            }
        }
    }

    /// Finds each package the project references; one written for iOS is ported into
    /// `Packages/<Name>` of the output, one that builds on Linux is named as it is, one that cannot
    /// be found is reported with the command that would fetch it.
    func portPackages(of project: XcodeProject, to out: URL, into tree: inout OutputTree,
                      report: inout PortReport) throws -> PackageDependencies {
        var deps = PackageDependencies()
        let resolver = PackageResolver(folders: packageFolders)
        let projectFile = "\(project.url.lastPathComponent)/project.pbxproj"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-packages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for reference in project.packages {
            let name = reference.repositoryName
            let shownReference: String
            switch reference.location {
            case let .remote(url, requirement): shownReference = "\(url), \(requirement.shown)"
            case .local(let dir): shownReference = "the folder \(dir.path)"
            }
            var outcome = PackageOutcome(name: name, reference: shownReference, use: .asIs(""))
            // Where its sources are (to tell whether it is written for iOS), and its line as it is.
            var checkout: URL?
            var lineAsIs = ""
            switch resolver.find(reference) {
            case .folder(let dir):
                checkout = dir
                lineAsIs = ".package(path: \"\(Self.relativePath(from: out, to: dir))\")"
            case .repository(let version):
                guard case let .remote(url, requirement) = reference.location else { continue }
                let copy = scratch.appendingPathComponent(name)
                checkout = PackageResolver.clone(url, version: version, into: copy) ? copy : nil
                lineAsIs = ".package(url: \"\(url)\", \(requirement.manifestText))"
            case .missing(let reason):
                let command: String
                switch reference.location {
                case let .remote(url, requirement):
                    let folder = packageFolders.first.map { Self.relativePath(from: FileManager.default.currentDirectoryPath.asDirectory, to: $0) } ?? "packages"
                    var branch = ""
                    switch requirement {
                    case .upToNextMajor(let v), .upToNextMinor(let v), .exact(let v), .range(let v, _): branch = " --branch \(v)"
                    case .branch(let b): branch = " --branch \(b)"
                    case .revision: break
                    }
                    command = "git clone\(branch) \(url) \(folder)/\(name)"
                case .local(let dir):
                    command = "git clone <its repository> \(dir.path)"
                }
                outcome.use = .missing(reason: reason, command: command)
                report.packages.append(outcome)
                report.problems.append(PortProblem(file: projectFile, line: 0,
                    reason: "the Swift package \(name) (\(shownReference)) was not found: \(reason)",
                    advice: "fetch it with `\(command)` and port again with `--packages`; its products are left out of Package.swift"))
                continue
            }
            let identity: String
            if let checkout, let why = LibraryPorter.writtenForIOS(checkout) {
                let folder = "Packages/\(name)"
                let copyDir = out.appendingPathComponent(folder)
                let porter = LibraryPorter(openUIKit: openUIKit.relative(from: copyDir), identity: openUIKit.identity)
                let result = try porter.port(checkout, into: &tree, at: folder, shownAs: name)
                for (rule, n) in result.rules { report.rules[rule, default: 0] += n }
                report.problems += result.problems
                report.notes += result.notes
                report.sourceMap.merge(result.sourceMap) { $1 }
                outcome.use = .ported(folder: folder, why: why, rewrittenFiles: result.rewritten.count)
                deps.lines.append(".package(path: \"\(folder)\")")
                identity = name
            } else {
                outcome.use = .asIs(lineAsIs)
                deps.lines.append(lineAsIs)
                identity = name
            }
            deps.identities[reference.id] = identity
            report.packages.append(outcome)
        }
        return deps
    }
}

private extension String {
    var asDirectory: URL { URL(fileURLWithPath: self, isDirectory: true) }
}
