import Foundation

/// An image as a recipe: where its pixels come from and the filters applied to them. Nothing is
/// computed until a `CIContext` renders it (or a `UIImage` made from it is shown), and rendering
/// works in linear light, as Core Image's default working space does.
///
/// Coordinates are Core Image's: the origin at the bottom left, y upwards; an image made from a
/// bitmap covers `(0, 0, width, height)` in pixels.
public final class CIImage: NSObject, @unchecked Sendable {
    /// How the pixels are made.
    let node: ImageNode

    init(node: ImageNode) {
        self.node = node
        super.init()
    }

    convenience init(_ kind: ImageNode.Kind, extent: CGRect) { self.init(node: ImageNode(kind, extent: extent)) }

    /// The bitmap's pixels, at (0, 0) to (width, height).
    public convenience init(cgImage image: CGImage) {
        self.init(.bitmap(image), extent: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    }

    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) { self.init(cgImage: image) }

    /// A PNG, JPEG or other image file's bytes, decoded; nil when they are not an image.
    public convenience init?(data: Data) {
        guard let image = try? CGImage(data: data, name: "<data>") else { return nil }
        self.init(cgImage: image)
    }

    public convenience init?(data: Data, options: [CIImageOption: Any]?) { self.init(data: data) }

    /// An image file, decoded; nil when it cannot be read.
    public convenience init?(contentsOf url: URL) {
        guard let image = try? CGImage(contentsOf: url) else { return nil }
        self.init(cgImage: image)
    }

    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]?) { self.init(contentsOf: url) }

    /// One colour everywhere: an image of infinite extent.
    public convenience init(color: CIColor) {
        let pixel = color.pixel
        self.init(.generator({ row, count, _, _ in row.update(repeating: pixel, count: count) }), extent: .infinite)
    }

    /// An image with nothing in it (an empty extent).
    public class func empty() -> CIImage { CIImage(.empty, extent: .null) }

    /// The rectangle the image covers (infinite for a colour or a gradient).
    public var extent: CGRect { node.extent }

    /// The bitmap the image was made from, if it was made from one and nothing since.
    public var cgImage: CGImage? {
        if case .bitmap(let image) = node.kind { return image }
        return nil
    }

    /// The image's metadata (none is kept here).
    public var properties: [String: Any] { [:] }

    /// The file the image was read from (not kept here).
    public var url: URL? { nil }

    /// The colour space of the image's pixels: a bitmap's is sRGB.
    public var colorSpace: CGColorSpace? { cgImage == nil ? nil : CGColorSpace(name: CGColorSpace.sRGB) }

    public override var description: String { "<CIImage extent \(extent)>" }

    public static var black: CIImage { CIImage(color: .black) }
    public static var white: CIImage { CIImage(color: .white) }
    public static var gray: CIImage { CIImage(color: .gray) }
    public static var red: CIImage { CIImage(color: .red) }
    public static var green: CIImage { CIImage(color: .green) }
    public static var blue: CIImage { CIImage(color: .blue) }
    public static var cyan: CIImage { CIImage(color: .cyan) }
    public static var magenta: CIImage { CIImage(color: .magenta) }
    public static var yellow: CIImage { CIImage(color: .yellow) }
    public static var clear: CIImage { CIImage(color: .clear) }
}

extension CIImage {
    /// The same recipe in another `CIImage` (UIKit's `CIImage(image:)` of a UIImage made from one).
    package convenience init(copying other: CIImage) { self.init(node: other.node) }
}
