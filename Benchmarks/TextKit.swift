import Foundation
import UIKit
import QuartzCore
import UIKitTesting
import CPango

/// 100,000 words in paragraphs of 100, as a long document is.
func hundredThousandWords() -> String {
    let words = ["the", "layout", "manager", "sets", "each", "paragraph", "of", "text", "in", "its", "container", "and", "lines",
                 "break", "where", "words", "end", "so", "typing", "at", "document's", "close", "touches", "only", "last"]
    var paragraphs: [String] = []
    var n = 0
    for p in 0..<1000 {
        var w: [String] = []
        for i in 0..<100 { w.append(words[(p * 7 + i * 3 + n) % words.count]); n += 1 }
        paragraphs.append(w.joined(separator: " ") + ".")
    }
    return paragraphs.joined(separator: "\n")
}

/// A full-screen text view holding the long document.
@MainActor func largeTextView() -> (Simulator, UITextView) {
    let (sim, vc) = blankScreen()
    let tv = UITextView(frame: vc.view.bounds)
    tv.font = .systemFont(ofSize: 17)
    tv.text = hundredThousandWords()
    vc.view.addSubview(tv)
    sim.settle(limit: 0.1)
    return (sim, tv)
}

/// `textview-keystroke-large`: one character typed at the end of a 100,000-word text view, to the
/// composited frame showing it (layout and redrawing must touch only the last paragraph).
@MainActor func runTextViewKeystrokeLarge() {
    let (sim, tv) = largeTextView()
    let env = sim.environment
    _ = tv.becomeFirstResponder()
    tv.selectedRange = NSRange(location: (tv.text as NSString).length, length: 0)
    sim.settle(limit: 0.5)
    let letters = Array("abcdefghij ")
    var i = 0
    let times = measure(runs: Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 100) {
        tv.insertText(String(letters[i % letters.count]))
        i += 1
        env.runFrame()
    }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("textview-keystroke-large", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
    print(String(format: "bench textview-keystroke-large: %d characters, %.0f points tall", (tv.text as NSString).length, tv.contentSize.height))
}

/// `textview-scroll-large`: the long text view scrolled 12 points a frame.
@MainActor func runTextViewScrollLarge() {
    let (sim, tv) = largeTextView()
    let env = sim.environment
    tv.contentOffset = CGPoint(x: 0, y: tv.contentSize.height / 2)
    env.runFrame()
    let times = measure(runs: 600) {
        tv.contentOffset.y += 12
        env.runFrame()
    }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("textview-scroll-large", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}

/// `attributed-measure`: `boundingRect` of 1,000 paragraphs of mixed attributes, against Pango
/// measuring the same text with the same attributes directly.
@MainActor func runAttributedMeasure() {
    let text = hundredThousandWords().components(separatedBy: "\n")
    let body = UIFont.systemFont(ofSize: 15), bold = UIFont.boldSystemFont(ofSize: 15), italic = UIFont.italicSystemFont(ofSize: 15)
    let strings: [NSAttributedString] = text.map { p in
        let m = NSMutableAttributedString(string: p, attributes: [.font: body, .foregroundColor: UIColor.black])
        m.addAttributes([.font: bold], range: NSRange(location: 4, length: 20))
        m.addAttributes([.font: italic, .foregroundColor: UIColor.red], range: NSRange(location: 60, length: 30))
        m.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 120, length: 25))
        return m
    }
    let size = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
    let ours = measure(runs: 5, warmup: 1) {
        for s in strings { _ = s.boundingRect(with: size, options: [.usesLineFragmentOrigin], context: nil) }
    }
    // Pango alone: the same runs as an attribute list on a layout of the same width.
    let map = pango_cairo_font_map_get_default()
    let ctx = pango_font_map_create_context(map)!
    let plain = pango_font_description_from_string("Inter 15")!
    let direct = measure(runs: 5, warmup: 1) {
        for p in text {
            let layout = pango_layout_new(ctx)!
            pango_layout_set_text(layout, p, -1)
            pango_layout_set_font_description(layout, plain)
            pango_layout_set_width(layout, 320 * PANGO_SCALE)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            let list = pango_attr_list_new()!
            func add(_ a: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ length: Int) {
                guard let a else { return }
                a.pointee.start_index = UInt32(start); a.pointee.end_index = UInt32(start + length)
                pango_attr_list_insert(list, a)
            }
            add(pango_attr_weight_new(PANGO_WEIGHT_BOLD), 4, 20)
            add(pango_attr_style_new(PANGO_STYLE_ITALIC), 60, 30)
            add(pango_attr_foreground_new(65535, 0, 0), 60, 30)
            add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), 120, 25)
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }
    pango_font_description_free(plain)
    g_object_unref(UnsafeMutableRawPointer(ctx))
    let med = percentile(ours, 0.5), ref = percentile(direct, 0.5)
    print(String(format: "bench attributed-measure: 1000 paragraphs median %.2f ms, Pango directly %.2f ms, ratio %.3f", med, ref, med / ref))
}
