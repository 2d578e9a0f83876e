import Foundation

extension UISlider {
    func decodeSlider(from coder: NSCoder) {
        if let v = coder.number("minValue") { minimumValue = Float(v) }
        if let v = coder.number("maxValue") { maximumValue = Float(v) }
        if let v = coder.number("value") { value = Float(v) }
        if let c = coder.flag("continuous") { isContinuous = c }
        if let c = coder.color("minimumTrackTintColor") { minimumTrackTintColor = c }
        if let c = coder.color("maximumTrackTintColor") { maximumTrackTintColor = c }
        if let c = coder.color("thumbTintColor") { thumbTintColor = c }
        if let nib = coder as? any NibCoding {
            if let name = nib.text("minimumValueImage") { minimumValueImage = nib.image(named: name) }
            if let name = nib.text("maximumValueImage") { maximumValueImage = nib.image(named: name) }
        }
    }

    func encodeSlider(with coder: NSCoder) {
        coder.encode(Double(minimumValue), forKey: "minValue")
        coder.encode(Double(maximumValue), forKey: "maxValue")
        coder.encode(Double(value), forKey: "value")
        coder.encode(isContinuous, forKey: "continuous")
    }
}
