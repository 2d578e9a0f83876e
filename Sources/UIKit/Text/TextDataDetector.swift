import Foundation

/// Finds web and e-mail addresses, telephone numbers and English dates in text, for data
/// detection where Foundation has no `NSDataDetector`. Each find carries the URL a link to it opens.
enum TextDataDetector {
    struct Found { let range: NSRange; let url: URL; let type: UIDataDetectorTypes }

    private static let months = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
    private static let weekdays = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
    private static let patterns: [(UIDataDetectorTypes, NSRegularExpression)] = {
        func re(_ p: String) -> NSRegularExpression { try! NSRegularExpression(pattern: p, options: [.caseInsensitive]) }
        return [
            (.calendarEvent, re("\\b(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{2,4}|\(months)\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}(?:st|nd|rd|th)? \(months)(?:,? \\d{4})?|(?:next |this )?\(weekdays)|today|tonight|tomorrow|yesterday)(?: at \\d{1,2}(?::\\d{2})? ?(?:am|pm)?| \\d{1,2}(?::\\d{2}) ?(?:am|pm)?)?\\b")),
            (.calendarEvent, re("\\b\\d{1,2}(?::\\d{2})? ?(?:am|pm)\\b")),
            (.link, re("\\b(?:https?://|www\\.)[^\\s<>\"]+")),
            (.link, re("\\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,}\\b")),
            (.phoneNumber, re("(?:\\+\\d{1,3}[ .-]?)?(?:\\(\\d{1,4}\\)[ .-]?)?\\d{2,4}(?:[ .-]\\d{2,4}){1,4}")),
        ]
    }()

    /// What `types` asks for in `string`, earlier kinds winning where finds overlap (a date's digits
    /// are not a telephone number).
    static func detect(_ types: UIDataDetectorTypes, in string: String) -> [Found] {
        let ns = string as NSString
        var found: [Found] = []
        for (type, regex) in patterns where types.contains(type) {
            for m in regex.matches(in: string, range: NSRange(location: 0, length: ns.length)) {
                var range = m.range
                var text = ns.substring(with: range)
                // A sentence's full stop or closing bracket is not part of the address.
                while let last = text.last, ".,;:!?)]'".contains(last) {
                    text.removeLast(); range.length -= 1
                }
                guard range.length > 0, !found.contains(where: { NSIntersectionRange($0.range, range).length > 0 }),
                      let url = url(for: text, type) else { continue }
                found.append(Found(range: range, url: url, type: type))
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    private static func url(for text: String, _ type: UIDataDetectorTypes) -> URL? {
        switch type {
        case .link:
            if text.contains("@") && !text.contains("/") { return URL(string: "mailto:" + text) }
            return URL(string: text.lowercased().hasPrefix("www.") ? "http://" + text : text)
        case .phoneNumber:
            let digits = text.filter { $0.isNumber || $0 == "+" }
            guard digits.filter(\.isNumber).count >= 7 else { return nil }
            return URL(string: "tel:" + digits)
        default:
            let q = text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
            return URL(string: "x-apple-data-detectors://calendar-event?text=" + q)
        }
    }
}
