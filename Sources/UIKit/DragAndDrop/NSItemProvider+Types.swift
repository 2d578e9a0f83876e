import Foundation
import UniformTypeIdentifiers

// The classes iOS makes loadable from item providers: text, URLs and images.

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler((self as String).data(using: .utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else { throw NSItemProvider.cannotLoad(typeIdentifier) }
        return Self(string: text)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.utf8PlainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler(absoluteString.data(using: .utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let s = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), !s.isEmpty,
              let url = NSURL(string: s) as? Self else { throw NSItemProvider.cannotLoad(typeIdentifier) }
        return url
    }
}

extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier, UTType.jpeg.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.image.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        let jpeg = UTType(typeIdentifier) == .jpeg
        let data = jpeg ? jpegData(compressionQuality: 0.9) : pngData()
        completionHandler(data, data == nil ? NSItemProvider.cannotLoad(typeIdentifier) : nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw NSItemProvider.cannotLoad(typeIdentifier) }
        return image
    }
}

/// A colour travels as UIKit's own type, its sRGB components and alpha in a property list.
extension UIColor: NSItemProviderWriting, NSItemProviderReading {
    static let itemProviderType = "com.apple.uikit.color"
    public static var writableTypeIdentifiersForItemProvider: [String] { [itemProviderType] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [itemProviderType] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        let data = try? PropertyListSerialization.data(fromPropertyList: [Double(r), Double(g), Double(b), Double(a)], format: .binary, options: 0)
        completionHandler(data, data == nil ? NSItemProvider.cannotLoad(typeIdentifier) : nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let c = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [Double], c.count == 4,
              let color = UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) as? Self else {
            throw NSItemProvider.cannotLoad(typeIdentifier)
        }
        return color
    }
}
