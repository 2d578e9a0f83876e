import Foundation

/// An Xcode project read from its `project.pbxproj` (Xcode's old-style property list):
/// the native targets with their sources, resources, Info.plist and build settings.
///
/// Foundation's property-list reader parses the file; this type follows the object graph
/// (targets → build phases → build files → file references → groups) to paths on disk.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public var url: URL
    /// The project's name (the `.xcodeproj` folder without its extension).
    public var name: String
    /// The folder that group-relative paths start from (beside the `.xcodeproj`, plus `projectDirPath`).
    public var sourceRoot: URL
    /// The native targets, in the project's order.
    public var targets: [XcodeTarget]
    /// The Swift packages the project references (Xcode's Package Dependencies), in its order.
    public var packages: [SwiftPackageReference] = []

    /// The app target: the first application target.
    public var application: XcodeTarget? { targets.first { $0.kind == .application } }
    /// The unit-test target that tests the app, if there is one.
    public var unitTests: XcodeTarget? {
        let tests = targets.filter { $0.kind == .unitTests }
        return tests.first { t in application.map { t.dependencies.contains($0.name) } ?? false } ?? tests.first
    }
    /// The UI-test target (XCUITest) that launches the app, if there is one: the one whose Target
    /// Application (`TEST_TARGET_NAME`) is the app, else one depending on it, else the first.
    public var uiTests: XcodeTarget? {
        let tests = targets.filter { $0.kind == .uiTests }
        guard let app = application else { return tests.first }
        return tests.first { $0.buildSettings["TEST_TARGET_NAME"] == app.name }
            ?? tests.first { $0.dependencies.contains(app.name) } ?? tests.first
    }

    /// Reads `App.xcodeproj` (or its `project.pbxproj` directly).
    public init(contentsOf url: URL) throws {
        let projectURL = url.lastPathComponent == "project.pbxproj" ? url.deletingLastPathComponent() : url
        let file = projectURL.appendingPathComponent("project.pbxproj")
        let shown = projectURL.lastPathComponent + "/project.pbxproj"
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw PortError.unreadable(path: file.path, reason: "no project.pbxproj in \(projectURL.path)")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw PortError.malformedProject(path: shown, reason: Self.parseReason(error))
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
              let rootID = root["rootObject"] as? String, let project = objects[rootID],
              project["isa"] as? String == "PBXProject" else {
            throw PortError.malformedProject(path: shown, reason: "no PBXProject root object")
        }
        self.url = projectURL.standardizedFileURL
        self.name = projectURL.deletingPathExtension().lastPathComponent
        var sourceRoot = projectURL.deletingLastPathComponent()
        if let dir = project["projectDirPath"] as? String, !dir.isEmpty { sourceRoot.appendPathComponent(dir) }
        self.sourceRoot = sourceRoot.standardizedFileURL
        let graph = ObjectGraph(objects: objects, sourceRoot: self.sourceRoot, file: shown)
        // A target's settings override the project's, which it inherits (IPHONEOS_DEPLOYMENT_TARGET, often).
        let inherited = graph.buildSettings(project["buildConfigurationList"] as? String)
        self.targets = try (project["targets"] as? [String] ?? []).compactMap { try graph.target($0, inheriting: inherited) }
        self.packages = (project["packageReferences"] as? [String] ?? []).compactMap { graph.packageReference($0) }
    }

    /// Foundation's old-style parser says where it stopped ("… at line 12"); keep that.
    static func parseReason(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        // On Linux the old-style parser's error is an unbridged CFError: read its description.
        if let inner = info["kCFPropertyListOldStyleParsingError"] {
            let text = "\(inner)"
            if let r = text.range(of: "NSDebugDescription=") {
                return String(text[r.upperBound...].prefix { $0 != "}" })
            }
        }
        return info[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    }
}

/// The project's objects by identifier, with the groups' parent links for resolving paths.
private struct ObjectGraph {
    let objects: [String: [String: Any]]
    let sourceRoot: URL
    let file: String
    let parent: [String: String]

