import Foundation

/// A segmented control's segments (title or image, enabled), selection and look from its coder.
extension UISegmentedControl {
    func decodeSegmentedControl(from coder: NSCoder) {
        if let m = coder.flag("momentary") { isMomentary = m }
        if let a = coder.flag("apportionsSegmentWidthsByContent") { apportionsSegmentWidthsByContent = a }
        if let c = coder.color("selectedSegmentTintColor") { selectedSegmentTintColor = c }
        if let nib = coder as? any NibCoding {
            if numberOfSegments == 0 {
                for (i, seg) in nib.children(of: "segments").enumerated() {
                    if let name = seg["image"], seg["title"] == nil {
                        insertSegment(with: nib.image(named: name), at: i, animated: false)
                    } else {
                        insertSegment(withTitle: seg["title"], at: i, animated: false)
                    }
                    if seg["enabled"] == "NO" { setEnabled(false, forSegmentAt: i) }
                }
            }
        } else if numberOfSegments == 0, let titles = coder.object("segmentTitles") as? [String] {
            for (i, t) in titles.enumerated() { insertSegment(withTitle: t, at: i, animated: false) }
        }
        if let i = coder.integer("selectedSegmentIndex") { selectedSegmentIndex = i }
    }

    func encodeSegmentedControl(with coder: NSCoder) {
        coder.encode((0..<numberOfSegments).map { titleForSegment(at: $0) ?? "" }, forKey: "segmentTitles")
        coder.encode(selectedSegmentIndex, forKey: "selectedSegmentIndex")
    }
}
