import Foundation

extension UIViewController {
    /// `loadView`'s storyboard part: the scene's view, if this controller came from a storyboard
    /// scene that has one.
    func loadStoryboardView() -> Bool {
        storyboardScene?.loadView(of: self) ?? false
    }

    func performStoryboardSegue(_ identifier: String, sender: Any?) {
        guard let scene = storyboardScene, let segue = scene.segue(identifier: identifier) else {
            UIKitRuntime.fail("Receiver (<\(NibValue.describe(self))>) has no segue with identifier '\(identifier)'")
            return
        }
        SeguePerformer(storyboard: scene.storyboard, element: segue).perform(from: self, sender: sender, triggered: false)
    }

    /// Where an unwind segue from `source` lands: the nearest controller, walking out through the
    /// containers and presenting controllers, that takes the action — looking first in the
    /// children below the way out (a navigation stack's earlier controllers, top-most first).
    static func unwindDestination(_ action: Selector, from source: UIViewController, sender: Any?) -> UIViewController? {
        let from = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        func search(_ vc: UIViewController, skipping: UIViewController?) -> UIViewController? {
            var candidates = vc.allowedChildrenForUnwinding(from: from)
            if let skipping, let i = candidates.firstIndex(where: { $0 === skipping }) { candidates = Array(candidates[..<i]) }
            for c in candidates.reversed() where c !== skipping {
                if let found = search(c, skipping: nil) { return found }
            }
            return vc.canPerformUnwindSegueAction(action, from: source, sender: sender) ? vc : nil
        }
        var node = source
        while true {
            if let parent = node.parent {
                if let found = search(parent, skipping: parent.childContaining(from) ?? node) { return found }
                node = parent
            } else if let presenting = node.presentingViewController {
                var root = presenting
                while let p = root.parent { root = p }
                if let found = search(root, skipping: nil) { return found }
                node = root
            } else {
                return nil
            }
        }
    }
}
