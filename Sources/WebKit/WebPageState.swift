import CoreGraphics
import Foundation

/// What a web view reads of its page with each picture (one script, so both describe one moment):
/// the document's size and scroll position in CSS pixels, the viewport meta tag, the focused
/// field's kind, and the elements accessibility sees — links, buttons, headings, text, fields and
/// images — with their frames in the viewport.
struct WebPageState {
    struct Element {
        var role: String
        var label: String
        var value: String?
        var frame: CGRect
        var isFocused = false
    }

    var documentWidth: CGFloat
    var documentHeight: CGFloat
    var scrollX: CGFloat
    var scrollY: CGFloat
    var viewport: String?
    var focusedField: String?
    var elements: [Element]

    static let script = """
    (function() {
      var d = document.documentElement, b = document.body;
      var meta = document.querySelector('meta[name="viewport"]');
      var a = document.activeElement, field = null;
      if (a && (a.isContentEditable || a.tagName == 'TEXTAREA' || (a.tagName == 'INPUT' &&
          !/^(button|submit|reset|checkbox|radio|range|color|file|image|hidden)$/i.test(a.type || '')))) {
        field = a.tagName == 'INPUT' ? (a.type || 'text').toLowerCase() : 'textarea';
      }
      var out = [], seen = new Set();
      function visible(e) { var s = getComputedStyle(e); return s.visibility != 'hidden' && s.display != 'none'; }
      function add(e, role, label, value) {
        if (seen.has(e)) return;
        var r = e.getBoundingClientRect();
        if (r.width <= 0 || r.height <= 0 || !visible(e)) return;
        seen.add(e);
        out.push({role: role, label: (label || '').replace(/\\s+/g, ' ').trim(), value: value, focus: e === a, x: r.left, y: r.top, w: r.width, h: r.height});
      }
      function name(e) { return e.getAttribute('aria-label') || e.getAttribute('alt') || e.getAttribute('title') || e.innerText || e.value || ''; }
      function walk(n) {
        if (n.nodeType == 3) {
          var t = n.textContent.replace(/\\s+/g, ' ').trim();
          if (t && n.parentElement && visible(n.parentElement)) {
            var range = document.createRange(); range.selectNodeContents(n);
            var r = range.getBoundingClientRect();
            if (r.width > 0 && r.height > 0) out.push({role: 'text', label: t, x: r.left, y: r.top, w: r.width, h: r.height});
          }
          return;
        }
        if (n.nodeType != 1 || /^(SCRIPT|STYLE|HEAD|TEMPLATE|NOSCRIPT)$/.test(n.tagName)) return;
        var role = n.getAttribute('role'), tag = n.tagName;
        if ((tag == 'A' && n.hasAttribute('href')) || role == 'link') { add(n, 'link', name(n)); return; }
        if (tag == 'BUTTON' || role == 'button' || (tag == 'INPUT' && /^(button|submit|reset)$/i.test(n.type))) { add(n, 'button', name(n)); return; }
        if (tag == 'INPUT' && /^(checkbox|radio)$/i.test(n.type)) { add(n, n.type.toLowerCase(), name(n), n.checked ? '1' : '0'); return; }
        if (tag == 'INPUT' && !/^(hidden|range|color|file|image)$/i.test(n.type || '')) { add(n, (n.type || '').toLowerCase() == 'password' ? 'secureTextField' : 'textField', n.getAttribute('aria-label') || n.placeholder || '', n.value); return; }
        if (tag == 'TEXTAREA') { add(n, 'textView', n.getAttribute('aria-label') || n.placeholder || '', n.value); return; }
        if (tag == 'IMG') { add(n, 'image', n.getAttribute('alt') || ''); return; }
        if (/^H[1-6]$/.test(tag)) { add(n, 'header', n.innerText); return; }
        for (var c = n.firstChild; c; c = c.nextSibling) walk(c);
      }
      if (b) walk(b);
      return {w: Math.max(d.scrollWidth, b ? b.scrollWidth : 0), h: Math.max(d.scrollHeight, b ? b.scrollHeight : 0),
              x: window.scrollX, y: window.scrollY, viewport: meta ? meta.content : null, field: field, elements: out};
    })()
    """

    init?(json: String) {
        guard let o = WebValues.object(fromJSON: json) as? [String: Any] else { return nil }
        func number(_ v: Any?) -> CGFloat { CGFloat((v as? NSNumber)?.doubleValue ?? (v as? Double) ?? 0) }
        documentWidth = number(o["w"])
        documentHeight = number(o["h"])
        scrollX = number(o["x"])
        scrollY = number(o["y"])
        viewport = o["viewport"] as? String
        focusedField = o["field"] as? String
        elements = (o["elements"] as? [[String: Any]] ?? []).map {
            Element(role: $0["role"] as? String ?? "text", label: $0["label"] as? String ?? "", value: $0["value"] as? String,
                    frame: CGRect(x: number($0["x"]), y: number($0["y"]), width: number($0["w"]), height: number($0["h"])),
                    isFocused: $0["focus"] as? Bool ?? false)
        }
    }

    /// The width in CSS pixels the page is laid out at in a view `viewWidth` points wide: the
    /// viewport tag's `width` (`device-width` is the view's), else the view's over `initial-scale`,
    /// else a desktop page's 980.
    func viewportWidth(viewWidth: CGFloat) -> CGFloat? {
        guard let viewport else { return nil }
        var values: [String: String] = [:]
        for part in viewport.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let kv = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if kv.count == 2 { values[kv[0]] = kv[1] }
        }
        if let w = values["width"] {
            if w == "device-width" { return viewWidth }
            if let n = Double(w), n > 0 { return CGFloat(n) }
        }
        if let s = values["initial-scale"].flatMap(Double.init), s > 0 { return viewWidth / CGFloat(s) }
        return nil
    }
}
