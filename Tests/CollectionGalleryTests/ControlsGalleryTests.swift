import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// The controls chapter's screens in the Gallery: the alarm clock, the booking form, the onboarding
/// carousel and the download list, on iPhone and iPad.
@MainActor
@Suite(.serialized) struct ControlsGalleryTests {
    func show(_ vc: UIViewController, _ device: Simulator.Device) -> Simulator {
        let sim = Simulator(device: device)
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle()
        return sim
    }

    func name(_ d: Simulator.Device) -> String { d == .iPadPro11 ? "iPad" : "iPhone" }

    @Test(arguments: [Simulator.Device.iPhone15, .iPadPro11])
    func theAlarmClockSetsATimeAndCountsDown(_ device: Simulator.Device) throws {
        let alarm = AlarmClockViewController()
        alarm.loadViewIfNeeded()
        alarm.alarmPicker.locale = Locale(identifier: "en_US")
        alarm.alarmPicker.timeZone = TimeZone(identifier: "UTC")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        alarm.alarmPicker.date = utc.date(from: DateComponents(year: 2024, month: 6, day: 10, hour: 7, minute: 30))!
        let sim = show(alarm, device)
        saveShot(sim, "alarm-clock-\(name(device))")
        #expect(plain(alarm.status.text) == "Alarm at 7:30 AM", "the time the picker shows")
        // The row under the band of the minute wheel (every five minutes): 7:35.
        sim.tap(on: try #require(sim.view(withText: "35")))
        sim.settle()
        #expect(plain(alarm.status.text) == "Alarm at 7:35 AM")
        sim.tap(on: try #require(sim.view(withText: "Timer")))
        sim.settle()
        #expect(alarm.timerPicker.isHidden == false && plain(alarm.status.text) == "0:25:00")
        sim.tap(on: try #require(sim.view(withText: "1")))
        sim.settle()
        #expect(alarm.timerPicker.countDownDuration == 85 * 60)
        saveShot(sim, "alarm-clock-timer-\(name(device))")
        sim.tap(on: alarm.startButton)
        sim.advance(by: 3)
        #expect(alarm.status.text == "1:24:57")
    }

    @Test(arguments: [Simulator.Device.iPhone15, .iPadPro11])
    func theBookingFormCountsNightsAndTakesARoom(_ device: Simulator.Device) throws {
        let form = BookingFormViewController()
        let sim = show(form, device)
        saveShot(sim, "booking-form-\(name(device))")
        #expect(form.nights == 3 && form.summary.text == "3 nights, Double room")
        #expect(form.checkIn.datePickerStyle == .compact && form.checkOut.datePickerStyle == .inline)
        // The pull-down room button: its menu, a choice, its title.
        sim.tap(on: form.roomButton)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Suite")))
        sim.settle()
        #expect(form.room == "Suite" && form.summary.text == "3 nights, Suite room")
        #expect(form.roomButton.title(for: .normal) == "Suite" || form.roomButton.currentTitle == "Suite")
        // A later day on the inline calendar: one night more.
        let calendar = try #require(form.checkOut.subviews.compactMap { $0 as? DateCalendarView }.first)
        let next = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: form.checkOut.date))!
        if calendar.dayCells.first(where: { $0.day == next }) == nil {
            sim.tap(at: calendar.convert(CGPoint(x: calendar.bounds.width - 24, y: 22), to: nil))
        }
        let cell = try #require(calendar.dayCells.first { $0.day == next })
        sim.tap(at: calendar.convert(CGPoint(x: cell.rect.midX, y: cell.rect.midY), to: nil))
        sim.settle()
        #expect(form.nights == 4 && form.summary.text == "4 nights, Suite room")
        // The compact check-in opens its calendar in a card.
        let pill = try #require(form.checkIn.subviews.compactMap { $0 as? UIControl }.first { !$0.isHidden })
        sim.tap(on: pill)
        sim.settle()
        saveShot(sim, "booking-form-checkin-\(name(device))")
        #expect(sim.window.subviews.contains { $0.subviews.first?.subviews.first is DateCalendarView })
    }

    @Test(arguments: [Simulator.Device.iPhone15, .iPadPro11])
    func theOnboardingCarouselTurnsBySwipeAndByTap(_ device: Simulator.Device) throws {
        let onboarding = OnboardingViewController()
        let sim = Simulator(device: device)
        sim.rootViewController = onboarding
        sim.settle()
        saveShot(sim, "onboarding-\(name(device))")
        #expect(onboarding.currentIndex == 0 && onboarding.pageControl.currentPage == 0)
        let w = sim.screen.bounds.width
        sim.drag(from: CGPoint(x: w - 60, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.2)
        sim.settle()
        #expect(onboarding.currentIndex == 1 && onboarding.pageControl.currentPage == 1, "a swipe turns a page")
        #expect(onboarding.startButton.alpha == 0)
        // A tap on the page control's right half moves on a page.
        let pc = onboarding.pageControl
        sim.tap(at: pc.convert(CGPoint(x: pc.bounds.midX + 60, y: pc.bounds.midY), to: nil))
        sim.settle()
        #expect(onboarding.currentIndex == 2 && pc.currentPage == 2)
        #expect(onboarding.startButton.alpha == 1)
        saveShot(sim, "onboarding-last-\(name(device))")
        sim.tap(on: onboarding.startButton)
        #expect(onboarding.started)
        sim.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: w - 60, y: 300), duration: 0.2)
        sim.settle()
        #expect(onboarding.currentIndex == 1 && pc.currentPage == 1, "and back")
    }

    @Test(arguments: [Simulator.Device.iPhone15, .iPadPro11])
    func theDownloadListFollowsEachProgress(_ device: Simulator.Device) throws {
        let list = DownloadListViewController()
        // Not settled: the downloads' timer would run on; four ticks of half a second.
        let sim = Simulator(device: device)
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.advance(by: 2.05)
        sim.runFrame()
        saveShot(sim, "downloads-\(name(device))")
        #expect(sim.view(withText: "Done — 12 MB") != nil, "Report.pdf has finished")
        #expect(sim.view(withText: "160 of 480 MB") != nil, "Keynote.mov is a third of the way")
        let keynote = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let bar = try #require(keynote.contentView.subviews.compactMap { $0 as? UIProgressView }.first)
        #expect(abs(bar.progress - 1.0 / 3) < 0.01)
        // The bar glides to its new length; before the next tick it is there.
        sim.advance(by: 0.4)
        let filled = sim.color(at: bar.convert(CGPoint(x: bar.bounds.width * 0.3, y: 2), to: nil))
        let empty = sim.color(at: bar.convert(CGPoint(x: bar.bounds.width * 0.4, y: 2), to: nil))
        #expect(filled.b > 200 && filled.r < 60 && empty.b < 240 && empty.r > 200, "blue to a third, grey after: \(filled) \(empty)")
        sim.advance(by: 10)
        #expect(list.downloads.allSatisfy { $0.progress.isFinished })
    }

    func plain(_ s: String?) -> String { (s ?? "").replacingOccurrences(of: "\u{202F}", with: " ") }
}
