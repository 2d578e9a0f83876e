/// What Interface Builder writes that no class reads at run time: its own bookkeeping (ids, the
/// canvas, the document outline, build-time checks) and what iOS does not act on. Everything else
/// an element holds is read by its class's `init?(coder:)`, or reported once per file.
enum NibAttributes {
    /// Interface Builder's own (canvas, document outline, build-time checks) and what iOS does not
    /// act on at run time.
    static let ignored: Set<String> = [
        "ambiguous", "autoresizesSubviews", "segmentControlStyle", "contentViewInsetsToSafeArea",
        "customModuleProvider", "estimatedSectionFooterHeight", "estimatedSectionHeaderHeight",
        "focusStyle", "minimumFontSize", "misplaced",
        "restorationIdentifier", "sceneMemberID",
        "sectionIndexMinimumDisplayRowCount", "semanticContentAttribute", "showsReorderControl",
        "springLoaded", "storyboardIdentifier", "tableViewCell", "usesAttributedText", "userLabel",
        "hasAttributedTitle", "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted",
        "adjustsLetterSpacingToFitWidth", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "lineBreakStrategy",
        "pointerInteraction", "changesSelectionAsPrimaryAction", "role", "showsMenuAsPrimaryAction", "keyboardLayoutGuide",
        "springLoadedOnDrag", "selectionFollowsFocus",
        "insetsContentViewsToSafeArea", "layoutMarginsFollowReadableWidthForCell",
        "largeContentSizeImageInsets", "dataDetectorTypes", "keyboardDismissModeForTextView",
        "useLayoutToLayoutNavigationTransitions",
        "id", "key", "customClass", "customModule", "useStoryboardIdentifierAsRestorationIdentifier", "colorLabel",
        "placeholderIdentifier",
        // The canvas's placeholder intrinsic size ("Intrinsic Size: Placeholder"), for Interface Builder alone.
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    ]

    /// Elements (by key, or by name when unkeyed) read elsewhere or only by Interface Builder: a
    /// controller's view (read when it loads), the canvas's simulated metrics.
    static let ignoredElements: Set<String> = [
        "view", "layoutGuides", "canvasLocation", "freeformSize", "simulatedStatusBarMetrics", "simulatedTopBarMetrics",
        "simulatedBottomBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics", "simulatedDestinationMetrics",
        "simulatedMetricsContainer", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "freeformSimulatedSizeMetrics", "point", "customSize",
        // The empty `<animations/>` Xcode 9 and later write in a view: nothing runs from it.
        "animations",
        // An empty relationship list (`<nil name="viewControllers"/>`), and the title shadow colour
        // older Xcode writes in every button state, which shows only once the title label is given
        // a shadow offset (not read: `UIButton` has no title shadow yet).
        "nil", "titleShadowColor",
    ]
}
