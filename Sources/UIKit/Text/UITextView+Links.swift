import Foundation

/// Links in a text view: drawn with `linkTextAttributes`, found by data detection in read-only
/// text, and opened by a tap through the delegate.
extension UITextView {
    /// The attributes links are drawn with: the app's, else the tint colour.
    var effectiveLinkAttributes: [NSAttributedString.Key: Any] { linkTextAttributes ?? [.foregroundColor: tintColor as Any] }

    /// Text as the view shows it: its links take the link attributes (the text keeps its own).
    func styledForDisplay(_ text: NSAttributedString) -> NSAttributedString {
        var links: [NSRange] = []
        var at = 0
        while at < text.length {
            var run = NSRange()
            if text.attribute(.link, at: at, effectiveRange: &run) != nil { links.append(run) }
            at = max(at + 1, NSMaxRange(run))
        }
        guard !links.isEmpty else { return text }
        let m = NSMutableAttributedString(attributedString: text)
        let attrs = effectiveLinkAttributes
        for r in links { m.addAttributes(attrs, range: r) }
        return m
    }

    /// The link attributes or the tint changed: the text is set again.
    func textStylingChanged() {
        let n = textStorage.length
        guard n > 0 else { return }
        manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: n), actualCharacterRange: nil)
        documentChanged()
    }

    /// Marks what `dataDetectorTypes` finds as links while the view is read-only (and takes back
    /// what it marked before).
    func detectData() {
        let storage = textStorage
        editingStorage {
            storage.beginEditing()
            for r in detectedLinks where NSMaxRange(r) <= storage.length { storage.removeAttribute(.link, range: r) }
            detectedLinks = []
            if !isEditable && !dataDetectorTypes.isEmpty {
                for found in TextDataDetector.detect(dataDetectorTypes, in: storage.string) {
                    storage.addAttribute(.link, value: NSURL(string: found.url.absoluteString) ?? found.url, range: found.range)
                    detectedLinks.append(found.range)
                }
            }
            storage.endEditing()
        }
        documentChanged()
    }

    /// The link or attachment under a point of the view, if a glyph of one is there.
    func textItem(at point: CGPoint) -> UITextItem? {
        let p = convert(point, to: content)
        let local = CGPoint(x: p.x - textContainerOrigin.x, y: p.y - textContainerOrigin.y)
        let manager = manager
        guard manager.numberOfGlyphs > 0 else { return nil }
        let g = manager.glyphIndex(for: local, in: textContainer)
        let box = manager.boundingRect(forGlyphRange: NSRange(location: g, length: 1), in: textContainer)
        guard box.insetBy(dx: -4, dy: -2).contains(local) else { return nil }
        let c = manager.characterIndexForGlyph(at: g)
        let storage = textStorage
        guard c < storage.length else { return nil }
        var range = NSRange()
        if let value = storage.attribute(.link, at: c, effectiveRange: &range) {
            let url: URL?
            switch value {
            case let u as URL: url = u
            case let u as NSURL: url = u as URL
            case let s as String: url = URL(string: s)
            default: url = nil
            }
            if let url { return UITextItem(content: .link(url), range: range) }
        }
        if let attachment = storage.attribute(.attachment, at: c, effectiveRange: &range) as? NSTextAttachment {
            return UITextItem(content: .textAttachment(attachment), range: range)
        }
        return nil
    }

    /// A tap on a link or attachment of a read-only, selectable view: the delegate's primary
    /// action for it (by default: ask `shouldInteractWith`, then open the link). True when one was there.
    func tapTextItem(at point: CGPoint) -> Bool {
        guard !isEditable, isSelectable, let item = textItem(at: point) else { return false }
        let defaultAction = UIAction(title: "") { [weak self] _ in
            guard let self else { return }
            switch item.content {
            case .link(let url):
                let open = self.delegate?.textView(self, shouldInteractWith: url, in: item.range, interaction: .invokeDefaultAction) ?? true
                if open { UIApplication.shared.open(url) }
            case .textAttachment(let attachment):
                _ = self.delegate?.textView(self, shouldInteractWith: attachment, in: item.range, interaction: .invokeDefaultAction)
            case .tag:
                break
            }
        }
        let action = delegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?.perform(sender: self)
        return true
    }
}
