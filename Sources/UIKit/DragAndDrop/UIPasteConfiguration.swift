import Foundation

/// What a responder accepts when pasted or dropped onto it (iOS 11): type identifiers, or the
/// classes whose readable types they are. A view with a paste configuration is a drop target for
/// those types, and a drop calls its `paste(itemProviders:)`.
@preconcurrency @MainActor open class UIPasteConfiguration: NSObject {
    open var acceptableTypeIdentifiers: [String]

    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
        super.init()
    }

    public override convenience init() { self.init(acceptableTypeIdentifiers: []) }

    /// Accepts what `aClass` can be read from (`readableTypeIdentifiersForItemProvider`).
    public convenience init(forAccepting aClass: NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        for t in acceptableTypeIdentifiers where !self.acceptableTypeIdentifiers.contains(t) { self.acceptableTypeIdentifiers.append(t) }
    }

    open func addTypeIdentifiers(forAccepting aClass: NSItemProviderReading.Type) {
        addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
    }

    /// Whether a provider offers one of the accepted types (or a type conforming to one).
    func accepts(_ provider: NSItemProvider) -> Bool {
        acceptableTypeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) }
    }
}
