import Foundation

extension UIProgressView {
    func decodeProgressView(from coder: NSCoder) {
        if let s = coder.choice("progressViewStyle", ["default": Style.default, "bar": .bar]) { progressViewStyle = s }
        if let v = coder.number("progress") { progress = Float(v) }
        if let c = coder.color("progressTintColor") { progressTintColor = c }
        if let c = coder.color("trackTintColor") { trackTintColor = c }
    }
}
