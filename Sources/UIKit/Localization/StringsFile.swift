import Foundation

/// A `.strings` file read: `"key" = "value";` pairs with C comments, in UTF-8 or UTF-16 (Xcode's
/// old default, with its byte-order mark), or the binary or XML property list Xcode may compile it
/// to. A malformed file keeps the pairs before the fault and reports the fault with its line.
package struct StringsFile: Sendable {
    package var entries: [String: String] = [:]
    package var error: LocalizationFileError?

    package init(data: Data, file: String) {
        if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
            do {
                let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
                guard let dict = plist as? [String: Any] else {
                    error = LocalizationFileError(file: file, line: 0, problem: "the property list is not a dictionary of strings")
                    return
                }
                for (key, value) in dict {
                    if let s = value as? String { entries[key] = s } else {
                        error = LocalizationFileError(file: file, line: 0, problem: "the value of \"\(key)\" is not a string")
                    }
                }
            } catch {
                self.error = LocalizationFileError(file: file, line: 0, problem: "not a property list (\(error))")
            }
            return
        }
        guard let text = Self.decode(data) else {
            error = LocalizationFileError(file: file, line: 0, problem: "neither UTF-8 nor UTF-16 text")
            return
        }
        var reader = Reader(scalars: Array(text.unicodeScalars))
        do {
            try reader.readPairs { entries[$0] = $1 }
        } catch let fault as Reader.Fault {
            error = LocalizationFileError(file: file, line: reader.line, problem: fault.problem)
        } catch {}
    }

    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes == [0xFE, 0xFF] { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
    }

    /// The old-style property list grammar `.strings` files use (a dictionary, braces optional).
    struct Reader {
        struct Fault: Error { var problem: String }
        let scalars: [Unicode.Scalar]
        var at = 0
        var line = 1

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var current: Unicode.Scalar? { at < scalars.count ? scalars[at] : nil }

        mutating func advance() {
            if current == "\n" { line += 1 }
            at += 1
        }

        mutating func readPairs(_ add: (String, String) -> Void) throws {
            skipSpace()
            let braced = current == "{"
            if braced { advance() }
            while true {
                try skipSpaceAndComments()
                guard let c = current else {
                    if braced { throw Fault(problem: "missing \"}\" at the end") }
                    return
                }
                if braced && c == "}" { advance(); return }
                let key = try readString(what: "a key")
                try skipSpaceAndComments()
                if current == ";" { advance(); add(key, key); continue }  // `"key";` means key = key
                guard current == "=" else { throw Fault(problem: "expected \"=\" after the key \"\(key)\"") }
                advance()
                try skipSpaceAndComments()
                let value = try readString(what: "the value of \"\(key)\"")
                try skipSpaceAndComments()
                guard current == ";" else { throw Fault(problem: "expected \";\" after the value of \"\(key)\"") }
                advance()
                add(key, value)
            }
        }

        mutating func skipSpace() {
            while let c = current, c.properties.isWhitespace { advance() }
        }

        mutating func skipSpaceAndComments() throws {
            while true {
                skipSpace()
                guard current == "/", at + 1 < scalars.count else { return }
                if scalars[at + 1] == "/" {
                    while let c = current, c != "\n" { advance() }
                } else if scalars[at + 1] == "*" {
                    advance(); advance()
                    while current != nil && !(current == "*" && at + 1 < scalars.count && scalars[at + 1] == "/") { advance() }
                    guard current != nil else { throw Fault(problem: "a comment is not closed") }
                    advance(); advance()
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$+/:.-".unicodeScalars.contains(c)
        }

        mutating func readString(what: String) throws -> String {
            guard let first = current else { throw Fault(problem: "the file ends where \(what) should be") }
            var out = String.UnicodeScalarView()
            if first != "\"" {
                guard Self.isUnquoted(first) else { throw Fault(problem: "unexpected \"\(first)\" where \(what) should be") }
                while let c = current, Self.isUnquoted(c) { out.append(c); advance() }
                return String(out)
            }
            let startLine = line
            advance()
            while let c = current, c != "\"" {
                advance()
                guard c == "\\" else { out.append(c); continue }
                guard let e = current else { break }
                advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "a": out.append("\u{07}")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "v": out.append("\u{0B}")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let h = current, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); advance() }
                    guard let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { throw Fault(problem: "a bad \\U escape in \(what)") }
                    out.append(s)
                case "0"..."7":
                    var octal = String(e)
                    while octal.count < 3, let o = current, ("0"..."7").contains(o) { octal.unicodeScalars.append(o); advance() }
                    out.append(Unicode.Scalar(UInt8(octal, radix: 8) ?? 0))
                default: out.append(e)  // \" \\ \' and the rest stand for themselves
                }
            }
            guard current == "\"" else { line = startLine; throw Fault(problem: "\(what) is not closed with a quote") }
            advance()
            return String(out)
        }
    }
}
