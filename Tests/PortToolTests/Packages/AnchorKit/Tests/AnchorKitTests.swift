import XCTest
@testable import AnchorKit

final class AnchorKitTests: XCTestCase {
    var container: UIView!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func testEdgesInsetFromTheSuperview() {
        let child = UIView()
        container.addSubview(child)
        child.anc.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        container.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 300, height: 460))
        XCTAssertEqual(child.anc.installed.count, 4)
    }

    func testSizeAndCenter() {
        let badge = UIView()
        container.addSubview(badge)
        badge.anc.makeConstraints { make in
            make.size.equalTo(44)
            make.center.equalToSuperview()
        }
        container.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 138, y: 218, width: 44, height: 44))
    }

    func testUpdateChangesTheConstantInPlace() {
        let bar = UIView()
        container.addSubview(bar)
        bar.anc.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(44)
        }
        let before = bar.anc.installed.count
        bar.anc.updateConstraints { make in make.height.equalTo(64) }
        container.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 64)
        XCTAssertEqual(bar.anc.installed.count, before, "updated, not added")
    }

    func testRemakeReplacesEverything() {
        let box = UIView()
        container.addSubview(box)
        box.anc.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(50)
        }
        box.anc.remakeConstraints { make in
            make.bottom.trailing.equalToSuperview().offset(-20)
            make.width.equalTo(100)
            make.height.equalTo(30)
        }
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 200, y: 430, width: 100, height: 30))
        XCTAssertEqual(box.anc.installed.count, 4)
    }

    func testEachViewKeepsItsOwnConstraints() {
        let a = UIView(), b = UIView()
        container.addSubview(a)
        container.addSubview(b)
        a.anc.makeConstraints { $0.edges.equalToSuperview() }
        b.anc.makeConstraints { $0.size.equalTo(10) }
        XCTAssertEqual(a.anc.installed.count, 4)
        XCTAssertEqual(b.anc.installed.count, 2)
    }

    func testDescriptionNamesTheItemsAsTheRuntimeDoes() {
        let label = UILabel()
        container.addSubview(label)
        let made = label.anc.makeConstraints { make in
            make.width.equalTo(120).labeled("title width")
        }
        XCTAssertEqual(made.first?.description, "<AnchorKit.LayoutConstraint 'title width' UILabel.width == 120.0>")
        XCTAssertTrue(made.first is LayoutConstraint)
    }
}
