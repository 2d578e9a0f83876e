import Foundation

extension Porter {
    /// A `Podfile`, `Cartfile` and `Cartfile.private` beside the project: each dependency with a
    /// known Swift package joins the project's package references (and its targets' products);
    /// each without one is reported.
    func addThirdPartyDependencies(to project: inout XcodeProject, report: inout PortReport) {
        let dir = project.url.deletingLastPathComponent()
        func read(_ name: String) -> String? { try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) }
        var found: [ThirdPartyDependencies.Dependency] = []
        if let text = read("Podfile") { found += ThirdPartyDependencies.pods(in: text, file: "Podfile") }
        if let text = read("Cartfile") { found += ThirdPartyDependencies.carthage(in: text, file: "Cartfile", testsOnly: false) }
        if let text = read("Cartfile.private") { found += ThirdPartyDependencies.carthage(in: text, file: "Cartfile.private", testsOnly: true) }
        for dep in found {
            guard let url = dep.url else {
                let reason = "\(dep.file):\(dep.line): a CocoaPod with no Swift package known to uikit-port"
                report.packages.append(PackageOutcome(name: dep.name, reference: "\(dep.file), \(dep.requirement.shown)",
                                                      use: .missing(reason: reason, command: "pod spec cat \(dep.name)")))
                report.problems.append(PortProblem(file: dep.file, line: dep.line,
                    reason: "the pod \(dep.name) has no Swift package known to uikit-port",
                    advice: "`pod spec cat \(dep.name)` names its repository: if it publishes a Swift package, add it in Xcode (File › Add Package Dependencies) and port again"))
                continue
            }
            // One reference per repository (RxSwift and RxCocoa share one; a pod may be in the Cartfile too).
            let id: String
            if let same = project.packages.first(where: { Self.sameRepository($0, url) }) {
                id = same.id
            } else {
                id = "\(dep.file):\(url)"
                project.packages.append(SwiftPackageReference(id: id, location: .remote(url: url, requirement: dep.requirement)))
            }
            // The Podfile's target, else the app (or, for Cartfile.private, the unit tests).
            let targetName = dep.targets.first == "tests" ? project.unitTests?.name : dep.targets.first ?? project.application?.name
            if let i = project.targets.firstIndex(where: { $0.name == targetName }) {
                project.targets[i].packageProducts.append(PackageProductDependency(product: dep.product, package: id))
            }
            report.notes.append("\(dep.file):\(dep.line): \(dep.name) taken as the Swift package \(url) (\(dep.requirement.shown))")
        }
    }

    static func sameRepository(_ reference: SwiftPackageReference, _ url: String) -> Bool {
        guard case .remote(let other, _) = reference.location else { return false }
        func key(_ s: String) -> String { (s.hasSuffix(".git") ? String(s.dropLast(4)) : s).lowercased() }
        return key(other) == key(url)
    }
}