    init(objects: [String: [String: Any]], sourceRoot: URL, file: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        self.file = file
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        self.parent = parent
    }

    func target(_ id: String, inheriting inherited: [String: String] = [:]) throws -> XcodeTarget? {
        guard let t = objects[id], t["isa"] as? String == "PBXNativeTarget" else { return nil }
        let name = t["name"] as? String ?? id
        let kind = XcodeTarget.Kind(rawValue: t["productType"] as? String ?? "") ?? .other
        let settings = inherited.merging(buildSettings(t["buildConfigurationList"] as? String)) { _, own in own }
        func setting(_ key: String) -> String? {
            settings[key].map { expand($0, target: name, settings: settings) }
        }
        var sources: [URL] = [], resources: [URL] = []
        for phaseID in t["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] else { continue }
            let files = (phase["files"] as? [String] ?? []).compactMap { objects[$0]?["fileRef"] as? String }
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase": sources += files.flatMap(paths)
            case "PBXResourcesBuildPhase": resources += files.flatMap(paths)
            default: break
            }
        }
        // Xcode 16's folders: every file under a synchronized group belongs to the target.
        for groupID in t["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let dir = path(of: groupID) else { continue }
            for file in Self.files(under: dir) {
                if file.pathExtension == "swift" { sources.append(file) }
                else if file.lastPathComponent != "Info.plist" { resources.append(file) }
            }
        }
        let product = setting("PRODUCT_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? name
        let module = setting("PRODUCT_MODULE_NAME") ?? XcodeProject.identifierForSetting(product)
        let infoPlist = setting("INFOPLIST_FILE").map { sourceRoot.appendingPathComponent($0).standardizedFileURL }
        var generated: [String: String] = [:]
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            generated[String(key.dropFirst("INFOPLIST_KEY_".count))] = expand(value, target: name, settings: settings)
        }
        let dependencies = (t["dependencies"] as? [String] ?? []).compactMap { dep -> String? in
            guard let targetID = objects[dep]?["target"] as? String else { return objects[dep]?["name"] as? String }
            return objects[targetID]?["name"] as? String
        }
        let products = (t["packageProductDependencies"] as? [String] ?? []).compactMap { id -> PackageProductDependency? in
            guard let dep = objects[id], let product = dep["productName"] as? String else { return nil }
            return PackageProductDependency(product: product, package: dep["package"] as? String)
        }
        return XcodeTarget(name: name, kind: kind, moduleName: module, sources: sources, resources: resources,
                           infoPlist: infoPlist, generatedInfoKeys: generated, buildSettings: settings,
                           dependencies: dependencies, packageProducts: products)
    }

    /// A package reference: a repository with Xcode's version rule, or a folder beside the project.
    func packageReference(_ id: String) -> SwiftPackageReference? {
        guard let object = objects[id] else { return nil }
        switch object["isa"] as? String {
        case "XCLocalSwiftPackageReference":
            guard let path = object["relativePath"] as? String ?? object["path"] as? String else { return nil }
            let dir = path.hasPrefix("/") ? URL(fileURLWithPath: path) : sourceRoot.appendingPathComponent(path)
            return SwiftPackageReference(id: id, location: .local(dir.standardizedFileURL))
        case "XCRemoteSwiftPackageReference":
            guard let url = object["repositoryURL"] as? String else { return nil }
            let rule = object["requirement"] as? [String: Any] ?? [:]
            func value(_ key: String) -> String { rule[key] as? String ?? "" }
            let requirement: SwiftPackageReference.Requirement
            switch rule["kind"] as? String {
            case "upToNextMinorVersion": requirement = .upToNextMinor(from: value("minimumVersion"))
            case "exactVersion": requirement = .exact(value("version"))
            case "versionRange": requirement = .range(from: value("minimumVersion"), to: value("maximumVersion"))
            case "branch": requirement = .branch(value("branch"))
            case "revision": requirement = .revision(value("revision"))
            default: requirement = .upToNextMajor(from: value("minimumVersion"))
            }
            return SwiftPackageReference(id: id, location: .remote(url: url, requirement: requirement))
        default:
            return nil
        }
    }

    /// The first configuration's settings (Debug when there is one).
    func buildSettings(_ listID: String?) -> [String: String] {
        guard let listID, let ids = objects[listID]?["buildConfigurations"] as? [String] else { return [:] }
        let configs = ids.compactMap { objects[$0] }
        let chosen = configs.first { $0["name"] as? String == "Debug" } ?? configs.first
        var out: [String: String] = [:]
        for (k, v) in chosen?["buildSettings"] as? [String: Any] ?? [:] {
            if let s = v as? String { out[k] = s } else if let a = v as? [String] { out[k] = a.joined(separator: " ") }
        }
        return out
    }

    /// `$(TARGET_NAME)`, `$(SRCROOT)/…` and other settings written into a value.
    func expand(_ value: String, target: String, settings: [String: String], depth: Int = 0) -> String {
        guard value.contains("$"), depth < 8 else { return value }
        var out = value
        let known: [String: String] = ["TARGET_NAME": target, "PRODUCT_NAME": settings["PRODUCT_NAME"] ?? target,
                                       "SRCROOT": sourceRoot.path, "PROJECT_DIR": sourceRoot.path]
        for (key, v) in known.merging(settings, uniquingKeysWith: { a, _ in a }) {
            for form in ["$(\(key))", "${\(key)}", "$(\(key):c99extidentifier)", "$(\(key):rfc1034identifier)"] where out.contains(form) {
                let replacement = form.contains(":") ? XcodeProject.identifierForSetting(v) : v
                out = out.replacingOccurrences(of: form, with: replacement)
            }
        }
        return out == value ? out : expand(out, target: target, settings: settings, depth: depth + 1)
    }

    /// A file reference as its path; a variant group (a localized file: `Localizable.strings`, a
    /// storyboard with its translations) as the path of each localization, Base first.
    func paths(_ id: String) -> [URL] {
        guard let object = objects[id] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            let children = (object["children"] as? [String] ?? []).compactMap { c in path(of: c).map { (c, $0) } }
            let isBase = { (c: (String, URL)) in self.objects[c.0]?["name"] as? String == "Base" }
            return (children.filter(isBase) + children.filter { !isBase($0) }).map(\.1)
        }
        return path(of: id).map { [$0] } ?? []
    }

    /// Where a file or group is, following `sourceTree` and the enclosing groups' paths.
    func path(of id: String, depth: Int = 0) -> URL? {
        guard let object = objects[id], depth < 64 else { return nil }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>": return own.map { URL(fileURLWithPath: $0).standardizedFileURL }
        case "SOURCE_ROOT": return own.map { sourceRoot.appendingPathComponent($0).standardizedFileURL } ?? sourceRoot
        case "<group>":
            let base: URL
            if let p = parent[id], objects[p]?["isa"] as? String != "PBXProject" {
                base = path(of: p, depth: depth + 1) ?? sourceRoot
            } else {
                base = sourceRoot
            }
            return own.map { base.appendingPathComponent($0).standardizedFileURL } ?? base
        default: return nil  // BUILT_PRODUCTS_DIR, SDKROOT…: products and frameworks, nothing to copy
        }
    }

    static func files(under dir: URL) -> [URL] {
        guard let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var out: [URL] = []
        for case let url as URL in e {
            // Bundles such as asset catalogs (and SpriteKit's texture atlases) are one resource.
            if ["xcassets", "lproj", "bundle", "atlas"].contains(url.pathExtension) { out.append(url); e.skipDescendants(); continue }
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
            out.append(url)
        }
        return out.sorted { $0.path < $1.path }
    }
}

extension XcodeProject {
    /// Xcode's `c99extidentifier`: every character that cannot be in an identifier becomes `_`.
    static func identifierForSetting(_ s: String) -> String {
        var out = String(s.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = out.first, first.isNumber { out = "_" + out }
        return out
    }
}
