import Foundation

/// One native target of an Xcode project, with its files resolved to paths on disk.
public struct XcodeTarget: Sendable, Equatable {
    /// What Xcode builds from the target.
    public enum Kind: String, Sendable {
        case application = "com.apple.product-type.application"
        case unitTests = "com.apple.product-type.bundle.unit-test"
        case uiTests = "com.apple.product-type.bundle.ui-testing"
        case other
    }

    /// The target's name in Xcode.
    public var name: String
    /// Application, unit tests, UI tests or something else.
    public var kind: Kind
    /// The Swift module name (`PRODUCT_MODULE_NAME`, else the product name made an identifier).
    public var moduleName: String
    /// Sources in the Sources build phase, absolute paths, in the project's order.
    public var sources: [URL]
    /// Resources in the Resources build phase (storyboards, xibs, asset catalogs, other files).
    public var resources: [URL]
    /// `INFOPLIST_FILE`, when the target has one on disk.
    public var infoPlist: URL?
    /// `INFOPLIST_KEY_*` settings, for a target whose Info.plist Xcode generates.
    public var generatedInfoKeys: [String: String]
    /// Every build setting of the target's first configuration (Debug when there is one).
    public var buildSettings: [String: String]
    /// The names of targets this one depends on (a test target's host app).
    public var dependencies: [String]
    /// The Swift packages' products it links (Xcode's "Frameworks, Libraries, and Embedded Content").
    public var packageProducts: [PackageProductDependency] = []
}
