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

    /// The plane a keyboard type opens on.
    static func firstPlane(for type: UIKeyboardType) -> KeyboardPlane {
        switch type {
        case .numberPad, .asciiCapableNumberPad: return .numberPad
        case .phonePad, .namePhonePad: return .phonePad
        case .decimalPad: return .decimalPad
        case .numbersAndPunctuation: return .numbers
        default: return .letters
        }
    }
}
