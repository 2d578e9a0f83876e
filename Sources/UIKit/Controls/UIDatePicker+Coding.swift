import Foundation

/// Mode, style, interval, locale and the dates Xcode writes for a date picker.
extension UIDatePicker {
    private static let modeNames: [String: Mode] = ["time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer]
    private static let styleNames: [String: UIDatePickerStyle] = ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]

    func decodeDatePicker(from coder: NSCoder) {
        if let m = coder.choice("datePickerMode", Self.modeNames) { datePickerMode = m }
        if let s = coder.choice("style", Self.styleNames) { preferredDatePickerStyle = s }
        if let i = coder.integer("minuteInterval") { minuteInterval = i }
        if let l = coder.object("locale") as? Locale { locale = l }
        if let v = coder.object("minimumDate") as? Date { minimumDate = v }
        if let v = coder.object("maximumDate") as? Date { maximumDate = v }
        if let v = coder.object("date") as? Date { date = v }
        if let v = coder.number("countDownDuration") { countDownDuration = Double(v) }
    }

    func encodeDatePicker(with coder: NSCoder) {
        coder.encode(datePickerMode, in: Self.modeNames, forKey: "datePickerMode")
        coder.encode(date, forKey: "date")
    }
}
