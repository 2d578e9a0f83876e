import Foundation
import QuartzCore

/// Draws `CATextLayer` strings with UIKit's text system: the layer's font (its size replaced by
/// `fontSize`, as on iOS), colour, alignment, wrapping and truncation; attributed strings with their
/// own attributes. Text starts at the top of the bounds.
@MainActor struct TextLayerTypesetter: TextLayerTypesetting {
    func draw(_ layer: CATextLayer, in ctx: CGContext) {
        let font = Self.font(of: layer)
        let color = layer.foregroundColor.map { UIColor(cgColor: $0) } ?? .white
        var text: TextLayout
        switch layer.string {
        case let s as NSAttributedString: text = TextLayout(text: s, font: font, color: color)
        case let s as String: text = TextLayout(string: s, font: font, color: color)
        case let s as NSString: text = TextLayout(string: s as String, font: font, color: color)
        case let other?: text = TextLayout(string: String(describing: other), font: font, color: color)
        case nil: return
        }
        let bounds = layer.bounds
        text.alignment = Self.alignment(layer.alignmentMode)
        text.height = bounds.height
        switch layer.truncationMode {
        case .start: text.lineBreakMode = .byTruncatingHead
        case .middle: text.lineBreakMode = .byTruncatingMiddle
        case .end: text.lineBreakMode = .byTruncatingTail
        default: text.lineBreakMode = layer.isWrapped ? .byWordWrapping : .byClipping
        }
        if layer.isWrapped || text.lineBreakMode != .byClipping {
            text.numberOfLines = layer.isWrapped ? 0 : 1
            text.width = bounds.width
            text.draw(in: bounds, context: ctx)
            return
        }
        // One unwrapped line: laid out at its own width, then placed by the alignment.
        text.numberOfLines = 1
        let width = text.size().width
        var x = bounds.minX
        switch text.alignment {
        case .center: x += (bounds.width - width) / 2
        case .right: x += bounds.width - width
        default: break
        }
        text.width = width
        text.draw(in: CGRect(x: x, y: bounds.minY, width: width, height: bounds.height), context: ctx)
    }

    static func font(of layer: CATextLayer) -> UIFont {
        let size = layer.fontSize
        switch layer.font {
        case let f as UIFont: return f.withSize(size)
        case let name as String: return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        case let name as NSString: return UIFont(name: name as String, size: size) ?? .systemFont(ofSize: size)
        default: return UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
        }
    }

    static func alignment(_ mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }
}
