import Foundation
import CoreGraphics

/// UIKit's geometry in archives and strings, as iOS writes them: a rectangle is
/// `"{{x, y}, {width, height}}"`, insets `"{top, left, bottom, right}"`, a transform
/// `"[a, b, c, d, tx, ty]"`. Keyed archives hold these strings.
extension NSCoder {
    public class func string(for point: CGPoint) -> String { "{\(f(point.x)), \(f(point.y))}" }
    public class func string(for size: CGSize) -> String { "{\(f(size.width)), \(f(size.height))}" }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public class func string(for vector: CGVector) -> String { "{\(f(vector.dx)), \(f(vector.dy))}" }
    public class func string(for insets: UIEdgeInsets) -> String {
        "{\(f(insets.top)), \(f(insets.left)), \(f(insets.bottom)), \(f(insets.right))}"
    }
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{\(f(insets.top)), \(f(insets.leading)), \(f(insets.bottom)), \(f(insets.trailing))}"
    }
    public class func string(for offset: UIOffset) -> String { "{\(f(offset.horizontal)), \(f(offset.vertical))}" }
    public class func string(for t: CGAffineTransform) -> String { "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: ", "))]" }

    /// Each parser reads the numbers in order and takes zero for any missing, as iOS's do.
    public class func cgPoint(for string: String) -> CGPoint { let n = numbers(string, 2); return CGPoint(x: n[0], y: n[1]) }
    public class func cgSize(for string: String) -> CGSize { let n = numbers(string, 2); return CGSize(width: n[0], height: n[1]) }
    public class func cgRect(for string: String) -> CGRect { let n = numbers(string, 4); return CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) }
    public class func cgVector(for string: String) -> CGVector { let n = numbers(string, 2); return CGVector(dx: n[0], dy: n[1]) }
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(string, 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = numbers(string, 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    public class func uiOffset(for string: String) -> UIOffset { let n = numbers(string, 2); return UIOffset(horizontal: n[0], vertical: n[1]) }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(string, 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    public func encode(_ point: CGPoint, forKey key: String) { encode(NSCoder.string(for: point), forKey: key) }
    public func encode(_ size: CGSize, forKey key: String) { encode(NSCoder.string(for: size), forKey: key) }
    public func encode(_ rect: CGRect, forKey key: String) { encode(NSCoder.string(for: rect), forKey: key) }
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector), forKey: key) }
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSCoder.string(for: offset), forKey: key) }
    public func encode(_ transform: CGAffineTransform, forKey key: String) { encode(NSCoder.string(for: transform), forKey: key) }

    public func decodeCGPoint(forKey key: String) -> CGPoint { NSCoder.cgPoint(for: geometry(key)) }
    public func decodeCGSize(forKey key: String) -> CGSize { NSCoder.cgSize(for: geometry(key)) }
    public func decodeCGRect(forKey key: String) -> CGRect { NSCoder.cgRect(for: geometry(key)) }
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: geometry(key)) }
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: geometry(key)) }
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets { NSCoder.nsDirectionalEdgeInsets(for: geometry(key)) }
    public func decodeUIOffset(forKey key: String) -> UIOffset { NSCoder.uiOffset(for: geometry(key)) }
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        containsValue(forKey: key) ? NSCoder.cgAffineTransform(for: geometry(key)) : .identity
    }

    private func geometry(_ key: String) -> String { containsValue(forKey: key) ? decodeObject(forKey: key) as? String ?? "" : "" }

    private static func f(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v))
    }

    private static func numbers(_ s: String, _ count: Int) -> [CGFloat] {
        var out: [CGFloat] = []
        var current = ""
        for ch in s + " " {
            if ch.isNumber || ch == "." || ch == "-" || ch == "e" || ch == "E" || ch == "+" { current.append(ch); continue }
            if !current.isEmpty { out.append(Double(current).map { CGFloat($0) } ?? 0); current = "" }
        }
        return (out + Array(repeating: 0, count: count)).prefix(count).map { $0 }
    }
}

public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { NSCoder.string(for: transform) }
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: string) }
