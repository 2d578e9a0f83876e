import Testing
import Foundation
import UIKit
import UIKitTesting

/// The compact and inline date pickers, under a fixed locale and time zone.
@MainActor
@Suite(.serialized) struct DatePickerStyleTests {
    let utc = TimeZone(identifier: "UTC")!

    func day(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// A picker at the top of the screen in `style`, `locale` and UTC, on 10 June 2024, 9:41.
    func make(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, _ locale: String = "en_US",
              device: Simulator.Device = .iPhone15) -> (Simulator, UIDatePicker, EventLog) {
        let (sim, root) = canvas(device)
        let dp = UIDatePicker()
        dp.preferredDatePickerStyle = style
        dp.datePickerMode = mode
        dp.locale = Locale(identifier: locale)
        dp.calendar = Calendar(identifier: .gregorian)
        dp.timeZone = utc
        dp.date = day(2024, 6, 10, 9, 41)
        let size = dp.intrinsicContentSize
        dp.frame = CGRect(x: 393 - 16 - max(size.width, 320), y: 120, width: max(size.width, 320), height: size.height)
        let log = EventLog()
        dp.addTarget(log, action: EventLog.changed, for: .valueChanged)
        dp.addAction(UIAction { _ in log.events.append("begin") }, for: .editingDidBegin)
        dp.addAction(UIAction { _ in log.events.append("end") }, for: .editingDidEnd)
        root.addSubview(dp)
        sim.runFrame()
        return (sim, dp, log)
    }

    /// Foundation's narrow no-break space before AM/PM, as a plain space.
    func plain(_ s: String?) -> String { (s ?? "").replacingOccurrences(of: "\u{202F}", with: " ") }

    func pills(_ dp: UIDatePicker) -> [String] {
        dp.subviews.compactMap { $0 as? UIControl }.filter { !$0.isHidden }.compactMap { c in
            c.subviews.compactMap { ($0 as? UILabel)?.text }.first.map(plain)
        }
    }

    @Test func automaticIsCompactAndShowsTheDateAndTimeAsPills() throws {
        let (sim, dp, _) = make(.dateAndTime, .automatic)
        #expect(dp.datePickerStyle == .compact)
        #expect(pills(dp) == ["Jun 10, 2024", "9:41 AM"])
        saveShot(sim, "datepicker-compact")
        #expect(dp.intrinsicContentSize.height == 34)
        let german = make(.dateAndTime, .compact, "de_DE").1
        #expect(pills(german) == ["10.06.2024", "09:41"])
        let countdown = make(.countDownTimer, .compact).1
        #expect(countdown.datePickerStyle == .wheels, "a countdown is always wheels")
        #expect(make(.time, .inline).1.datePickerStyle == .compact, "an inline time is compact")
    }

    @Test func theDatePillOpensACalendarAndADayChoosesTheDate() throws {
        let (sim, dp, log) = make(.dateAndTime, .compact)
        let datePill = try #require(sim.view(withText: "Jun 10, 2024"))
        sim.tap(on: datePill)
        sim.settle()
        saveShot(sim, "datepicker-compact-calendar")
        #expect(sim.view(withText: "June 2024") is UILabel, "the month is a label, as on iOS")
        #expect(sim.view(withText: "SUN") != nil && sim.view(withText: "30") != nil, "the weekdays and the days are views")
        let calendar = try #require(findCalendar(in: sim.window))
        let cell = try #require(calendar.dayCells.first { Calendar.utc.component(.day, from: $0.day) == 20 })
        let twenty = try #require(sim.view(withText: "20"), "a day is a view, found by its number")
        #expect(abs(twenty.convert(twenty.bounds, to: calendar).midX - cell.rect.midX) < 1)
        sim.tap(on: twenty)
        sim.settle()
        #expect(dp.date == day(2024, 6, 20, 9, 41), "the day chosen, at the time it had")
        #expect(log.events == ["begin", "changed"])
        #expect(pills(dp).first == "Jun 20, 2024")
        #expect(findCalendar(in: sim.window) != nil, "choosing does not close the card")
        // The chosen day sits in a tinted circle.
        let ring = sim.color(at: calendar.convert(CGPoint(x: cell.rect.midX - 14, y: cell.rect.midY), to: nil))
        #expect(ring.b > ring.r + 10 && ring.r < 245, "a light blue circle: \(ring)")
        sim.tap(at: CGPoint(x: 200, y: 800))
        sim.settle()
        #expect(findCalendar(in: sim.window) == nil && log.events == ["begin", "changed", "end"])
    }

    @Test func theTimePillOpensWheels() throws {
        let (sim, dp, log) = make(.dateAndTime, .compact)
        sim.tap(on: try #require(sim.view(withText: "9:41 AM") ?? sim.view(withText: "9:41\u{202F}AM")))
        sim.settle()
        saveShot(sim, "datepicker-compact-time")
        #expect(findWheels(in: sim.window, besides: dp) != nil)
        // A tap on the row under the band (hour 10) turns the hour wheel on by one.
        sim.tap(on: try #require(sim.view(withText: "10")))
        sim.settle()
        #expect(dp.date == day(2024, 6, 10, 10, 41), "\(dp.date)")
        #expect(log.events.contains("changed"))
        #expect(pills(dp) == ["Jun 10, 2024", "10:41 AM"])
    }

    @Test func inlineShowsTheMonthInPlaceWithinItsRange() throws {
        let (sim, dp, log) = make(.date, .inline)
        dp.maximumDate = day(2024, 7, 15)
        sim.runFrame()
        saveShot(sim, "datepicker-inline")
        #expect(dp.datePickerStyle == .inline && dp.intrinsicContentSize == CGSize(width: 320, height: 330))
        let calendar = try #require(dp.subviews.compactMap { $0 as? DateCalendarView }.first)
        #expect(!calendar.isHidden)
        // The next arrow turns to July; the 4th is chosen; the 20th is past the maximum and is not.
        sim.tap(at: calendar.convert(CGPoint(x: calendar.bounds.width - 24, y: 22), to: nil))
        sim.runFrame()
        let july = calendar.dayCells
        #expect(Calendar.utc.component(.month, from: july[0].day) == 7)
        let fourth = july[3], twentieth = july[19]
        sim.tap(at: calendar.convert(CGPoint(x: fourth.rect.midX, y: fourth.rect.midY), to: nil))
        #expect(dp.date == day(2024, 7, 4, 9, 41))
        sim.tap(at: calendar.convert(CGPoint(x: twentieth.rect.midX, y: twentieth.rect.midY), to: nil))
        #expect(dp.date == day(2024, 7, 4, 9, 41), "past the maximum: grey, and not chosen")
        #expect(log.events == ["changed"])
        // German weeks begin on Monday.
        let (_, german, _) = make(.date, .inline, "de_DE")
        let de = try #require(german.subviews.compactMap { $0 as? DateCalendarView }.first)
        #expect(de.dayCells[0].rect.minX > de.dayCells[5].rect.minX, "1 June 2024 is a Saturday: sixth column")
        #expect(de.dayCells[2].rect.minX < de.dayCells[1].rect.minX, "3 June, a Monday, starts the next week")
    }

    func findCalendar(in v: UIView) -> DateCalendarView? {
        if let c = v as? DateCalendarView, c.window != nil, !c.isHidden, !(c.superview is UIDatePicker) { return c }
        for s in v.subviews { if let c = findCalendar(in: s) { return c } }
        return nil
    }

    func findWheels(in v: UIView, besides dp: UIDatePicker) -> UIDatePicker? {
        if let w = v as? UIDatePicker, w !== dp { return w }
        for s in v.subviews { if let w = findWheels(in: s, besides: dp) { return w } }
        return nil
    }
}

extension Calendar {
    static var utc: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }
}
