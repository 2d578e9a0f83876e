import Testing
import Foundation
import UIKit
import UIKitTesting

/// The lowest row of dark ink between `x0` and `x1` in the screen's `y0..<y1` (points): where text
/// without descenders sits on its baseline.
@MainActor func lowestInk(_ sim: Simulator, x0: CGFloat, x1: CGFloat, y0: CGFloat, y1: CGFloat) -> CGFloat? {
    matching(sim, in: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) { Int($0.r) + Int($0.g) + Int($0.b) < 300 }.box?.maxY
}

/// Layout behaviours the practice apps showed wrong (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppLayoutTests {
    @Test func baselinesLineUpWhenAutoLayoutSqueezesALabel() throws {
        let (sim, root) = canvas()
        let left = UILabel(), right = UILabel()
        left.text = "Name"
        right.text = "Mann"
        for l in [left, right] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
        }
        NSLayoutConstraint.activate([
            left.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 20),
            right.firstBaselineAnchor.constraint(equalTo: left.firstBaselineAnchor),
            right.heightAnchor.constraint(equalToConstant: 12),
        ])
        root.layoutIfNeeded()
        #expect(right.frame.height == 12)
        // Its text is drawn centred on the squeezed label, so the label sits lower than the other.
        #expect(abs(right.frame.midY - left.frame.midY) < 0.5)
        let a = try #require(lowestInk(sim, x0: left.frame.minX, x1: left.frame.maxX, y0: 90, y1: 140))
        let b = try #require(lowestInk(sim, x0: right.frame.minX, x1: right.frame.maxX, y0: 90, y1: 140))
        #expect(abs(a - b) < 0.5, "drawn baselines \(a) and \(b)")
        // Stretched rather than squeezed, the same holds.
        right.constraints.first { $0.firstAttribute == .height }?.constant = 60
        root.layoutIfNeeded()
        let c = try #require(lowestInk(sim, x0: right.frame.minX, x1: right.frame.maxX, y0: 60, y1: 170))
        #expect(abs(a - c) < 0.5, "drawn baselines \(a) and \(c)")
        // Last baselines too.
        let lastA = left.frame.maxY + left.font.descender, lastB = right.frame.midY + right.intrinsicContentSize.height / 2 + right.font.descender
        let lastC = UILabel()
        lastC.text = "Zulu"
        lastC.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(lastC)
        NSLayoutConstraint.activate([
            lastC.lastBaselineAnchor.constraint(equalTo: right.lastBaselineAnchor),
            lastC.leadingAnchor.constraint(equalTo: right.trailingAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(abs(lastA - lastB) < 1)
        let d = try #require(lowestInk(sim, x0: lastC.frame.minX, x1: lastC.frame.maxX, y0: 60, y1: 170))
        #expect(abs(a - d) < 0.5, "drawn baselines \(a) and \(d)")
    }
}

extension PracticeAppLayoutTests {
    /// "Constraints between the height, width, or centers attach to the scroll view's frame";
    /// edges attach to its content (Apple, Working with Scroll Views).
    @Test func centreConstraintsToAScrollViewAttachToItsFrame() throws {
        let (sim, root) = canvas()
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let label = UILabel(), field = UITextField()
        label.text = "Login"
        field.borderStyle = .roundedRect
        field.text = "user"
        for v in [label, field] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(v)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
            field.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
            field.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            field.widthAnchor.constraint(equalToConstant: 200),
            field.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -20),
            field.trailingAnchor.constraint(lessThanOrEqualTo: scroll.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(abs(field.frame.midX - scroll.bounds.width / 2) < 0.5, "centred on the scroll view's frame: \(field.frame)")
        #expect(abs(scroll.contentSize.height - (field.frame.maxY + 20)) < 0.01, "edges size the content")
        let f = field.convert(field.bounds, to: nil)
        #expect(matching(sim, in: CGRect(x: f.minX + 4, y: f.minY, width: f.width - 8, height: f.height)) { $0.r < 200 }.count > 0, "the text shows")
        #expect(f.minX >= 0 && f.maxX <= sim.screen.bounds.width)
    }
}

extension PracticeAppLayoutTests {
    /// Georgia is drawn by a stand-in with a much taller line (Charis SIL); the font still measures
    /// as Georgia does on iOS, and its text sits on Georgia's baseline, inside the label.
    @Test func aStandInFontTakesTheIOSFacesLineHeightAndBaseline() throws {
        let (sim, root) = canvas()
        let font = try #require(UIFont(name: "Georgia-Bold", size: 24))
        #expect(abs(font.ascender - 24 * 1878 / 2048) < 0.01)
        #expect(abs(font.descender + 24 * 449 / 2048) < 0.01)
        #expect(abs(font.lineHeight - 24 * 2327 / 2048) < 0.01)
        let label = UILabel()
        label.font = font
        label.text = "HELLO"
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 20, y: 100)
        root.addSubview(label)
        #expect(label.frame.height == (font.lineHeight * 3).rounded(.up) / 3)
        let ink = try #require(matching(sim, in: CGRect(x: 10, y: 80, width: 200, height: 60)) { Int($0.r) + Int($0.g) + Int($0.b) < 300 }.box)
        #expect(abs(ink.maxY - (100 + font.ascender)) < 0.5, "on Georgia's baseline: \(ink)")
        #expect(ink.minY > 100, "inside the label, not clipped: \(ink)")
    }
}

