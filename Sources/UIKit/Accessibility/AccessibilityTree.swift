import Foundation

/// How assistive technologies and UI tests walk what is on screen: a view's accessibility children
/// are its `accessibilityElements` when it has them, else its visible subviews in reading order
/// (top to bottom, leading to trailing, a row at a time) — only the frontmost modal one when a
/// sibling is `accessibilityViewIsModal`. An element ends the walk: what is inside it is part of it.
@MainActor package enum AccessibilityTree {
    /// The objects directly inside `object`, in reading order.
    public static func children(of object: AccessibleObject) -> [AccessibleObject] {
        if object.accessibilityElementsHidden { return [] }
        let count = object.accessibilityElementCount()
        if count > 0 {
            return (0..<count).compactMap { object.accessibilityElement(at: $0) as? AccessibleObject }.filter(isShown)
        }
        guard let view = object as? UIView else { return [] }
        var subviews = view.subviews.filter(isShown)
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal }) { subviews = [modal] }
        let order = inReadingOrder(subviews.indices.map { ($0, subviews[$0].accessibilityFrame) },
                                   rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return order.map { subviews[$0] }
    }

    /// The elements under `object` (itself, if it is one), in the order VoiceOver moves through them.
    /// Views without a list of elements are read in the order of what they show: each subview's
    /// elements go by where its first one is (a table running under the navigation bar comes after
    /// the bar's title, whose first cell is below it).
    public static func elements(under object: AccessibleObject) -> [AccessibleObject] {
        guard isShown(object) else { return [] }
        if object.isAccessibilityElement { return [object] }
        let groups = children(of: object).map { elements(under: $0) }.filter { !$0.isEmpty }
        guard object.accessibilityElementCount() == 0, groups.count > 1, let view = object as? UIView else { return groups.flatMap { $0 } }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return inReadingOrder(groups.indices.map { ($0, groups[$0][0].accessibilityFrame) }, rightToLeft: rightToLeft)
            .flatMap { groups[$0] }
    }

    /// Whether an object can be seen: a view not hidden, not transparent, not clipped to nothing; an element always.
    static func isShown(_ object: AccessibleObject) -> Bool {
        guard let view = object as? UIView else { return true }
        return !view.isHidden && view.alpha > 0.01 && !(view.clipsToBounds && view.bounds.isEmpty)
    }

    /// Sorts siblings as text is read: by rows (frames overlapping vertically by half the shorter
    /// height share a row), then leading to trailing. Stable: siblings in one place keep their order.
    static func inReadingOrder(_ items: [(index: Int, frame: CGRect)], rightToLeft: Bool) -> [Int] {
        let frames = items.map(\.frame)
        var order = Array(items.indices)
        func before(_ a: Int, _ b: Int) -> Bool {
            let fa = frames[a], fb = frames[b]
            let overlap = min(fa.maxY, fb.maxY) - max(fa.minY, fb.minY)
            if overlap >= min(fa.height, fb.height) / 2 {
                return rightToLeft ? fa.maxX > fb.maxX + 0.5 : fa.minX < fb.minX - 0.5
            }
            return fa.minY < fb.minY
        }
        // Insertion sort: stable, and tolerant of a comparison that is not quite transitive.
        for i in 1..<max(order.count, 1) {
            var j = i
            while j > 0, before(order[j], order[j - 1]) {
                order.swapAt(j, j - 1)
                j -= 1
            }
        }
        return order.map { items[$0].index }
    }
}
