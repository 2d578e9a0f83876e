import Foundation
import QuartzCore

extension UIView {
    /// `insertSubview(_:at:)`'s work, with UIKit's callbacks in UIKit's order.
    func moveSubview(_ view: UIView, to index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            // Reordering only: no move callbacks, as on iOS.
            let old = subviews.firstIndex { $0 === view }!
            let i = min(max(0, old < index ? index - 1 : index), subviews.count - 1)
            // Already there (bringing the front view to the front): nothing moves.
            guard i != old else { return }
            subviews.remove(at: old)
            subviews.insert(view, at: i)
            placeLayer(of: view, at: i)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        // The tint it inherits now: it hears `tintColorDidChange` only if the move changes it.
        let oldTint: UIColor? = view.storedTintColor == nil ? view.tintColor : nil
        // A view moving within the screen hears of the traits it has there (a superview's override), as on iOS.
        let traits = oldWindow != nil && newWindow != nil ? TraitSnapshot(views: [view], controllers: []) : nil
        let carried = LayoutEngine.prepareToLeave(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
        }
        let i = min(max(0, index), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        view.safeAreaIsCurrent = false
        placeLayer(of: view, at: i)
        LayoutEngine.didJoin(view, carrying: carried)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        traits?.deliver()
        // The receiver lays out again, as on iOS (also when this runs inside its layoutSubviews).
        setNeedsLayout()
        view.setNeedsLayout()
        // As on iOS, only a real change is announced — or joining a window, where controls settle their tint.
        if view.storedTintColor == nil, view.tintColor != oldTint || (oldWindow == nil && newWindow != nil) { view.propagateTintChange() }
    }

    /// `removeFromSuperview()`'s work.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let carried = LayoutEngine.prepareToLeave(self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.subviews.removeAll { $0 === self }
        parent.setNeedsLayout()
        superview = nil
        layer.removeFromSuperlayer()
        LayoutEngine.finishLeaving(self, carrying: carried)
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Keeps the layer order matching the subview order, around any non-view sublayers.
    func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else if index > 0 {
            layer.insertSublayer(view.layer, above: subviews[index - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        // A first responder leaving its window stops being one (its keyboard goes), as on iOS.
        if newWindow == nil, let w = window, w.responderEnvironment.firstResponder === self { _ = resignFirstResponder() }
        willMove(toWindow: newWindow)
        // A child controller whose view is added to (or taken from) the screen by hand appears (or
        // disappears) as UIKit makes it; containers that manage appearance themselves start first.
        // A hidden window is not the screen: a storyboard's window gets its controllers before
        // `didFinishLaunching` and shows them (their `viewWillAppear`) after it.
        let onScreen = newWindow?.isShown ?? false
        if let vc = owningViewController, let parent = vc.parent, !parent.managesChildAppearance, !vc.isInAppearanceTransition,
           vc.isAppeared != onScreen, newWindow == nil || onScreen {
            vc.beginAppearanceTransition(onScreen, animated: false)
            automaticAppearance = true
        }
        for s in subviews { s.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow() {
        // Parents are told first, so the superview already knows its window.
        windowCache = self as? UIWindow ?? superview?.window
        if let w = window {
            layer.contentsScale = contentsScale(onScreenOf: w.screen.scale)
            refreshColorAppearance(traitCollection)
            let size = w.traitCollection.preferredContentSizeCategory
            if let known = knownTextSize, size != known, size != .unspecified {
                // The text size changed while the view was out of the window: as iOS, it hears of it now.
                let previous = UITraitCollection(traitsFrom: [traitCollection, UITraitCollection(preferredContentSizeCategory: known)])
                knownTextSize = size
                contentSizeCategoryDidChange()
                traitCollectionDidChange(previous)
            }
            knownTextSize = size
        }
        if window != nil, type(of: self).requiresConstraintBasedLayout || layoutState?.needsUpdateConstraints == true {
            setNeedsUpdateConstraints()
        }
        if window != nil { applyAppearanceOnEnteringWindow() }
        didMoveToWindow()
        if automaticAppearance, let vc = owningViewController {
            automaticAppearance = false
            if window != nil {
                vc.viewIsAppearing(false)
                responderEnvironment.afterFrame.append { [weak vc] in vc?.endAppearanceTransition() }
            } else {
                vc.endAppearanceTransition()
            }
        }
        for s in subviews { s.notifyDidMoveToWindow() }
    }

    /// The tint before any dimming: the view's own or its superview's, the system blue at the top.
    var undimmedTintColor: UIColor { storedTintColor ?? superview?.undimmedTintColor ?? UIColor.systemBlue }

    /// The adjustment mode changed here: views that inherit it hear of their tint's change.
    func propagateTintAdjustmentChange() {
        tintColorDidChange()
        for s in subviews where s.storedTintAdjustmentMode == .automatic { s.propagateTintAdjustmentChange() }
    }

    func propagateTintChange() {
        tintColorDidChange()
        for s in subviews where s.storedTintColor == nil { s.propagateTintChange() }
    }

    // MARK: Autoresizing

    func boundsSizeChanged(from oldSize: CGSize) {
        guard bounds.size != oldSize else { return }
        if bounds.width != oldSize.width, intrinsicHeightFollowsWidth {
            intrinsicContentSizeChanged()
        }
        if autoresizesSubviews {
            for s in subviews where !s.autoresizingMask.isEmpty { s.resize(withOldSuperviewSize: oldSize) }
        }
        setNeedsLayout()
    }

    /// Springs and struts: flexible parts share the change in proportion to their sizes.
    func resize(withOldSuperviewSize old: CGSize) {
        guard let parent = superview else { return }
        let new = parent.bounds.size
        var f = frame
        func distribute(_ delta: CGFloat, _ margin1: Bool, _ size: Bool, _ margin2: Bool,
                        _ lead: CGFloat, _ length: CGFloat, _ trail: CGFloat) -> (CGFloat, CGFloat) {
            let parts: [(Bool, CGFloat)] = [(margin1, lead), (size, length), (margin2, trail)]
            let flex = parts.filter { $0.0 }
            guard !flex.isEmpty else { return (lead, length) }
            let total = flex.reduce(0) { $0 + max(0, $1.1) }
            func share(_ p: (Bool, CGFloat)) -> CGFloat {
                guard p.0 else { return 0 }
                return total > 0 ? delta * max(0, p.1) / total : delta / CGFloat(flex.count)
            }
            return (lead + share(parts[0]), length + share(parts[1]))
        }
        let m = autoresizingMask
        let (x, w) = distribute(new.width - old.width, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
                                m.contains(.flexibleRightMargin), f.minX, f.width, old.width - f.maxX)
        let (y, h) = distribute(new.height - old.height, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
                                m.contains(.flexibleBottomMargin), f.minY, f.height, old.height - f.maxY)
        f = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
        frame = f
    }

    // MARK: Safe area

    /// The superview's safe area as it falls on this view, plus this view's controller's additional insets
    /// (so a navigation or tab bar controller's bars reach all of its descendants).
    func computeSafeAreaInsets() -> UIEdgeInsets {
        guard let w = window else { return .zero }
        if self === w { return w.windowSafeAreaInsets }
        guard let sup = superview else { return .zero }
        // The superview's insets as its last layout found them (layout runs top-down), so that a
        // deep tree costs one step per view, not a walk to the window per ancestor.
        let supInsets = sup.safeAreaInsetsForSubviews(sup.safeAreaIsCurrent ? sup.lastSafeAreaInsets : sup.safeAreaInsets)
        // Only the superview's unsafe bands count: past an edge with no inset (off screen, say)
        // nothing covers the view.
        var safeInSuper = sup.bounds.inset(by: supInsets)
        let far: CGFloat = 1e7
        if supInsets.top == 0 { safeInSuper.origin.y -= far; safeInSuper.size.height += far }
        if supInsets.left == 0 { safeInSuper.origin.x -= far; safeInSuper.size.width += far }
        if supInsets.bottom == 0 { safeInSuper.size.height += far }
        if supInsets.right == 0 { safeInSuper.size.width += far }
        let safe = convert(safeInSuper, from: sup)
        let b = bounds
        var insets = UIEdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                                  bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
        if let vc = owningViewController {
            let extra = vc.additionalSafeAreaInsets
            insets.top += extra.top; insets.left += extra.left; insets.bottom += extra.bottom; insets.right += extra.right
        }
        return insets
    }

    /// Called before each layout of the view: tells it when its safe area changed.
    /// The controller whose view is this one or holds it: where the responder chain first meets a controller.
    var enclosingViewController: UIViewController? {
        sequence(first: self, next: \.superview).lazy.compactMap(\.owningViewController).first
    }

    func updateSafeAreaInsets() {
        let now = computeSafeAreaInsets()
        safeAreaIsCurrent = true
        if now != lastSafeAreaInsets {
            lastSafeAreaInsets = now
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            for s in subviews { s.setNeedsLayout() }
        }
    }

}

extension UIView {
    /// In a window that is shown: on screen as far as appearance callbacks go. A window not shown
    /// yet (a storyboard's, before `didFinishLaunching`) is not the screen; its controllers appear
    /// when it shows. The one test the containers and `notifyWillMove(toWindow:)` make.
    var isInShownWindow: Bool { window?.isShown ?? false }
}

extension UIWindow {
    /// Shown on its screen (`makeKeyAndVisible`, or `isHidden = false`).
    var isShown: Bool { !isHidden }
}