extension PracticeAppLayoutTests {
    /// Labels chained top to bottom with nothing holding the first one's top: ambiguous. iOS's
    /// engine leaves them where their frames were (the first at its frame's origin), and logs it;
    /// they do not stack upward off the screen.
    @Test func anAmbiguousPositionStaysAtTheFramesOriginAndIsLogged() throws {
        let (sim, root) = canvas()
        var labels: [UILabel] = []
        for i in 0..<3 {
            let l = UILabel(frame: CGRect(x: 20, y: 100 + CGFloat(i) * 40, width: 200, height: 21))
            l.text = "Line \(i)"
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
            labels.append(l)
        }
        var constraints = labels.map { $0.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20) }
        constraints += [labels[1].topAnchor.constraint(equalTo: labels[0].bottomAnchor, constant: 8),
                        labels[2].topAnchor.constraint(equalTo: labels[1].bottomAnchor, constant: 8)]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(labels[0].hasAmbiguousLayout)
        #expect(abs(labels[0].frame.minY - 100) < 0.001, "at its frame's origin: \(labels[0].frame)")
        #expect(abs(labels[1].frame.minY - (labels[0].frame.maxY + 8)) < 0.01)
        #expect(labels.allSatisfy { $0.frame.minY >= 0 && $0.frame.maxY <= root.bounds.height })
        #expect(sim.view(withText: "Line 0") != nil)
        #expect(sim.warnings.contains { $0.contains("View has an ambiguous layout") && $0.contains("UILabel") })
        // A fully constrained view is not logged.
        let fixed = UILabel()
        fixed.text = "Fixed"
        fixed.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(fixed)
        NSLayoutConstraint.activate([fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
                                     fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)])
        let before = sim.warnings.count
        root.layoutIfNeeded()
        #expect(sim.warnings.count == before)
        #expect(abs(fixed.frame.minY - 300) < 0.001)
    }
}

/// A view that sets its constraints' constants in `updateConstraints`, as the size-class chapter's does.
@MainActor final class SizeClassBarView: UIView {
    var bar: NSLayoutConstraint!
    var updates = 0
    func configure() {
        let v = UIView()
        v.backgroundColor = .green
        v.translatesAutoresizingMaskIntoConstraints = false
        addSubview(v)
        bar = v.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([bar, v.leftAnchor.constraint(equalTo: leftAnchor), v.rightAnchor.constraint(equalTo: rightAnchor),
                                     v.topAnchor.constraint(equalTo: topAnchor)])
    }
    override func updateConstraints() {
        updates += 1
        bar.constant = traitCollection.horizontalSizeClass == .compact ? 10 : 40
        super.updateConstraints()
    }
}

