import Foundation

/// What a scroll view reads from its coder: indicators, paging, bouncing, zoom scales, keyboard
/// dismissal and how the safe area adjusts its insets.
extension UIScrollView {
    private static let dismissModes: [String: KeyboardDismissMode] = ["none": .none, "onDrag": .onDrag, "interactive": .interactive,
                                                                      "onDragWithAccessory": .onDragWithAccessory,
                                                                      "interactiveWithAccessory": .interactiveWithAccessory]
    private static let adjustments: [String: ContentInsetAdjustmentBehavior] = ["automatic": .automatic, "scrollableAxes": .scrollableAxes,
                                                                                "never": .never, "always": .always]
    private static let indicatorStyles: [String: IndicatorStyle] = ["default": .default, "black": .black, "white": .white]

    func decodeScrollView(from coder: NSCoder) {
        if let v = coder.flag("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = v }
        if let v = coder.flag("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = v }
        if let v = coder.flag("pagingEnabled") { isPagingEnabled = v }
        if let v = coder.flag("scrollEnabled") { isScrollEnabled = v }
        if let v = coder.flag("bounces") { bounces = v }
        if let v = coder.flag("bouncesZoom") { bouncesZoom = v }
        if let v = coder.flag("alwaysBounceVertical") { alwaysBounceVertical = v }
        if let v = coder.flag("alwaysBounceHorizontal") { alwaysBounceHorizontal = v }
        if let v = coder.flag("directionalLockEnabled") { isDirectionalLockEnabled = v }
        if let v = coder.flag("delaysContentTouches") { delaysContentTouches = v }
        if let v = coder.flag("canCancelContentTouches") { canCancelContentTouches = v }
        if let v = coder.number("minimumZoomScale") { minimumZoomScale = v }
        if let v = coder.number("maximumZoomScale") { maximumZoomScale = v }
        if let m = coder.choice("keyboardDismissMode", Self.dismissModes) { keyboardDismissMode = m }
        if let b = coder.choice("contentInsetAdjustmentBehavior", Self.adjustments) { contentInsetAdjustmentBehavior = b }
        if let a = coder.flag("automaticallyAdjustsScrollIndicatorInsets") { automaticallyAdjustsScrollIndicatorInsets = a }
        if let s = coder.choice("indicatorStyle", Self.indicatorStyles) { indicatorStyle = s }
        if let i = coder.geometry("contentInset") { contentInset = NSCoder.uiEdgeInsets(for: i) }
    }

    func encodeScrollView(with coder: NSCoder) {
        coder.encode(contentInsetAdjustmentBehavior, in: Self.adjustments, forKey: "contentInsetAdjustmentBehavior")
        coder.encode(isPagingEnabled, forKey: "pagingEnabled")
        coder.encode(isScrollEnabled, forKey: "scrollEnabled")
        coder.encode(bounces, forKey: "bounces")
        coder.encode(showsVerticalScrollIndicator, forKey: "showsVerticalScrollIndicator")
        coder.encode(showsHorizontalScrollIndicator, forKey: "showsHorizontalScrollIndicator")
        coder.encode(contentInset, forKey: "contentInset")
    }
}
