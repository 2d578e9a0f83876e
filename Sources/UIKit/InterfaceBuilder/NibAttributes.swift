/// The attributes this reader knows on the objects a file describes: those it applies, and those
/// that only matter to Interface Builder's canvas or that UIKit itself ignores at run time.
/// Anything else is logged once per file, with its line, and skipped.
enum NibAttributes {
    static let applied: Set<String> = [
        "accessoryType", "adjustsFontSizeToFit", "alignment", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical",
        "axis", "badgeValue", "barStyle", "baselineRelativeArrangement", "borderStyle", "bounces", "buttonType",
        "clearButtonMode", "clearsContextBeforeDrawing", "clearsSelectionOnViewWillAppear", "clipsSubviews", "contentHorizontalAlignment", "contentMode",
        "continuous", "customClass", "customModule", "dataMode", "definesPresentationContext", "detailTextLabel",
        "directionalLockEnabled", "distribution", "enabled", "estimatedRowHeight", "hidden", "hidesBottomBarWhenPushed",
        "hidesWhenStopped", "highlighted", "horizontalCompressionResistancePriority", "horizontalHuggingPriority", "id",
        "image", "imageView", "insetsLayoutMarginsFromSafeArea", "key", "keyboardDismissMode", "largeTitleDisplayMode",
        "layoutMarginsFollowReadableWidth", "layoutMarginsRelativeArrangement", "lineBreakMode", "maxValue", "maximumValue",
        "maximumZoomScale", "minValue", "minimumScaleFactor", "minimumValue", "minimumZoomScale", "modalPresentationStyle",
        "modalTransitionStyle", "multipleTouchEnabled", "navigationBarHidden", "numberOfLines", "numberOfTapsRequired",
        "numberOfTouchesRequired", "on", "pagingEnabled", "placeholder", "preferredMaxLayoutWidth",
        "preservesSuperviewLayoutMargins", "prompt", "reuseIdentifier", "rowHeight", "scrollEnabled", "selected",
        "selectedImage", "selectedSegmentIndex", "selectionStyle", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "spacing", "stepValue", "style", "systemItem", "tag", "text", "textAlignment",
        "textLabel", "title", "toolbarHidden", "translatesAutoresizingMaskIntoConstraints", "userInteractionEnabled",
        "value", "verticalCompressionResistancePriority", "verticalHuggingPriority", "width",
        "separatorStyle", "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing",
        "allowsMultipleSelectionDuringEditing", "delaysContentTouches", "canCancelContentTouches", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "minimumPressDuration", "allowableMovement", "direction",
        "minimumNumberOfTouches", "maximumNumberOfTouches", "momentary", "editable", "selectable",
        "translucent", "extendedLayoutIncludesOpaqueBars",
        "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection", "automaticEstimatedItemSize",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "prefetchingEnabled",
        "adjustsFontForContentSizeCategory",
    ]

    /// Interface Builder's own (canvas, document outline, build-time checks) and what iOS does not
    /// act on at run time.
    static let ignored: Set<String> = [
        "ambiguous", "autoresizesSubviews", "segmentControlStyle", "baselineAdjustment", "contentVerticalAlignment", "contentViewInsetsToSafeArea",
        "customModuleProvider", "editingAccessoryType", "estimatedSectionFooterHeight", "estimatedSectionHeaderHeight",
        "fixedFrame", "focusStyle", "indentationLevel", "indentationWidth", "minimumFontSize", "misplaced", "opaque",
        "restorationIdentifier", "sceneMemberID", "sectionFooterHeight", "sectionHeaderHeight",
        "sectionIndexMinimumDisplayRowCount", "semanticContentAttribute", "showsReorderControl",
        "springLoaded", "storyboardIdentifier", "tableViewCell", "usesAttributedText", "userLabel",
        "hasAttributedTitle", "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted",
        "adjustsLetterSpacingToFitWidth", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "lineBreakStrategy",
        "pointerInteraction", "changesSelectionAsPrimaryAction", "role", "showsMenuAsPrimaryAction", "keyboardLayoutGuide",
        "estimatedItemSize", "automaticallyAdjustsScrollIndicatorInsets", "contentInsetAdjustmentBehavior",
        "bouncesZoom", "indicatorStyle", "allowsSelection",
        "allowsMultipleSelectionDuringEditing",
        "sectionIndexTrackingBackgroundColor", "delaysTouchesEnded",
        "edges", "minimumNumberOfTouches",
        "apportionsSegmentWidthsByContent", "springLoadedOnDrag",
        "wraps", "autorepeat", "animating", "progress", "progressViewStyle", "tintAdjustmentMode", "selectionFollowsFocus",
        "insetsContentViewsToSafeArea", "layoutMarginsFollowReadableWidthForCell", "textContentType",
        "largeContentSizeImageInsets", "dataDetectorTypes", "keyboardDismissModeForTextView",
        "useLayoutToLayoutNavigationTransitions",
    ]

    /// Logs each attribute of `e` this reader does not know (once per file and name).
    @MainActor static func check(_ e: NibElement, in document: NibDocument) {
        for name in e.attributes.keys where !applied.contains(name) && !ignored.contains(name) {
            document.unsupported(e, "attribute \(name)=\"\(e[name] ?? "")\" of <\(e.name)>", once: "attribute \(name)")
        }
    }
}
