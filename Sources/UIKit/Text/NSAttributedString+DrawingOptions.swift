import Foundation

/// `draw(with:options:context:)`: text drawn as `boundingRect(with:options:context:)` measures it.
/// With `.usesLineFragmentOrigin` the rectangle's origin is the text's top-left and lines wrap at
/// its width (`.truncatesLastVisibleLine` ends the last line that fits its height with "…");
/// without it the text is one line whose baseline starts at the origin, as on iOS.
extension NSAttributedString {
    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var l = TextLayout.plain(self)
        if options.contains(.usesLineFragmentOrigin) {
            if rect.width > 0 { l.width = rect.width }
            if options.contains(.truncatesLastVisibleLine), rect.height > 0 {
                l.height = rect.height
                l.lineBreakMode = .byTruncatingTail
            }
            let size = l.size()
            l.draw(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width > 0 ? rect.width : size.width + 1, height: size.height), context: ctx)
            context?.totalBounds = CGRect(origin: rect.origin, size: size)
        } else {
            l.numberOfLines = 1
            let font = (length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil) ?? .systemFont(ofSize: 12)
            let size = l.size()
            l.draw(in: CGRect(x: rect.minX, y: rect.minY - font.ascender, width: size.width + 1, height: size.height), context: ctx)
            context?.totalBounds = CGRect(x: rect.minX, y: rect.minY - font.ascender, width: size.width, height: size.height)
        }
    }
}

extension String {
    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
