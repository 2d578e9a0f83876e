import Testing
import Foundation
import UIKit
import UIKitTesting

/// A fruit wheel and, optionally, a second wheel of numbers; records what the picker tells it.
@MainActor final class FruitPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Huckleberry", "Jackfruit",
                 "Kiwi", "Lemon", "Mango", "Nectarine", "Orange", "Papaya", "Quince", "Raspberry", "Strawberry"]
    var components = 1
    var selections: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? fruit.count : 100 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fruit[row] : "\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor
@Suite(.serialized) struct PickerViewTests {
    func fruitPicker(_ components: Int = 1) -> (Simulator, UIPickerView, FruitPicker) {
        let (sim, root) = canvas()
        let model = FruitPicker()
        model.components = components
        let picker = UIPickerView()
        picker.frame = CGRect(x: 0, y: 300, width: root.bounds.width, height: 216)
        picker.dataSource = model
        picker.delegate = model
        root.addSubview(picker)
        sim.runFrame()
        return (sim, picker, model)
    }

    /// A finger that moves, then stops before it lifts: the wheel keeps no momentum.
    func dragAndHold(_ sim: Simulator, from: CGPoint, to: CGPoint) {
        sim.touchDown(at: from)
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: from.x + (to.x - from.x) * CGFloat(i) / 20, y: from.y + (to.y - from.y) * CGFloat(i) / 20))
        }
        for _ in 0..<12 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: to)
        }
        sim.touchUp(at: to)
    }

    @Test func defaultSizeAndEmptyPicker() {
        let picker = UIPickerView()
        #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 0, "no data source: no wheels")
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test func dragSettlesOnTheRowItAimsAt() {
        let (sim, picker, model) = fruitPicker()
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 18)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        // A slow drag up by three rows and a bit: the wheel settles on row 3, and the delegate hears of it once.
        dragAndHold(sim, from: CGPoint(x: 196, y: 450), to: CGPoint(x: 196, y: 450 - 3 * 32 - 10))
        sim.settle()
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(model.selections == ["0:3"])
        let label = try! #require(picker.view(forRow: 3, forComponent: 0) as? UILabel)
        #expect(label.text == "Damson")
        let mid = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
        #expect(abs(mid.y - (300 + 108)) < 0.5, "the chosen row sits in the middle of the band: \(mid.y)")
        // A flick travels further and still comes to rest exactly on a row.
        sim.drag(from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 400), duration: 0.08)
        sim.settle()
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 6, "momentum carries the wheel past the drag: \(row)")
        #expect(model.selections == ["0:3", "0:\(row)"])
        let settled = try! #require(picker.view(forRow: row, forComponent: 0))
        #expect(abs(settled.convert(CGPoint(x: 0, y: settled.bounds.midY), to: nil).y - 408) < 0.5)
        // Dragged beyond the last row, it comes back to the last.
        sim.drag(from: CGPoint(x: 196, y: 500), to: CGPoint(x: 196, y: 100), duration: 0.5)
        sim.settle()
        #expect(picker.selectedRow(inComponent: 0) == 17)
    }

    @Test func tappingARowTurnsTheWheelToIt() {
        let (sim, picker, model) = fruitPicker()
        // The row just below the band: 32 points down, where the curve puts it.
        sim.tap(at: CGPoint(x: 196, y: 408 + 31))
        sim.settle()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(model.selections == ["0:1"])
        sim.tap(at: CGPoint(x: 196, y: 408))
        sim.settle()
        #expect(model.selections == ["0:1"], "tapping the chosen row changes nothing")
        sim.tap(at: CGPoint(x: 196, y: 408 - 60))
        sim.settle()
        #expect(picker.selectedRow(inComponent: 0) == 0, "two rows up, where the curve shows row 0")
        #expect(model.selections == ["0:1", "0:0"])
    }

    @Test func selectRowInCodeDoesNotTellTheDelegate() {
        let (sim, picker, model) = fruitPicker(2)
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.selectRow(42, inComponent: 1, animated: true)
        sim.settle()
        #expect(picker.selectedRow(inComponent: 0) == 5 && picker.selectedRow(inComponent: 1) == 42)
        #expect(model.selections.isEmpty)
        // Reloading keeps the chosen rows where they still exist.
        model.fruit = Array(model.fruit.prefix(3))
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 3 && picker.selectedRow(inComponent: 0) == 2)
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 1) == 42)
        // Two wheels share the width; dragging the right one leaves the left alone.
        let left = picker.rowSize(forComponent: 0).width, right = picker.rowSize(forComponent: 1).width
        #expect(left == right && left > 150)
        dragAndHold(sim, from: CGPoint(x: 300, y: 420), to: CGPoint(x: 300, y: 420 - 64))
        sim.settle()
        #expect(picker.selectedRow(inComponent: 1) == 44 && picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections == ["1:44"])
    }

    @Test func theWheelLooksLikeIOS() {
        let (sim, picker, model) = fruitPicker()
        picker.selectRow(4, inComponent: 0, animated: false)
        sim.runFrame()
        saveShot(sim, "picker-fruit")
        // The band: light grey, rounded, behind the chosen row.
        let bandColor = sim.color(at: CGPoint(x: 20, y: 408))
        #expect(bandColor.r > 225 && bandColor.r < 248 && bandColor.r == bandColor.g, "grey band: \(bandColor)")
        #expect(sim.color(at: CGPoint(x: 20, y: 408 - 20)) == white, "white outside the band")
        let dark: (RGBA) -> Bool = { $0.r < 90 && $0.g < 90 && $0.b < 90 }
        let chosen = matching(sim, in: CGRect(x: 0, y: 392, width: 393, height: 32), dark)
        #expect(chosen.count > 100, "the chosen title is drawn dark")
        let box = try! #require(chosen.box)
        #expect(abs(box.midX - 196) < 6, "centred: \(box)")
        // Rows further away are squashed and faded: three rows up, no pixel is as dark as the chosen row's.
        let far = matching(sim, in: CGRect(x: 0, y: 300, width: 393, height: 30), dark)
        #expect(far.count == 0)
        #expect(sim.view(withText: "Huckleberry") != nil && model.components == 1)
        let farInk = matching(sim, in: CGRect(x: 0, y: 300, width: 393, height: 30)) { $0.r < 200 }
        #expect(farInk.count > 10, "but the far rows are still there")
        let farBox = try! #require(farInk.box), nearBox = try! #require(matching(sim, in: CGRect(x: 0, y: 362, width: 393, height: 30)) { $0.r < 200 }.box)
        #expect(farBox.height < nearBox.height, "squashed by the curve: \(farBox) vs \(nearBox)")
    }

    @Test func viewsAttributedTitlesWidthsAndHeights() {
        /// Rows drawn by views of the delegate's own: blue squares on 50-point rows, 100 points wide.
        final class Squares: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var reused: [UIView?] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 30 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 50 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                reused.append(view)
                let v = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                v.backgroundColor = .systemBlue
                v.tag = row
                return v
            }
        }
        /// Red attributed titles; the plain title is there too and loses, as on iOS.
        final class RedTitles: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "plain" }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                NSAttributedString(string: "Row \(row)", attributes: [.foregroundColor: UIColor.red])
            }
        }
        let (sim, root) = canvas()
        let squares = Squares(), titles = RedTitles()
        let a = UIPickerView(frame: CGRect(x: 0, y: 100, width: 393, height: 216))
        let b = UIPickerView(frame: CGRect(x: 0, y: 450, width: 393, height: 216))
        a.dataSource = squares; a.delegate = squares
        b.dataSource = titles; b.delegate = titles
        root.addSubview(a)
        root.addSubview(b)
        sim.runFrame()
        saveShot(sim, "picker-custom")
        #expect(a.rowSize(forComponent: 0) == CGSize(width: 100, height: 50))
        #expect(a.subviews.contains { $0 is UIScrollView && abs($0.frame.minX - 146.5) < 0.5 }, "one narrow component, centred")
        let square = try! #require(a.view(forRow: 0, forComponent: 0))
        #expect(square.tag == 0 && square.bounds.size == CGSize(width: 40, height: 40), "the delegate's view keeps its size")
        let c = square.convert(CGPoint(x: 20, y: 20), to: nil)
        #expect(abs(c.y - 208) < 0.5 && abs(c.x - 196.5) < 0.5)
        #expect(sim.color(at: c).b > 200 && sim.color(at: c).r < 60)
        let red = matching(sim, in: CGRect(x: 0, y: 542, width: 393, height: 32)) { $0.r > 200 && $0.g < 80 }
        #expect(red.count > 50, "the attributed title's colour")
        #expect((b.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "Row 0")
        // Turning the wheel far hands rows that left back to the delegate for reuse.
        a.selectRow(20, inComponent: 0, animated: false)
        sim.runFrame()
        #expect(squares.reused.contains { $0 != nil })
        #expect(a.view(forRow: 20, forComponent: 0)?.tag == 20)
    }

    @Test func controlsFromAnOldXib() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = PickerHostController()
        sim.rootViewController = vc
        sim.settle()
        let picker = try #require(vc.picker)
        #expect(picker.dataSource === vc && picker.delegate === vc)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(sim.view(withText: "Small") != nil)
        sim.tap(at: picker.convert(CGPoint(x: picker.bounds.midX, y: picker.bounds.midY + 31), to: nil))
        sim.settle()
        #expect(vc.chosen == ["Medium"])
        // The date picker the xib describes: its mode, interval, locale, dates and action.
        let dp = try #require(vc.datePicker)
        #expect(dp.datePickerMode == .date && dp.preferredDatePickerStyle == .wheels && dp.minuteInterval == 5)
        #expect(dp.locale?.identifier == "en_GB")
        #expect(dp.date == Date(timeIntervalSinceReferenceDate: 785_721_600))
        #expect(dp.minimumDate == Date(timeIntervalSinceReferenceDate: 757_382_400))
        dp.sendActions(for: .valueChanged)
        #expect(vc.chosen == ["Medium", "date"])
        #expect(vc.progress.progress == 0.75 && vc.progress.progressViewStyle == .bar)
        #expect(vc.progress.progressTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(vc.pages.numberOfPages == 4 && vc.pages.currentPage == 2 && vc.pages.pageIndicatorTintColor != nil)
    }
}

@IBConnectable
final class PickerHostController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    @Outlet var picker: UIPickerView!
    @Outlet var datePicker: UIDatePicker!
    @Outlet var progress: UIProgressView!
    @Outlet var pages: UIPageControl!
    var chosen: [String] = []
    let sizes = ["Small", "Medium", "Large"]
    init() { super.init(nibName: "PickerHost", bundle: .module) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    @IBAction func dateChanged(_ sender: UIDatePicker) { chosen.append("date") }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { chosen.append(sizes[row]) }
}
