import Foundation

/// A nib file (`.xib`, read as Xcode writes it), ready to be instantiated many times: the file
/// is read once; each `instantiate` makes new objects, connected to the owner given.
@preconcurrency @MainActor open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A string literal, as Swift 3 and 4 code passes these keys (they were plain strings then).
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        /// A dictionary of objects for the file's external-object placeholders, by their identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let source: Result<NibDocument, NibLoadingError>

    /// The nib named `name` (without `.xib`) in `bundle`; nil looks in the main bundle and the
    /// app's resource bundles. A device-specific `name~iphone` or `name~ipad` comes first.
    @_disfavoredOverload
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(nibName: name, bundle: bundleOrNil, search: .anywhere)
    }

    /// As `init(nibName:bundle:)`; a nil bundle looks in the calling module's resource bundle first.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?, _ fileID: String = #fileID) {
        self.init(nibName: name, bundle: bundleOrNil, search: .caller(fileID))
    }

    init(nibName name: String, bundle bundleOrNil: Bundle?, search: NilBundleSearch) {
        source = Result { try NibFiles.document(named: name, extension: "xib", bundle: bundleOrNil, search: search) }
            .mapError { $0 as? NibLoadingError ?? .notFound(name: name, bundle: NibFiles.describe(bundleOrNil)) }
        super.init()
    }

    /// A nib from the file's contents.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = Result { try NibDocument(data: data, file: "nib data", bundle: bundleOrNil) }
            .mapError { $0 as? NibLoadingError ?? .invalid(file: "nib data", line: 0, reason: "\($0)") }
        super.init()
    }

    /// Makes the nib's objects, connects them (File's Owner is `ownerOrNil`) and sends them
    /// `awakeFromNib`; returns the top-level objects. A file that cannot be read reports UIKit's
    /// exception through `UIKitRuntime.failureHandler`, naming the file and the problem, and
    /// gives no objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        switch source {
        case .failure(let error):
            UIKitRuntime.fail(error.description)
            return []
        case .success(let document):
            guard document.kind == .xib else {
                UIKitRuntime.fail("\(document.file) is a storyboard: load it with UIStoryboard")
                return []
            }
            let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
            return NibInstantiation(document: document, owner: ownerOrNil as AnyObject?, externals: externals).instantiateXib()
        }
    }

    /// Why the file could not be read, if it could not (a Linux addition: iOS only raises).
    public var loadingError: NibLoadingError? {
        if case .failure(let e) = source { return e }
        return nil
    }
}

extension Bundle {
    /// Loads the nib named `name` with `owner` as its File's Owner; the top-level objects.
    @preconcurrency @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
