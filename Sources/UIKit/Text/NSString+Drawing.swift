import Foundation

extension NSAttributedString {
    /// Draws in the current context with its top-left at `point`, on one line per paragraph.
    @preconcurrency @MainActor public func draw(at point: CGPoint) { TextLayout.plain(self).drawInCurrentContext(at: point) }

    /// Draws wrapped to `rect`'s width, clipped to the rectangle.
    @preconcurrency @MainActor public func draw(in rect: CGRect) { TextLayout.plain(self).drawInCurrentContext(in: rect) }

    public func size() -> CGSize { TextLayout.plain(self).size() }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil) -> CGRect {
        var l = TextLayout.plain(self)
        if options.contains(.usesLineFragmentOrigin), size.width > 0, size.width < .greatestFiniteMagnitude { l.width = size.width }
        let r = CGRect(origin: .zero, size: l.size())
        context?.totalBounds = r
        return r
    }
}

extension String {
    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextLayout.plain(self, attrs).drawInCurrentContext(at: point)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextLayout.plain(self, attrs).drawInCurrentContext(in: rect)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout.plain(self, attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

/// On Linux `NSString` is its own class, not bridged to `String` by `as` in members: code written
/// `(text as NSString).size(withAttributes:)` measures and draws as `String` does.
extension NSString {
    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attrs)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attrs)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension TextLayout {
    /// Text whose font and color come from its attributes (Helvetica 12 / black by default, as NSString drawing).
    static func plain(_ s: NSAttributedString) -> TextLayout {
        let attrs = s.length > 0 ? s.attributes(at: 0, effectiveRange: nil) : [:]
        return plain(TextLayout(text: s, font: UIFont.systemFont(ofSize: 12), color: .black), attrs)
    }

    /// A string with attributes; no NSAttributedString is made when they are only font, colour and
    /// paragraph style (making one leaks in Foundation on Linux, and views draw strings every redraw).
    static func plain(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> TextLayout {
        let attrs = attributes ?? [:]
        // A paragraph style beyond alignment and line breaking is set paragraph by paragraph.
        var plainStyle = (attrs[.paragraphStyle] as? NSParagraphStyle)?.values ?? NSParagraphStyle.Values()
        plainStyle.alignment = .natural
        plainStyle.lineBreakMode = .byWordWrapping
        let simple = plainStyle == NSParagraphStyle.Values() && attrs.keys.allSatisfy { [.font, .foregroundColor, .paragraphStyle].contains($0) }
        let base = simple ? TextLayout(string: string, font: UIFont.systemFont(ofSize: 12), color: .black)
                          : TextLayout(text: NSAttributedString(string: string, attributes: attrs), font: UIFont.systemFont(ofSize: 12), color: .black)
        return plain(base, attrs)
    }

    private static func plain(_ layout: TextLayout, _ attrs: [NSAttributedString.Key: Any]) -> TextLayout {
        var l = layout
        if let f = attrs[.font] as? UIFont { l.font = f }
        if let c = attrs[.foregroundColor] as? UIColor { l.color = c }
        if let p = attrs[.paragraphStyle] as? NSParagraphStyle {
            l.alignment = p.alignment
            l.lineBreakMode = p.lineBreakMode
        }
        return l
    }

    /// Draws on one line per paragraph with the top-left at `point`.
    @MainActor func drawInCurrentContext(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let s = size()
        draw(in: CGRect(origin: point, size: CGSize(width: s.width + 1, height: s.height)), context: ctx)
    }

    /// Draws wrapped to `rect`'s width, clipped to it.
    @MainActor func drawInCurrentContext(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var l = self
        l.width = rect.width
        ctx.saveGState()
        ctx.clip(to: rect)
        l.draw(in: rect, context: ctx)
        ctx.restoreGState()
    }
}
