import Foundation

extension NSAttributedString {
    /// Draws in the current context with its top-left at `point`, on one line per paragraph.
    @MainActor public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let l = TextLayout.plain(self)
        let s = l.size()
        l.draw(in: CGRect(origin: point, size: CGSize(width: s.width + 1, height: s.height)), context: ctx)
    }

    /// Draws wrapped to `rect`'s width, clipped to the rectangle.
    @MainActor public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var l = TextLayout.plain(self)
        l.width = rect.width
        ctx.saveGState()
        ctx.clip(to: rect)
        l.draw(in: rect, context: ctx)
        ctx.restoreGState()
    }

    public func size() -> CGSize { TextLayout.plain(self).size() }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil) -> CGRect {
        var l = TextLayout.plain(self)
        if options.contains(.usesLineFragmentOrigin), size.width > 0, size.width < .greatestFiniteMagnitude { l.width = size.width }
        return CGRect(origin: .zero, size: l.size())
    }
}

extension String {
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension TextLayout {
    /// Text whose font and color come from its attributes (Helvetica 12 / black by default, as NSString drawing).
    static func plain(_ s: NSAttributedString) -> TextLayout {
        let attrs = s.length > 0 ? s.attributes(at: 0, effectiveRange: nil) : [:]
        let font = attrs[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let color = attrs[.foregroundColor] as? UIColor ?? UIColor.black
        var l = TextLayout(text: s, font: font, color: color)
        if let p = attrs[.paragraphStyle] as? NSParagraphStyle {
            l.alignment = p.alignment
            l.lineBreakMode = p.lineBreakMode
        }
        return l
    }
}
