import Foundation

/// Segments made from actions (iOS 14): each shows its action's title or image, and selecting it
/// performs the action.
extension UISegmentedControl {
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (i, action) in actions.enumerated() { insertSegment(action: action, at: i, animated: false) }
        if frame == .zero { self.frame.size = sizeThatFits(.zero) }
    }

    /// A segment showing `action`'s image, or else its title.
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let i = min(max(0, segment), numberOfSegments)
        if let image = action.image { insertSegment(with: image, at: i, animated: animated) }
        else { insertSegment(withTitle: action.title, at: i, animated: animated) }
        segmentActions[i] = action
    }

    /// Replaces the segment's action, and its title or image with the action's.
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segmentActions.indices.contains(segment) else { return }
        segmentActions[segment] = action
        if let image = action.image { setImage(image, forSegmentAt: segment) } else { setTitle(action.title, forSegmentAt: segment) }
    }

    public func actionForSegment(at segment: Int) -> UIAction? {
        segmentActions.indices.contains(segment) ? segmentActions[segment] : nil
    }

    /// The segment whose action has `identifier`, or `noSegment`.
    public func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segmentActions.firstIndex { $0?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    /// The user chose segment `i`: its action, then the control's value-changed actions.
    func userSelected(_ i: Int) {
        if segmentActions.indices.contains(i), let action = segmentActions[i] { action.perform(sender: self) }
        sendActions(for: .valueChanged)
    }
}
