import Foundation

/// Walking the book a spread at a time, and the spine chosen for the interface orientation.
extension UIPageViewController {
    /// The spread after `current`, from the data source: the next page, or the next two for a
    /// two-page spread (left, right) and a double-sided page (front, then its back before it).
    /// A book with an odd number of pages ends on a spread with only its left page.
    func spread(after current: [UIViewController]) -> [UIViewController]? {
        guard let source = dataSource else { return nil }
        guard pagesPerSpread == 2 else { return source.pageViewController(self, viewControllerAfter: current[0]).map { [$0] } }
        if spineLocation == .mid {
            guard let last = current.last, let left = source.pageViewController(self, viewControllerAfter: last) else { return nil }
            return [left] + (source.pageViewController(self, viewControllerAfter: left).map { [$0] } ?? [])
        }
        guard let back = source.pageViewController(self, viewControllerAfter: current[0]),
              let front = source.pageViewController(self, viewControllerAfter: back) else { return nil }
        return [front, back]
    }

    /// The spread before `current`, walking back as `spread(after:)` walks forward.
    func spread(before current: [UIViewController]) -> [UIViewController]? {
        guard let source = dataSource else { return nil }
        guard pagesPerSpread == 2 else { return source.pageViewController(self, viewControllerBefore: current[0]).map { [$0] } }
        if spineLocation == .mid {
            guard let right = source.pageViewController(self, viewControllerBefore: current[0]) else { return nil }
            return (source.pageViewController(self, viewControllerBefore: right).map { [$0] } ?? []) + [right]
        }
        // The front before is the page before the back shown with this one.
        guard current.count > 1, let front = source.pageViewController(self, viewControllerBefore: current[1]) else { return nil }
        return [front] + (source.pageViewController(self, viewControllerBefore: front).map { [$0] } ?? [])
    }

    /// A page-curl book asks its delegate for a spine when the interface turns between portrait and
    /// landscape (apps start in portrait, so a landscape launch asks too). The delegate may set the
    /// pages for its answer before it returns, as Xcode's page-based app does: they are shown with it.
    func askForSpineIfRotated() {
        guard transitionStyle == .pageCurl, spineQuestion == nil, let delegate,
              let screen = view.window?.screen, case let orientation = UIInterfaceOrientation(screen.orientation),
              orientation.isLandscape != spineOrientation.isLandscape else { return }
        spineOrientation = orientation
        spineQuestion = (orientation, nil)
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        let pages = spineQuestion?.pages
        spineQuestion = nil
        spineLocation = spine == .none ? .min : spine
        if spineLocation == .mid { isDoubleSided = true }
        let shown = pages ?? viewControllers
        guard let shown, shown.count == pagesPerSpread else {
            UIKitRuntime.fail("The number of view controllers provided (\(shown?.count ?? 0)) doesn't match the number required (\(pagesPerSpread)) for the requested transition")
            return
        }
        replaceCurrent(with: shown, old: viewControllers)
    }
}
