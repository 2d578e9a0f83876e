import Foundation
import UniformTypeIdentifiers

/// Data or objects offered under type identifiers, loaded on demand: what a drag item, the share
/// sheet or the pasteboard carries. Foundation's class on iOS; here in UIKit, since Linux Foundation
/// has none. Loads complete before the load call returns (iOS calls back on a background queue, so
/// code that hops to the main queue works either way).
@preconcurrency @MainActor open class NSItemProvider: NSObject {
    typealias DataLoader = (@escaping (Data?, Error?) -> Void) -> Progress?

    /// One registered representation, in the order registered (the first is the best).
    struct Representation {
        let typeIdentifier: String
        let load: DataLoader
    }

    private(set) var representations: [Representation] = []
    /// Objects registered whole: handed back as they are when asked for their own class.
    private var objects: [(type: AnyObject.Type, load: (@escaping (NSItemProviderWriting?, Error?) -> Void) -> Progress?)] = []

    /// The name a file made from the item should have.
    open var suggestedName: String?

    public override init() { super.init() }

    /// Offers `object` under every type it can write.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Offers a file's contents under the type its extension names; nil when it cannot be read.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { done in
            done(data, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The type identifiers offered, best first.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The content types offered, best first.
    open var registeredContentTypes: [UTType] { registeredTypeIdentifiers.map { UTType($0) ?? UTType(exportedAs: $0) } }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
    }

    open func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        objects.append((type(of: object), { done in done(object, nil); return nil }))
        for id in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: id, visibility: visibility) { done in
                object.loadData(withTypeIdentifier: id, forItemProviderCompletionHandler: done)
            }
        }
    }

    open func registerObject(ofClass aClass: NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
                             loadHandler: @escaping (@escaping (NSItemProviderWriting?, Error?) -> Void) -> Progress?) {
        objects.append((aClass, loadHandler))
        for id in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: id, visibility: visibility) { done in
                loadHandler { object, error in
                    guard let object else { done(nil, error); return }
                    _ = object.loadData(withTypeIdentifier: id, forItemProviderCompletionHandler: done)
                }
            }
        }
    }

    /// Whether a representation is of `typeIdentifier` or a type conforming to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        objects.contains { $0.type == aClass } || aClass.readableTypeIdentifiersForItemProvider.contains { representation(conformingTo: $0) != nil }
    }

    /// The data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let r = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, NSItemProvider.cannotLoad(typeIdentifier))
            return progress
        }
        _ = r.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    @discardableResult
    open func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// An object of `aClass`: the one registered when it is of that class, else one read from data.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let registered = objects.first(where: { $0.type == aClass }) {
            _ = registered.load { object, error in
                progress.completedUnitCount = 1
                completionHandler(object as? NSItemProviderReading, error)
            }
            return progress
        }
        guard let (id, r) = aClass.readableTypeIdentifiersForItemProvider.lazy
                .compactMap({ id in self.representation(conformingTo: id).map { (id, $0) } }).first else {
            completionHandler(nil, NSItemProvider.cannotLoad(aClass.readableTypeIdentifiersForItemProvider.first ?? "\(aClass)"))
            return progress
        }
        _ = r.load { data, error in
            progress.completedUnitCount = 1
            guard let data else { completionHandler(nil, error); return }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: id), nil) } catch { completionHandler(nil, error) }
        }
        return progress
    }

    /// The representation whose type is `typeIdentifier` or conforms to it.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        if let exact = representations.first(where: { $0.typeIdentifier == typeIdentifier }) { return exact }
        guard let wanted = UTType(typeIdentifier) else { return nil }
        return representations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) ?? false }
    }

    static func cannotLoad(_ typeIdentifier: String) -> NSError {
        NSError(domain: NSItemProvider.errorDomain, code: -1000,
                userInfo: [NSLocalizedDescriptionKey: "Cannot load representation of type \(typeIdentifier)"])
    }

    public static let errorDomain = "NSItemProviderErrorDomain"
}

extension NSItemProvider {
    /// Swift's bridged types (`String`, `URL`) by the class they bridge to, as the iOS overlay offers.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as NSItemProviderReading.Type) { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
    }
}
