import Foundation

/// An image in attributed text (`.attachment`, on the object replacement character U+FFFC): laid
/// out as one glyph as wide as the image, sitting on the baseline, or placed by `bounds` (its
/// origin's y is the distance above the baseline; negative sinks it below).
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    /// The object replacement character attachments stand on.
    public static let character: Int = 0xFFFC

    open var contents: Data?
    open var fileType: String?
    open var image: UIImage?
    /// Where the image is drawn against the baseline; zero size: the image's own size.
    open var bounds: CGRect = .zero

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience override init() { self.init(data: nil, ofType: nil) }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image drawn: `image`, else one decoded from `contents`.
    var shownImage: UIImage? { image ?? contents.flatMap { UIImage(data: $0) } }

    /// Where it is drawn against the baseline, in points: an image with a baseline (a symbol) sits
    /// on the text's baseline by it.
    var placedBounds: CGRect {
        if bounds.size != .zero { return bounds }
        let image = shownImage
        let drop = bounds.origin == .zero ? -(image?.baselineOffsetFromBottom ?? 0) : bounds.minY
        return CGRect(x: bounds.minX, y: drop, width: image?.size.width ?? 0, height: image?.size.height ?? 0)
    }
}

extension NSAttributedString {
    /// One object replacement character carrying the attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}
