import Foundation

extension UISwitch {
    func decodeSwitch(from coder: NSCoder) {
        if let on = coder.flag("on") { isOn = on }
        if let c = coder.color("onTintColor") { onTintColor = c }
        if let c = coder.color("thumbTintColor") { thumbTintColor = c }
    }

    func encodeSwitch(with coder: NSCoder) { coder.encode(isOn, forKey: "on") }
}
