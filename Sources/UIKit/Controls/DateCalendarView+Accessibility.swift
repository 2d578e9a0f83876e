import Foundation

extension DateCalendarView {
    /// As iOS's inline calendar reads: the month and year (a header), "Previous Month" and "Next
    /// Month" buttons, and the days in a collection, each a button named by its full date
    /// ("Friday, December 4"), selected when chosen and not enabled out of the picker's range.
    func makeAccessibilityParts() -> [Any] {
        let header = PartElement(in: self, role: .staticText, describe: { [unowned self] in
            (headerFrame, monthTitle, .header)
        }, activate: { false })
        let previous = PartElement(in: self, describe: { [unowned self] in
            (previousArrow, "Previous Month", .button)
        }, activate: { [unowned self] in turn(by: -1); return true })
        let next = PartElement(in: self, describe: { [unowned self] in
            (nextArrow, "Next Month", .button)
        }, activate: { [unowned self] in turn(by: 1); return true })
        let name = DateFormatter()
        name.locale = owner.pickerLocale
        name.calendar = calendar
        name.timeZone = calendar.timeZone
        name.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        let cells = dayCells
        let days: [PartElement] = cells.indices.map { i in
            let day = cells[i].day, label = name.string(from: day)
            return PartElement(in: self, describe: { [unowned self] in
                var traits: UIAccessibilityTraits = .button
                if calendar.isDate(day, inSameDayAs: owner.date) { traits.insert(.selected) }
                if !isEnabled(day) { traits.insert(.notEnabled) }
                let now = dayCells
                return (i < now.count ? now[i].rect : .zero, label, traits)
            }, activate: { [unowned self] in pick(day) })
        }
        let grid = PartGroup(in: self, role: .collectionView, frame: { [unowned self] in
            dayCells.reduce(CGRect.null) { $0.union($1.rect) }
        }, elements: days)
        return [header, previous, next, grid]
    }
}
