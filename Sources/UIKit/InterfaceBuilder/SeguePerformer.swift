import Foundation

/// Runs one `<segue>` of a storyboard: makes the destination anew, the segue object (of the
/// file's custom class, if any), configures the presentation, lets the source prepare, performs.
@MainActor struct SeguePerformer {
    let storyboard: UIStoryboard
    let element: NibElement

    var identifier: String? { element["identifier"] }
    var kind: String { element["kind"] ?? "custom" }
    private var animates: Bool { element["animates"] != "NO" }

    func perform(from source: UIViewController, sender: Any?, triggered: Bool) {
        if triggered, !source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) { return }
        if kind == "unwind" { return unwind(from: source, sender: sender) }
        guard let id = element["destination"], let destination = StoryboardLoader(storyboard).instantiate(controllerID: id, creator: nil) else {
            storyboard.document.unsupported(element, "a segue without a destination")
            return
        }
        let segue = makeSegue(source, destination) { segue in
            let source = segue.source, destination = segue.destination
            switch kind {
            case "show", "push":
                source.show(destination, sender: sender)
            case "showDetail", "replace":
                source.showDetailViewController(destination, sender: sender)
            case "presentation", "modal", "popoverPresentation", "popover":
                source.present(destination, animated: animates)
            default:
                storyboard.document.unsupported(element, "segue kind \(kind)")
            }
        }
        configurePresentation(of: destination, from: source, sender: sender)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The file's custom segue class, else a segue whose perform is `transition`.
    private func makeSegue(_ source: UIViewController, _ destination: UIViewController,
                           _ transition: @escaping (UIStoryboardSegue) -> Void) -> UIStoryboardSegue {
        if element["customClass"] != nil {
            let cls: AnyClass = NibClasses.resolve(element, builtin: UIStoryboardSegue.self, document: storyboard.document, owner: source)
            if let t = cls as? UIStoryboardSegue.Type, t != UIStoryboardSegue.self {
                return t.init(identifier: identifier, source: source, destination: destination)
            }
        }
        let box = SegueBox()
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            if let s = box.segue { transition(s) }
        }
        box.segue = segue
        return segue
    }

    /// The file's presentation and transition styles; a popover's anchor and arrows.
    private func configurePresentation(of destination: UIViewController, from source: UIViewController, sender: Any?) {
        switch kind {
        case "presentation", "modal":
            if let s = element["modalPresentationStyle"].flatMap({ UIViewController.presentationStyleNames[$0] }) { destination.modalPresentationStyle = s }
            if let s = element["modalTransitionStyle"].flatMap({ UIViewController.transitionStyleNames[$0] }) { destination.modalTransitionStyle = s }
        case "popoverPresentation", "popover":
            destination.modalPresentationStyle = .popover
            guard let popover = destination.popoverPresentationController else { return }
            let scene = source.storyboardScene
            if let item = element["popoverAnchorBarButtonItem"].flatMap({ scene?.object(id: $0) }) as? UIBarButtonItem {
                popover.barButtonItem = item
            } else if let view = element["popoverAnchorView"].flatMap({ scene?.object(id: $0) }) as? UIView {
                popover.sourceView = view
                popover.sourceRect = view.bounds
            } else if let item = sender as? UIBarButtonItem {
                popover.barButtonItem = item
            } else if let view = sender as? UIView {
                popover.sourceView = view
                popover.sourceRect = view.bounds
            }
            if let arrows = element.child("popoverArrowDirection", key: "popoverArrowDirection") {
                var permitted: UIPopoverArrowDirection = []
                let names: [(String, UIPopoverArrowDirection)] = [("up", .up), ("down", .down), ("left", .left), ("right", .right)]
                for (name, d) in names where arrows[name] == "YES" { permitted.insert(d) }
                if !permitted.isEmpty { popover.permittedArrowDirections = permitted }
            }
        default:
            break
        }
    }

    // MARK: Embed and unwind

    /// A container view's child: made, prepared for, and added with its view filling the container.
    func embed(in container: UIView, of source: UIViewController) {
        guard let id = element["destination"], let child = StoryboardLoader(storyboard).instantiate(controllerID: id, creator: nil) else { return }
        let segue = makeSegue(source, child) { segue in
            let source = segue.source, child = segue.destination
            source.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: source)
        }
        source.prepare(for: segue, sender: nil)
        segue.perform()
    }

    /// Back to the nearest controller with the unwind action: the source prepares, the action
    /// runs on the destination, then what was presented over it is dismissed and the containers
    /// on the way show it.
    private func unwind(from source: UIViewController, sender: Any?) {
        let action = element["unwindAction"] ?? ""
        guard let destination = UIViewController.unwindDestination(Selector(action), from: source, sender: sender) else {
            uikitLog.warning("\(storyboard.document.file):\(element.line): no view controller to unwind to for action \(action) from \(NibValue.describe(source))")
            return
        }
        let animates = self.animates
        let segue = makeSegue(source, destination) { segue in
            let destination = segue.destination
            var root = destination
            while let p = root.parent { root = p }
            if root.presentedViewController != nil { root.dismiss(animated: animates) }
            var child = destination
            while let parent = child.parent {
                parent.unwind(for: segue, towards: child)
                child = parent
            }
        }
        source.prepare(for: segue, sender: sender)
        _ = destination.nibAction(action)?(segue)
        segue.perform()
    }
}

/// Lets a segue's perform handler reach the segue (weakly: the segue owns the handler).
@MainActor private final class SegueBox {
    weak var segue: UIStoryboardSegue?
}
