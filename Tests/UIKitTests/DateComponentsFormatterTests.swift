import Testing
import Foundation
import UIKit
import UIKitTesting

/// Spans of time written as iOS writes them: a countdown picker's duration shown in a label, as
/// Programming iOS's date picker chapter shows it, and each style and zero rule.
@MainActor @Suite(.serialized) struct DateComponentsFormatterTests {
    @MainActor final class Countdown: NSObject {
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 30))
        func changed(_ dp: UIDatePicker) {
            let f = DateComponentsFormatter()
            f.allowedUnits = [.hour, .minute]
            f.unitsStyle = .abbreviated
            label.text = f.string(from: dp.countDownDuration)
        }
    }

    @Test func aCountdownPickersDurationIsWrittenInTheLabel() {
        let test = DatePickerTests()
        let (sim, dp, _) = test.datePicker(.countDownTimer)
        let countdown = Countdown()
        dp.superview!.addSubview(countdown.label)
        dp.addTarget(countdown, action: Countdown.changed, for: .valueChanged)
        dp.countDownDuration = 72 * 60
        sim.runFrame()
        test.turn(sim, dp, at: test.chosen(dp)[2].x, rows: 3)
        #expect(dp.countDownDuration == 75 * 60)
        #expect(countdown.label.text == "1h 15m")
        #expect(sim.view(withText: "1h 15m") === countdown.label)
    }

    func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
                   zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.unitsStyle = style
        f.allowedUnits = units
        f.zeroFormattingBehavior = zeros
        return f
    }

    @Test func eachStyleAndZeroRule() {
        _ = Simulator()
        let hm: NSCalendar.Unit = [.hour, .minute]
        #expect(formatter(.abbreviated, hm).string(from: 4320) == "1h 12m")
        #expect(formatter(.short, hm).string(from: 4320) == "1 hr, 12 min")
        #expect(formatter(.full, hm).string(from: 4320) == "1 hour, 12 minutes")
        #expect(formatter(.spellOut, hm).string(from: 4320) == "one hour, twelve minutes")
        #expect(formatter(.brief, hm).string(from: 4320) == "1 hr 12 min")
        // Positional: the largest unit unpadded unless `.pad`; zero units dropped in written styles.
        #expect(formatter(.positional, hm).string(from: 3680) == "1:01")
        #expect(formatter(.positional, hm, zeros: .pad).string(from: 3680) == "01:01")
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 65) == "1:05")
        #expect(formatter(.full, hm).string(from: 3600) == "1 hour")
        #expect(formatter(.full, hm, zeros: .pad).string(from: 3600) == "1 hour, 0 minutes")
        // Every unit allowed, at most two of them; components as they are.
        let f = formatter(.full, [])
        f.maximumUnitCount = 2
        #expect(f.string(from: 90061) == "1 day, 1 hour")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 5), unitsStyle: .abbreviated) == "2h 5m")
        let remaining = formatter(.full, [.minute])
        remaining.includesTimeRemainingPhrase = true
        #expect(remaining.string(for: 300.0) == "5 minutes remaining")
        // The device's language.
        let sim = Simulator()
        sim.preferredLanguages = ["cs-CZ"]
        // (ICU puts a no-break space between a number and its unit.)
        #expect(formatter(.full, hm).string(from: 4320)?.replacingOccurrences(of: "\u{A0}", with: " ") == "1 hodina a 12 minut")
    }
}
