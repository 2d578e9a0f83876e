import Foundation

extension UIStepper {
    func decodeStepper(from coder: NSCoder) {
        if let v = coder.number("minimumValue") { minimumValue = Double(v) }
        if let v = coder.number("maximumValue") { maximumValue = Double(v) }
        if let v = coder.number("stepValue") { stepValue = Double(v) }
        if let v = coder.number("value") { value = Double(v) }
        if let w = coder.flag("wraps") { wraps = w }
        if let a = coder.flag("autorepeat") { autorepeat = a }
        if let c = coder.flag("continuous") { isContinuous = c }
    }

    func encodeStepper(with coder: NSCoder) {
        coder.encode(minimumValue, forKey: "minimumValue")
        coder.encode(maximumValue, forKey: "maximumValue")
        coder.encode(stepValue, forKey: "stepValue")
        coder.encode(value, forKey: "value")
    }
}
