import Foundation
import Testing
import UIKit
import UIKitTesting

// Members iOS apps override, with what UIKit does with them.

/// Names its nib by overriding `nibName`, as apps do instead of calling `init(nibName:bundle:)`.
final class NamedNibController: UIViewController {
    override var nibName: String? { "ScrollContent" }
    override var nibBundle: Bundle? { .module }
}

final class PinnedController: UIViewController {
    var turns: [CGAffineTransform] = []
    var traitChanges: [UIUserInterfaceSizeClass] = []
    var log: [String] = []
    var autorotates = true
    override var shouldAutorotate: Bool { autorotates }
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        traitChanges.append(newCollection.verticalSizeClass)
        log.append("willTransition(to: traits)")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        turns.append(coordinator.targetTransform)
        log.append("viewWillTransition(to: size)")
        coordinator.notifyWhenInteractionChanges { _ in self.log.append("interaction changed") }
        coordinator.animate(alongsideTransition: nil) { context in
            self.log.append("completion \(context.isCancelled ? "cancelled" : "done") \(context.containerView is UIWindow)")
        }
    }
}

/// A container that hears of its child's preferred size.
final class SizingContainer: UIViewController {
    var heard: [CGSize] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        heard.append(container.preferredContentSize)
    }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
    }
}

final class StateCell: UITableViewCell {
    var transitions: [String] = []
    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append("will \(state.rawValue)")
    }
    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        transitions.append("did \(state.rawValue)")
    }
}

@MainActor @Suite struct OverridePointsTests {
    @Test func anOverriddenNibNameLoadsThatNib() throws {
        let sim = Simulator()
        let vc = NamedNibController()
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.nibName == "ScrollContent")
        let scroll = try #require(vc.view.subviews.first as? UIScrollView)
        #expect(scroll.contentSize.height == 2000)
        #expect(UIViewController(nibName: "X", bundle: nil).nibName == "X", "the initialiser's name when not overridden")
    }

    @Test func rotationAsksShouldAutorotateAndGivesTheTargetTransform() {
        let sim = Simulator()
        let vc = PinnedController()
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.prefersStatusBarHidden && vc.preferredStatusBarUpdateAnimation == .slide)
        #expect(vc.preferredInterfaceOrientationForPresentation == .landscapeRight)
        #expect(UIViewController().preferredInterfaceOrientationForPresentation == .portrait, "the current one by default")
        #expect(UIViewController().shouldAutorotate && !UIViewController().prefersStatusBarHidden)

        vc.autorotates = false
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(sim.screen.bounds.size == CGSize(width: 393, height: 852), "a root that does not autorotate keeps portrait")
        #expect(vc.turns.isEmpty)

        vc.autorotates = true
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(sim.screen.bounds.size == CGSize(width: 852, height: 393))
        let t = try? #require(vc.turns.first)
        #expect(t.map { abs($0.a) < 1e-9 && abs($0.b + 1) < 1e-9 && abs($0.c - 1) < 1e-9 } == true,
                "a quarter turn clockwise for the interface: \(String(describing: t))")
        #expect(vc.traitChanges == [.compact], "the size classes change before the size")
        #expect(vc.log == ["willTransition(to: traits)", "viewWillTransition(to: size)", "completion done true"])

        sim.rotate(to: .portrait)
        sim.settle()
        #expect(vc.turns.count == 2 && abs(vc.turns[1].b - 1) < 1e-9, "and back: \(vc.turns)")
    }

    @Test func aContainerHearsItsChildsPreferredSize() {
        let container = SizingContainer()
        let child = UIViewController()
        container.addChild(child)
        child.didMove(toParent: container)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(container.heard == [CGSize(width: 300, height: 200)], "once per change")
        #expect(container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 800, height: 600))
                == CGSize(width: 400, height: 600))
        let content: UIContentContainer = UIViewController()
        #expect(content.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20)) == CGSize(width: 10, height: 20))
    }

    @Test func aCellHearsItsEditingAndDeleteConfirmationStates() {
        let cell = StateCell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: false)
        cell.setEditing(true, animated: false)
        cell.setEditing(false, animated: false)
        #expect(cell.transitions == ["will 1", "did 1", "will 0", "did 0"])
        #expect(UITableViewCell.StateMask.default.isEmpty && UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
    }

    @Test func imagesGiveTheirRendererFormatAndKeepTheirModeWhenTinted() {
        let sim = Simulator()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
            #expect(ctx.format.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
        }
        #expect(image.imageRendererFormat.scale == image.scale && image.scale == sim.screen.scale)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.withTintColor(.red).renderingMode == .alwaysTemplate, "the same mode, as iOS documents")
        let red = template.withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(red.renderingMode == .alwaysOriginal)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4))
        #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 4, height: 4))

        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let view = UIImageView(image: red)
        view.frame = CGRect(x: 100, y: 200, width: 40, height: 40)
        vc.view.addSubview(view)
        sim.rootViewController = vc
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 110, y: 220)) == RGBA(r: 255, g: 0, b: 0), "the drawn half, tinted")
        #expect(sim.color(at: CGPoint(x: 130, y: 220)) == RGBA(r: 255, g: 255, b: 255), "the clear half stays clear")
    }
}
