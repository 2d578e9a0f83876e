import Foundation

/// The split view's columns on screen: which display mode is in force, where each column goes,
/// collapsing into one stack in a compact environment, and the swipe that brings the list in.
extension UISplitViewController {
    /// The mode the columns take now: automatic is side by side in landscape and the secondary
    /// alone in portrait; `show(.primary)`/`hide(.primary)` (or the button, or the swipe) change it.
    var resolvedDisplayMode: DisplayMode {
        let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let landscape = b.width > b.height
        var base: DisplayMode
        switch preferredDisplayMode {
        case .automatic: base = landscape ? .oneBesideSecondary : .secondaryOnly
        case .twoBesideSecondary, .twoDisplaceSecondary: base = .oneBesideSecondary
        case .twoOverSecondary: base = .oneOverSecondary
        default: base = preferredDisplayMode
        }
        if let revealed {
            if !revealed { base = .secondaryOnly } else if base == .secondaryOnly { base = landscape && preferredDisplayMode == .automatic ? .oneBesideSecondary : .oneOverSecondary }
        }
        // The split behavior (iOS 14) says how a shown primary shares the screen with the secondary.
        if base == .oneBesideSecondary, preferredSplitBehavior == .overlay { base = .oneOverSecondary }
        if base == .oneOverSecondary, preferredSplitBehavior == .tile || preferredSplitBehavior == .displace { base = .oneBesideSecondary }
        return base
    }