extension PracticeAppLayoutTests {
    /// iOS calls `updateConstraints` on a view that takes part in Auto Layout in the first layout
    /// pass after it enters a window, without `setNeedsUpdateConstraints`.
    @Test func updateConstraintsRunsInTheFirstPass() throws {
        let (sim, root) = canvas()
        let v = SizeClassBarView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        v.backgroundColor = .systemPink
        v.configure()
        root.addSubview(v)
        sim.runFrame()
        #expect(v.updates == 1)
        #expect(v.bar.constant == 10, "compact width on an iPhone in portrait")
        #expect(sim.color(at: CGPoint(x: 120, y: 105)) == RGBA(r: 0, g: 255, b: 0), "the green bar, 10 points tall")
        #expect(sim.color(at: CGPoint(x: 120, y: 115)) != RGBA(r: 0, g: 255, b: 0))
        sim.runFrame()
        #expect(v.updates == 1, "once, until asked again")
    }
}

/// A controller that reads its subviews' frames in its first `viewDidLayoutSubviews`, as
/// Programming iOS's shadow and safe-area examples do, and nests views that preserve their
/// superview's margins.
final class FirstLayoutReader: UIViewController {
    let pinned = UIView(), inner = UIView(), nested = UIView()
    var firstFrame: CGRect?
    override func viewDidLoad() {
        view.backgroundColor = .white
        for v in [pinned, inner, nested] { v.translatesAutoresizingMaskIntoConstraints = false }
        pinned.backgroundColor = .systemYellow
        inner.backgroundColor = .magenta
        nested.backgroundColor = .green
        view.addSubview(pinned)
        view.addSubview(inner)
        inner.addSubview(nested)
        view.preservesSuperviewLayoutMargins = true
        inner.preservesSuperviewLayoutMargins = true
        let g = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: g.topAnchor, constant: 20),
            pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            pinned.widthAnchor.constraint(equalToConstant: 60), pinned.heightAnchor.constraint(equalToConstant: 20),
            inner.topAnchor.constraint(equalTo: g.topAnchor, constant: 60),
            g.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 26),
            inner.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: 25),
            g.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 25),
            nested.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor, constant: 76),
            inner.layoutMarginsGuide.bottomAnchor.constraint(equalTo: nested.bottomAnchor, constant: 76),
            nested.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor, constant: 28),
            inner.layoutMarginsGuide.trailingAnchor.constraint(equalTo: nested.trailingAnchor, constant: 27),
        ])
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if firstFrame == nil { firstFrame = pinned.frame }
    }
}

extension PracticeAppLayoutTests {
    /// Auto Layout's frames, with the safe area the window just gave, are in place when the first
    /// `viewDidLayoutSubviews` runs: a view copied from one there lands on it.
    @Test func theFirstViewDidLayoutSubviewsSeesFramesInTheSafeArea() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = FirstLayoutReader()
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.firstFrame == CGRect(x: 20, y: 59 + 20, width: 60, height: 20), "\(String(describing: vc.firstFrame))")
        #expect(sim.color(at: CGPoint(x: 50, y: 89)) == RGBA(r: 255, g: 204, b: 0), "the yellow view below the status bar")
    }

    /// A superview's margins that reach into a view already hold the superview's safe area: a
    /// view preserving them does not add the safe area a second time.
    @Test func preservedMarginsCountTheSafeAreaOnce() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = FirstLayoutReader()
        sim.rootViewController = vc
        sim.settle()
        let root = try #require(vc.view)
        #expect(root.layoutMargins.top < 59 + 16, "the window's margins reach in, holding the safe area once: \(root.layoutMargins)")
        #expect(vc.inner.safeAreaInsets == .zero && vc.inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(vc.nested.frame == CGRect(x: 36, y: 84, width: 343 - 36 - 35, height: 673 - 168))
        let top = root.convert(vc.nested.frame, from: vc.inner).minY
        #expect(sim.color(at: CGPoint(x: 200, y: top + 2)) == RGBA(r: 0, g: 255, b: 0))
        #expect(sim.color(at: CGPoint(x: 200, y: top - 2)) == RGBA(r: 255, g: 0, b: 255))
    }
}
