import Foundation

/// CocoaPods' `Podfile` and Carthage's `Cartfile` beside a project: each dependency becomes a
/// Swift package reference where the library publishes one (the references then go the way
/// Xcode's own do), and is listed as a problem where none is known. Nothing is dropped silently.
enum ThirdPartyDependencies {
    /// Pods and the Swift packages that publish the same library: repository, product.
    static let knownPods: [String: (url: String, product: String)] = [
        "SnapKit": ("https://github.com/SnapKit/SnapKit.git", "SnapKit"),
        "Alamofire": ("https://github.com/Alamofire/Alamofire.git", "Alamofire"),
        "Kingfisher": ("https://github.com/onevcat/Kingfisher.git", "Kingfisher"),
        "SDWebImage": ("https://github.com/SDWebImage/SDWebImage.git", "SDWebImage"),
        "SwiftyJSON": ("https://github.com/SwiftyJSON/SwiftyJSON.git", "SwiftyJSON"),
        "Moya": ("https://github.com/Moya/Moya.git", "Moya"),
        "RxSwift": ("https://github.com/ReactiveX/RxSwift.git", "RxSwift"),
        "RxCocoa": ("https://github.com/ReactiveX/RxSwift.git", "RxCocoa"),
        "Quick": ("https://github.com/Quick/Quick.git", "Quick"),
        "Nimble": ("https://github.com/Quick/Nimble.git", "Nimble"),
        "Swinject": ("https://github.com/Swinject/Swinject.git", "Swinject"),
        "lottie-ios": ("https://github.com/airbnb/lottie-spm.git", "Lottie"),
        "KeychainAccess": ("https://github.com/kishikawakatsumi/KeychainAccess.git", "KeychainAccess"),
        "IQKeyboardManagerSwift": ("https://github.com/hackiftekhar/IQKeyboardManager.git", "IQKeyboardManagerSwift"),
        "Then": ("https://github.com/devxoul/Then.git", "Then"),
        "SwiftLint": ("https://github.com/realm/SwiftLint.git", "SwiftLint"),
        "SnapshotTesting": ("https://github.com/pointfreeco/swift-snapshot-testing.git", "SnapshotTesting"),
        "Charts": ("https://github.com/danielgindi/Charts.git", "DGCharts"),
        "RealmSwift": ("https://github.com/realm/realm-swift.git", "RealmSwift"),
        "GRDB.swift": ("https://github.com/groue/GRDB.swift.git", "GRDB"),
    ]

    /// One dependency line: its name, the version rule, the targets that use it, where it was read.
    struct Dependency {
        var name: String
        var url: String?
        var product: String
        var requirement: SwiftPackageReference.Requirement
        var targets: [String]
        var file: String
        var line: Int
    }

    /// The pods of a `Podfile`, each with the targets (`target 'App' do … end`) that use it.
    static func pods(in text: String, file: String) -> [Dependency] {
        var out: [Dependency] = []
        var targets: [String] = []
        let pod = try! NSRegularExpression(pattern: #"^\s*pod\s+['"]([^'"/]+)(?:/[^'"]*)?['"](?:\s*,\s*['"]([^'"]+)['"])?"#)
        let target = try! NSRegularExpression(pattern: #"^\s*target\s+['"]([^'"]+)['"]"#)
        for (i, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.components(separatedBy: "#").first ?? ""
            let ns = line as NSString
            let range = NSRange(location: 0, length: ns.length)
            if let m = target.firstMatch(in: line, range: range) {
                targets.append(ns.substring(with: m.range(at: 1)))
            } else if line.trimmingCharacters(in: .whitespaces) == "end", !targets.isEmpty {
                targets.removeLast()
            } else if let m = pod.firstMatch(in: line, range: range) {
                let name = ns.substring(with: m.range(at: 1))
                let version = m.range(at: 2).location == NSNotFound ? nil : ns.substring(with: m.range(at: 2))
                let known = knownPods[name]
                out.append(Dependency(name: name, url: known?.url, product: known?.product ?? name,
                                      requirement: requirement(version), targets: targets.suffix(1).map { $0 },
                                      file: file, line: i + 1))
            }
        }
        return out
    }

    /// The GitHub dependencies of a `Cartfile` (`github "Owner/Name" ~> 1.0`), product named as the repository.
    static func carthage(in text: String, file: String, testsOnly: Bool) -> [Dependency] {
        let line = try! NSRegularExpression(pattern: #"^\s*(github|git)\s+"([^"]+)"\s*(.*)$"#)
        var out: [Dependency] = []
        for (i, raw) in text.components(separatedBy: "\n").enumerated() {
            let ns = raw as NSString
            guard let m = line.firstMatch(in: raw, range: NSRange(location: 0, length: ns.length)) else { continue }
            let kind = ns.substring(with: m.range(at: 1)), spec = ns.substring(with: m.range(at: 2))
            let url = kind == "github" ? "https://github.com/\(spec).git" : spec
            var name = spec.split(separator: "/").last.map(String.init) ?? spec
            if name.hasSuffix(".git") { name.removeLast(4) }
            let rest = ns.substring(with: m.range(at: 3)).trimmingCharacters(in: .whitespaces)
            let version = rest.isEmpty ? nil : rest.replacingOccurrences(of: "\"", with: "")
            out.append(Dependency(name: name, url: url, product: name, requirement: requirement(version),
                                  targets: testsOnly ? ["tests"] : [], file: file, line: i + 1))
        }
        return out
    }

    /// CocoaPods' and Carthage's version rules as Xcode's: `~> 5.0` up to the next major,
    /// `~> 5.0.1` up to the next minor, `>= 4.2` from, `= 1.2.3` or `1.2.3` exactly.
    static func requirement(_ text: String?) -> SwiftPackageReference.Requirement {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return .upToNextMajor(from: "0.0.1") }
        func full(_ v: String) -> String {
            let parts = v.split(separator: ".")
            return (parts + Array(repeating: "0", count: max(0, 3 - parts.count))).prefix(3).joined(separator: ".")
        }
        if text.hasPrefix("~>") {
            let v = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            return v.split(separator: ".").count >= 3 ? .upToNextMinor(from: full(v)) : .upToNextMajor(from: full(v))
        }
        if text.hasPrefix(">=") { return .upToNextMajor(from: full(text.dropFirst(2).trimmingCharacters(in: .whitespaces))) }
        if text.hasPrefix("==") { return .exact(full(text.dropFirst(2).trimmingCharacters(in: .whitespaces))) }
        if text.hasPrefix("=") { return .exact(full(text.dropFirst(1).trimmingCharacters(in: .whitespaces))) }
        if text.first?.isNumber == true { return .exact(full(text)) }
        return .branch(text)
    }
}
