import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct DatePickerTests {
    let utc = TimeZone(identifier: "UTC")!

    func day(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// A date picker across the screen at y 300, in `locale` and UTC, with its value changes counted.
    func datePicker(_ mode: UIDatePicker.Mode, _ locale: String = "en_US", date: Date? = nil) -> (Simulator, UIDatePicker, EventLog) {
        let (sim, root) = canvas()
        let dp = UIDatePicker(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
        dp.preferredDatePickerStyle = .wheels
        dp.datePickerMode = mode
        dp.locale = Locale(identifier: locale)
        dp.calendar = Calendar(identifier: .gregorian)
        dp.timeZone = utc
        if let date { dp.date = date }
        let log = EventLog()
        dp.addTarget(log, action: EventLog.changed, for: .valueChanged)
        root.addSubview(dp)
        sim.runFrame()
        return (sim, dp, log)
    }

    /// The texts in the band, left to right, and where each sits.
    func chosen(_ dp: UIDatePicker) -> [(text: String, x: CGFloat, color: UIColor?)] {
        var out: [(String, CGFloat, UIColor?)] = []
        func walk(_ v: UIView) {
            if let l = v as? UILabel, let t = l.text, !l.isHidden {
                let c = l.convert(CGPoint(x: l.bounds.midX, y: l.bounds.midY), to: dp)
                if abs(c.y - dp.bounds.midY) < 1 {
                    out.append((t, c.x, l.textColor))
                    #expect(l.intrinsicContentSize.width <= l.bounds.width, "\(t) fits its wheel without truncation")
                }
            }
            v.subviews.forEach(walk)
        }
        walk(dp)
        return out.sorted { $0.1 < $1.1 }.map { (text: $0.0, x: $0.1, color: $0.2) }
    }

    /// Drags the wheel under `x` by `rows` rows (positive: later rows come up), holding still before lifting.
    func turn(_ sim: Simulator, _ dp: UIDatePicker, at x: CGFloat, rows: Int) {
        let mid = dp.convert(CGPoint(x: x, y: dp.bounds.midY), to: nil)
        let from = mid, to = CGPoint(x: mid.x, y: mid.y - CGFloat(rows) * 32)
        sim.touchDown(at: from)
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: from.x, y: from.y + (to.y - from.y) * CGFloat(i) / 20))
        }
        for _ in 0..<12 { sim.advance(by: 1.0 / 60); sim.touchMove(to: to) }
        sim.touchUp(at: to)
        sim.settle()
    }

    @Test func timeWheelsInTwelveAndTwentyFourHourLocales() {
        let (sim, dp, log) = datePicker(.time, date: day(2026, 11, 25, 9, 41))
        saveShot(sim, "datepicker-time")
        #expect(dp.datePickerStyle == .wheels)
        #expect(chosen(dp).map(\.text) == ["9", "41", "AM"])
        let minute = chosen(dp)[1].x
        turn(sim, dp, at: minute, rows: 2)
        #expect(dp.date == day(2026, 11, 25, 9, 43))
        #expect(log.events == ["changed"])
        #expect(chosen(dp).map(\.text) == ["9", "43", "AM"])
        // The AM/PM wheel: 9 PM.
        turn(sim, dp, at: chosen(dp)[2].x, rows: 1)
        #expect(dp.date == day(2026, 11, 25, 21, 43) && log.events.count == 2)
        // Minutes come round: 43 + 20 is 03, and the hour stays (the wheels turn on their own).
        dp.date = day(2026, 11, 25, 21, 58)
        sim.runFrame()
        turn(sim, dp, at: minute, rows: 3)
        #expect(dp.date == day(2026, 11, 25, 21, 1))
        #expect(chosen(dp).map(\.text) == ["9", "01", "PM"])
        let (_, ru, _) = datePicker(.time, "ru_RU", date: day(2026, 11, 25, 21, 5))
        #expect(chosen(ru).map(\.text) == ["21", "05"], "a 24-hour locale has no AM/PM wheel")
    }

    @Test func dateWheelsFollowTheLocaleAndClampTheDay() {
        let (sim, dp, log) = datePicker(.date, date: day(2026, 1, 31))
        saveShot(sim, "datepicker-date")
        #expect(chosen(dp).map(\.text) == ["January", "31", "2026"])
        // February has no 31st: the day wheel turns back to the 28th.
        turn(sim, dp, at: chosen(dp)[0].x, rows: 1)
        #expect(dp.date == day(2026, 2, 28))
        #expect(chosen(dp).map(\.text) == ["February", "28", "2026"])
        #expect(log.events == ["changed"])
        let (_, gb, _) = datePicker(.date, "en_GB", date: day(2026, 11, 25))
        #expect(chosen(gb).map(\.text) == ["25", "November", "2026"], "day first in Britain")
        let (_, cs, _) = datePicker(.date, "cs_CZ", date: day(2026, 11, 25))
        #expect(chosen(cs).map(\.text) == ["25", "listopad", "2026"])
    }

    @Test func minimumAndMaximumDates() {
        let (sim, dp, log) = datePicker(.date, date: day(2026, 11, 25))
        dp.minimumDate = day(2026, 11, 20)
        dp.maximumDate = day(2026, 12, 10)
        sim.runFrame()
        saveShot(sim, "datepicker-range")
        // Days before the 20th are grey; after it, black.
        let dayX = chosen(dp)[1].x
        turn(sim, dp, at: dayX, rows: -8)
        #expect(dp.date == day(2026, 11, 20), "a wheel left on the 17th turns back to the minimum")
        #expect(chosen(dp).map(\.text) == ["November", "20", "2026"])
        #expect(log.events == ["changed"])
        dp.date = day(2027, 5, 1)
        #expect(dp.date == day(2026, 12, 10), "set in code, the date is clamped too")
        sim.runFrame()
        let year = chosen(dp).first { $0.text == "2026" }
        #expect(year?.color == UIColor.label)
        var grey = 0
        func walk(_ v: UIView) {
            if let l = v as? UILabel, l.text == "2027", l.textColor == UIColor.tertiaryLabel { grey += 1 }
            v.subviews.forEach(walk)
        }
        walk(dp)
        #expect(grey == 1, "the year past the maximum is grey")
    }

    @Test func dateAndTimeAndMinuteInterval() {
        let (sim, dp, log) = datePicker(.dateAndTime, date: day(2020, 3, 4, 14, 41))
        saveShot(sim, "datepicker-dateandtime")
        #expect(chosen(dp).map(\.text) == ["Wed Mar 4", "2", "41", "PM"])
        turn(sim, dp, at: chosen(dp)[0].x, rows: 2)
        #expect(dp.date == day(2020, 3, 6, 14, 41) && log.events == ["changed"])
        dp.minuteInterval = 15
        dp.minuteInterval = 7
        #expect(dp.minuteInterval == 15, "an interval that does not divide an hour is ignored")
        dp.date = day(2020, 3, 6, 14, 41)
        sim.runFrame()
        #expect(dp.date == day(2020, 3, 6, 14, 30), "rounded down to the interval")
        #expect(chosen(dp).map(\.text) == ["Fri Mar 6", "2", "30", "PM"])
        turn(sim, dp, at: chosen(dp)[2].x, rows: 1)
        #expect(dp.date == day(2020, 3, 6, 14, 45))
    }

    @Test func countDownTimer() {
        let (sim, dp, log) = datePicker(.countDownTimer)
        dp.countDownDuration = 90 * 60
        sim.runFrame()
        saveShot(sim, "datepicker-countdown")
        #expect(chosen(dp).map(\.text) == ["1", "hour", "30", "min"])
        turn(sim, dp, at: chosen(dp)[2].x, rows: 5)
        #expect(dp.countDownDuration == 95 * 60 && log.events == ["changed"])
        turn(sim, dp, at: chosen(dp)[0].x, rows: 1)
        #expect(dp.countDownDuration == 2 * 3600 + 35 * 60)
        #expect(chosen(dp).map(\.text) == ["2", "hours", "35", "min"])
        // No zero duration: 0 hours 0 minutes turns to one minute.
        dp.countDownDuration = 60
        sim.runFrame()
        turn(sim, dp, at: chosen(dp)[2].x, rows: -1)
        #expect(dp.countDownDuration == 60)
    }
}
