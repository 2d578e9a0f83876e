import Foundation

/// A list of numbers a filter takes: a point (x, y), a rectangle (x, y, width, height), a colour
/// matrix row (four), an affine transform (six).
public final class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: count))
        super.init()
    }

    /// OpenUIKit: the numbers as an array (Apple's Swift overlay takes a pointer and a count).
    init(_ values: [CGFloat]) {
        self.values = values
        super.init()
    }

    public convenience init(x: CGFloat) { self.init([x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init([x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init([x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init([x, y, z, w]) }
    public convenience init(cgPoint p: CGPoint) { self.init([p.x, p.y]) }
    public convenience init(cgRect r: CGRect) { self.init([r.origin.x, r.origin.y, r.size.width, r.size.height]) }
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init([t.a, t.b, t.c, t.d, t.tx, t.ty]) }

    /// Parses `stringRepresentation`'s form, "[1 2 3]".
    public convenience init(string representation: String) {
        self.init(representation.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" || $0 == "," })
            .compactMap { Double($0).map { CGFloat($0) } })
    }

    public var count: Int { values.count }
    /// The number at `index`; 0 past the end.
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: value(at: 0), b: value(at: 1), c: value(at: 2), d: value(at: 3), tx: value(at: 4), ty: value(at: 5))
    }
    public var stringRepresentation: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }
    public override var description: String { "<CIVector \(stringRepresentation)>" }

    public override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }
    public override var hash: Int { values.hashValue }
}
