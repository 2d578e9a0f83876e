import Foundation

/// How a search controller takes over and gives back the screen: it is presented by the controller
/// whose content it searches (or the nearest one that defines a presentation context), its view lies
/// over that controller's view, and the search bar either rides at the top of the navigation bar or
/// is lifted out of the table header to the top of the screen.
extension UISearchController {
    /// Duration of the search bar's move to the top and back.
    static let activationDuration: TimeInterval = 0.3

    /// The controller whose content the bar searches: the one whose navigation item integrates it, or
    /// the first controller up the bar's responder chain.
    var owner: UIViewController? {
        // Once lifted, the bar's own chain leads through this controller: the owner is remembered.
        if liftedFrom != nil, let context { return context }
        if let bar = integratingBar, let nav = bar.delegate as? UINavigationController {
            return nav.children.last { $0.navigationItem.searchController === self }
        }
        return searchBar.enclosingViewController
    }

    /// The presenting controller: the first up from the owner that defines a presentation context,
    /// else the topmost ancestor.
    func presentationContext() -> UIViewController? {
        guard let owner else { return nil }
        if integratingBar != nil { return owner }
        var c = owner
        while !c.definesPresentationContext, let p = c.parent { c = p }
        return c
    }

    func activate(animated: Bool) {
        guard !active, let context = presentationContext(), let contextView = context.viewIfLoaded, contextView.window != nil else {
            responderEnvironment.warn("Attempt to present \(self) whose search bar is not in the window hierarchy.")
            return
        }
        if let already = context.presentedViewController {
            responderEnvironment.warn("Attempt to present \(self) on \(context) which is already presenting \(already).")
            return
        }
        self.context = context
        active = true
        context.presentedViewController = self
        presentingViewController = context
        isBeingPresented = true
        delegate?.willPresentSearchController(self)
        loadViewIfNeeded()
        beginAppearanceTransition(true, animated: animated)
        // Over the searched content; a scroll view's own subviews would scroll, so beside it then.
        if contextView is UIScrollView, let host = contextView.superview {
            view.frame = contextView.frame
            host.insertSubview(view, aboveSubview: contextView)
        } else {
            view.frame = contextView.bounds
            contextView.addSubview(view)
        }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: animated) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        liftBar()
        updateResultsVisibility()
        UIView.performWithoutAnimation {
            dimming.alpha = 0
            view.layoutIfNeeded()
        }
        let finish = { [weak self] in
            guard let self else { return }
            self.isBeingPresented = false
            self.endAppearanceTransition()
            self.delegate?.didPresentSearchController(self)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
        animate(animated, changes: { self.dimming.alpha = 1 }, completion: finish)
    }

    func deactivate(animated: Bool) {
        guard active, let context else { return }
        isBeingDismissed = true
        delegate?.willDismissSearchController(self)
        beginAppearanceTransition(false, animated: animated)
        active = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: animated) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = false }
        let lifted = liftedFrom
        let finish = { [weak self] in
            guard let self else { return }
            if let lifted {
                lifted.superview.addSubview(self.searchBar)
                self.searchBar.frame = CGRect(origin: lifted.frame.origin, size: CGSize(width: lifted.frame.width, height: self.searchBar.sizeThatFits(.zero).height))
                self.liftedFrom = nil
                lifted.superview.setNeedsLayout()
            }
            self.view.removeFromSuperview()
            context.presentedViewController = nil
            self.presentingViewController = nil
            self.isBeingDismissed = false
            self.endAppearanceTransition()
            self.delegate?.didDismissSearchController(self)
        }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        let nav = owner?.navigationController
        animate(animated, changes: {
            self.dimming.alpha = 0
            if let lifted, self.searchBar.superview === self.view {
                self.searchBar.frame = lifted.superview.convert(lifted.frame, to: self.view)
            }
            if self.integratingBar != nil { nav?.relayoutForSearch() }
        }, completion: finish)
        if integratingBar == nil, hidesNavigationBarDuringPresentation, let nav, hidNavigationBar {
            hidNavigationBar = false
            nav.setNavigationBarHidden(false, animated: animated)
        }
    }

    /// Moves the bar to the top: within the navigation bar when integrated, else out of its table header.
    private func liftBar() {
        let nav = owner?.navigationController
        if integratingBar != nil {
            animateLayout { nav?.relayoutForSearch() }
            return
        }
        guard let from = searchBar.superview, from !== view else { return }
        liftedFrom = (from, searchBar.frame)
        let start = from.convert(searchBar.frame, to: view)
        view.addSubview(searchBar)
        UIView.performWithoutAnimation { searchBar.frame = start }
        if hidesNavigationBarDuringPresentation, let nav, !nav.isNavigationBarHidden {
            hidNavigationBar = true
            nav.setNavigationBarHidden(true, animated: true)
        }
        animateLayout { self.view.setNeedsLayout(); self.view.layoutIfNeeded() }
    }

    /// Where the lifted bar rests: under the status bar, or under a navigation bar that stays.
    var liftedTop: CGFloat {
        var top = view.safeAreaInsets.top
        if let nav = owner?.navigationController, !hidNavigationBar, !nav.isNavigationBarHidden, view.isDescendant(of: nav.view) {
            top = max(top, nav.navigationBar.convert(nav.navigationBar.bounds, to: view).maxY)
        }
        return top
    }

    private func animateLayout(_ changes: @escaping () -> Void) {
        UIView.animate(withDuration: UISearchController.activationDuration, delay: 0, options: .curveEaseInOut, animations: changes)
    }

    private func animate(_ animated: Bool, changes: @escaping () -> Void, completion: @escaping () -> Void) {
        guard animated else {
            changes()
            responderEnvironment.afterFrame.append(completion)
            return
        }
        UIView.animate(withDuration: UISearchController.activationDuration, delay: 0, options: .curveEaseInOut,
                       animations: changes, completion: { _ in completion() })
    }
}
