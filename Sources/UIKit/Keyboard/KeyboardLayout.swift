import Foundation

/// The rows of keys of each plane, as iOS 17's English keyboard has them.
enum KeyboardLayout {
    static func rows(_ plane: KeyboardPlane, returnTitle: String, keyboardType: UIKeyboardType) -> [[KeyboardKey]] {
        let ret = KeyboardKey(action: .return, title: returnTitle, units: 2.7)
        let space = KeyboardKey(action: .space, title: "space", units: 0)
        let delete = KeyboardKey(action: .delete, title: "delete", units: 1.3)
        func chars(_ s: String) -> [KeyboardKey] { s.map { .char(String($0)) } }
        // The bottom row: a plane switch, space (or what the keyboard type puts beside it) and return.
        func bottom(_ switchTo: KeyboardPlane, _ title: String) -> [KeyboardKey] {
            var row = [KeyboardKey(action: .plane(switchTo), title: title, units: 1.3 + 1.3 * 0.5)]
            switch keyboardType {
            case .emailAddress: row += [space, .char("@"), .char(".")]
            case .URL: row += [.char("."), .char("/"), KeyboardKey(action: .character(".com"), title: ".com", units: 1.6)]
            case .twitter: row += [space, .char("@"), .char("#")]
            case .webSearch: row += [space, .char(".")]
            default: row.append(space)
            }
            return row + [ret]
        }
        switch plane {
        case .letters:
            return [chars("qwertyuiop"), chars("asdfghjkl"),
                    [KeyboardKey(action: .shift, title: "shift", units: 1.3)] + chars("zxcvbnm") + [delete],
                    bottom(.numbers, "123")]
        case .numbers:
            return [chars("1234567890"), chars("-/:;()$&@\""),
                    [KeyboardKey(action: .plane(.symbols), title: "#+=", units: 1.3)] + chars(".,?!'").map { var k = $0; k.units = 1.38; return k } + [delete],
                    bottom(.letters, "ABC")]
        case .symbols:
            return [chars("[]{}#%^*+="), chars("_\\|~<>€£¥•"),
                    [KeyboardKey(action: .plane(.numbers), title: "123", units: 1.3)] + chars(".,?!'").map { var k = $0; k.units = 1.38; return k } + [delete],
                    bottom(.letters, "ABC")]
        case .numberPad, .phonePad, .decimalPad:
            let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
            var rows: [[KeyboardKey]] = (0..<3).map { r in
                (1...3).map { c in
                    let n = r * 3 + c
                    var k = KeyboardKey.char(String(n))
                    k.subtitle = letters[n - 1].isEmpty ? nil : letters[n - 1]
                    return k
                }
            }
            let left: KeyboardKey
            switch plane {
            case .decimalPad: left = .char(Locale.current.decimalSeparator ?? ".")
            case .phonePad: left = KeyboardKey(action: .character("+"), title: "+*#")
            default: left = KeyboardKey(action: .character(""), title: "")
            }
            var zero = KeyboardKey.char("0")
            if plane == .phonePad { zero.subtitle = "+" }
            rows.append([left, zero, KeyboardKey(action: .delete, title: "delete")])
            return rows
        }
    }

    /// The plane a keyboard type opens on. The iPad has no number or phone pad: those open its numbers.
    static func firstPlane(for type: UIKeyboardType, tablet: Bool = false) -> KeyboardPlane {
        if tablet, [.numberPad, .asciiCapableNumberPad, .phonePad, .namePhonePad, .decimalPad, .numbersAndPunctuation].contains(type) {
            return .numbers
        }
        switch type {
        case .numberPad, .asciiCapableNumberPad: return .numberPad
        case .phonePad, .namePhonePad: return .phonePad
        case .decimalPad: return .decimalPad
        case .numbersAndPunctuation: return .numbers
        default: return .letters
        }
    }
}

/// The iPad's keys (iOS 17, 11-inch): delete at the end of the top row, return at the end of the
/// second, shift at both ends of the third, and below them the emoji, number, dictation and
/// dismiss keys around the space bar. Letters carry their number-plane character above them.
extension KeyboardLayout {
    static func tabletRows(_ plane: KeyboardPlane, returnTitle: String, keyboardType: UIKeyboardType) -> [[KeyboardKey]] {
        let delete = KeyboardKey(action: .delete, title: "delete", units: 1.5)
        let ret = KeyboardKey(action: .return, title: returnTitle, units: 0)
        let half = KeyboardKey(action: .spacer, title: "", units: 0.5)
        func chars(_ s: String, flicks: String? = nil) -> [KeyboardKey] {
            let f = flicks.map { Array($0).map(String.init) }
            return s.enumerated().map { i, c in
                var k = KeyboardKey.char(String(c))
                k.flick = f?[i]
                return k
            }
        }
        func bottom(_ to: KeyboardPlane, _ title: String) -> [KeyboardKey] {
            let switchKey = KeyboardKey(action: .plane(to), title: title, units: 1.4)
            var middle: [KeyboardKey] = [KeyboardKey(action: .space, title: "space", units: 0)]
            switch keyboardType {
            case .emailAddress: middle += [.char("@"), .char(".")]
            case .URL: middle = [.char("/"), KeyboardKey(action: .character(".com"), title: ".com", units: 1.4)]
            case .twitter: middle += [.char("@"), .char("#")]
            default: break
            }
            return [KeyboardKey(action: .emoji, title: "emoji"), switchKey, KeyboardKey(action: .dictation, title: "dictation")]
                + middle + [switchKey, KeyboardKey(action: .dismiss, title: "dismiss keyboard")]
        }
        switch plane {
        case .letters:
            var comma = KeyboardKey.char(","), period = KeyboardKey.char(".")
            comma.flick = "!"
            period.flick = "?"
            return [chars("qwertyuiop", flicks: "1234567890") + [delete],
                    [half] + chars("asdfghjkl", flicks: "@#$&*()'\"") + [ret],
                    [KeyboardKey(action: .shift, title: "shift")] + chars("zxcvbnm", flicks: "%-+=/;:") + [comma, period,
                        KeyboardKey(action: .shift, title: "shift", units: 0)],
                    bottom(.numbers, ".?123")]
        case .numbers:
            return [chars("1234567890") + [delete],
                    [half] + chars("@#$&*()'\"") + [ret],
                    [KeyboardKey(action: .plane(.symbols), title: "#+=")] + chars("%-+=/;:,.")
                        + [KeyboardKey(action: .plane(.symbols), title: "#+=", units: 0)],
                    bottom(.letters, "ABC")]
        default:
            return [chars("[]{}#%^*+=") + [delete],
                    [half] + chars("_\\|~<>€£¥") + [ret],
                    [KeyboardKey(action: .plane(.numbers), title: "123")] + chars("•.,?!'\"-+")
                        + [KeyboardKey(action: .plane(.numbers), title: "123", units: 0)],
                    bottom(.letters, "ABC")]
        }
    }
}