    func makeView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISplitViewController.dimmingTapped))
        separator.backgroundColor = .opaqueSeparator
        sidebarBackground.backgroundColor = .secondarySystemBackground
        edgeSwipe.edges = .left
        v.addGestureRecognizer(edgeSwipe)
        installColumns()
    }

    private func dimmingTapped() { hide(.primary) }

    /// Puts the columns' controllers in as children (collapsing them into one stack when compact).
    func installColumns() {
        guard let v = viewIfLoaded else { return }
        if let was = lastCollapsed, was != isCollapsed {
            NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
        }
        lastCollapsed = isCollapsed
        if isCollapsed { collapseIfNeeded() }
        for vc in [primaryShown, secondaryShown].compactMap({ $0 }) where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        // Views in z-order: the secondary, the dimming over it, the primary, the separator.
        if let s = secondaryShown { v.addSubview(s.view) }
        v.addSubview(dimming)
        v.addSubview(sidebarBackground)
        if let p = primaryShown { v.addSubview(p.view) }
        v.addSubview(separator)
        for vc in children where vc !== primaryShown && vc !== secondaryShown { vc.viewIfLoaded?.removeFromSuperview() }
        relayout(animated: false)
    }

    /// Collapses when the environment turned compact, expands when it turned regular.
    func collapseOrExpandIfNeeded() {
        if !isCollapsed, let nav = primary as? UINavigationController, secondary == nil, compact == nil {
            expand(nav)
        }
        installColumns()
    }

    /// Regular again: the secondary comes back from the primary's stack (the delegate may give it instead).
    private func expand(_ nav: UINavigationController) {
        var separated: UIViewController?
        if style == .unspecified { separated = delegate?.splitViewController(self, separateSecondaryFrom: nav) }
        if separated == nil, nav.viewControllers.count > 1 {
            let moved = Array(nav.viewControllers.dropFirst())
            nav.setViewControllers([nav.viewControllers[0]], animated: false)
            separated = moved.count == 1 && moved[0] is UINavigationController ? moved[0] : UINavigationController(rootViewController: moved[0])
            if moved.count > 1, let inner = separated as? UINavigationController { inner.setViewControllers(moved, animated: false) }
        }
        if let separated {
            secondary = separated
        }
    }

    /// Compact: the secondary joins the primary's navigation stack (unless the delegate keeps the
    /// primary on top), as UIKit collapses.
    private func collapseIfNeeded() {
        guard compact == nil, let secondary, let nav = primary as? UINavigationController else { return }
        let keepPrimary: Bool
        if style == .unspecified {
            keepPrimary = delegate?.splitViewController(self, collapseSecondary: secondary, onto: nav) ?? false
        } else {
            keepPrimary = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) == .primary
        }
        self.secondary = nil
        secondary.removeFromParent()
        secondary.viewIfLoaded?.removeFromSuperview()
        guard !keepPrimary else { return }
        push(secondary, onto: nav, animated: false)
    }

    /// Places the columns for the display mode in force (animated when asked), telling the delegate first.
    func relayout(animated: Bool) {
        guard let v = viewIfLoaded else { return }
        let mode = isCollapsed ? .secondaryOnly : resolvedDisplayMode
        if mode != displayMode {
            delegate?.splitViewController(self, willChangeTo: mode)
            displayMode = mode
        }
        updateDisplayModeButton()
        let place = { self.placeColumns(in: v.bounds) }
        if animated {
            // A hidden primary rests untransformed; it starts its slide from off the left edge.
            if let p = primaryShown?.view, p.isHidden {
                p.isHidden = false
                UIView.performWithoutAnimation { p.transform = CGAffineTransform(translationX: -primaryColumnWidth, y: 0) }
            }
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: place) { _ in self.hideOffscreenPrimary() }
        } else {
            place()
            hideOffscreenPrimary()
        }
    }

    private func placeColumns(in b: CGRect) {
        placePrimaryColumns(in: b)
        // The sidebar's background follows the primary wherever it is, sliding with it.
        let p = primaryShown?.view
        sidebarBackground.transform = .identity
        sidebarBackground.frame = p?.frame ?? .zero
        sidebarBackground.transform = p?.transform ?? .identity
        sidebarBackground.isHidden = primaryBackgroundStyle != .sidebar || p == nil || isCollapsed
        // A column's navigation controller is clear over the sidebar's grey, as on iOS.
        if let nav = primaryShown as? UINavigationController, wrappers[ObjectIdentifier(nav)] != nil {
            nav.view.backgroundColor = primaryBackgroundStyle == .sidebar ? .clear : .systemBackground
        }
    }

    private func placePrimaryColumns(in b: CGRect) {
        let pw = primaryColumnWidth
        // The primary keeps its frame and slides by its transform, so its safe area stays its own.
        let p = primaryShown?.view
        p?.transform = .identity
        if isCollapsed {
            p?.frame = b
            dimming.alpha = 0
            separator.alpha = 0
            return
        }
        let line = 1 / (view.window?.screen.scale ?? UIScreen.main.scale)
        switch displayMode {
        case .oneBesideSecondary:
            p?.frame = CGRect(x: 0, y: 0, width: pw, height: b.height)
            secondaryShown?.view.frame = CGRect(x: pw, y: 0, width: b.width - pw, height: b.height)
            separator.frame = CGRect(x: pw, y: 0, width: line, height: b.height)
            separator.alpha = 1
            dimming.alpha = 0
        case .oneOverSecondary:
            p?.frame = CGRect(x: 0, y: 0, width: pw, height: b.height)
            secondaryShown?.view.frame = b
            separator.frame = CGRect(x: pw, y: 0, width: line, height: b.height)
            separator.alpha = 1
            dimming.frame = b
            dimming.alpha = 1
        default:
            p?.frame = CGRect(x: 0, y: 0, width: pw, height: b.height)
            p?.transform = CGAffineTransform(translationX: -pw, y: 0)
            secondaryShown?.view.frame = b
            separator.alpha = 0
            dimming.alpha = 0
        }
        dimming.frame = b
    }

    /// Once off screen the primary is hidden and untransformed (a transform would skew its safe area).
    private func hideOffscreenPrimary() {
        let hidden = !isCollapsed && displayMode == .secondaryOnly
        if let p = primaryShown?.view {
            p.isHidden = hidden
            if hidden { p.transform = .identity }
            p.setNeedsLayout()
        }
        dimming.isHidden = dimming.alpha == 0
    }

    /// In the column API the secondary's bar gets the display-mode button while the list is not beside it.
    private func updateDisplayModeButton() {
        guard style != .unspecified, let nav = secondaryShown as? UINavigationController, let root = nav.viewControllers.first else { return }
        if style == .tripleColumn && showsSecondaryOnlyButton && !isCollapsed {
            secondaryOnlyButtonItem.image = UISplitViewController.arrowsImage(outward: displayMode != .secondaryOnly)
            if root.navigationItem.leftBarButtonItem == nil || root.navigationItem.leftBarButtonItem === displayModeButtonItem {
                root.navigationItem.leftBarButtonItem = secondaryOnlyButtonItem
            }
            return
        }
        if root.navigationItem.leftBarButtonItem === secondaryOnlyButtonItem { root.navigationItem.leftBarButtonItem = nil }
        let wanted = displayMode != .oneBesideSecondary
        if wanted, root.navigationItem.leftBarButtonItem == nil {
            root.navigationItem.leftBarButtonItem = displayModeButtonItem
        } else if !wanted, root.navigationItem.leftBarButtonItem === displayModeButtonItem {
            root.navigationItem.leftBarButtonItem = nil
        }
    }


    // MARK: The swipe from the left edge

    func edgeSwiped(_ g: UIScreenEdgePanGestureRecognizer) {
        guard presentsWithGesture, !isCollapsed, displayMode == .secondaryOnly, let p = primaryShown?.view else { return }
        let pw = primaryColumnWidth, dx = min(pw, max(0, g.translation(in: view).x))
        switch g.state {
        case .began, .changed:
            p.isHidden = false
            UIView.performWithoutAnimation { p.transform = CGAffineTransform(translationX: dx - pw, y: 0) }
        case .ended, .cancelled:
            let open = g.state == .ended && (dx > pw / 3 || g.velocity(in: view).x > 500)
            if open { show(.primary) } else { relayout(animated: true) }
        default:
            break
        }
    }
}
