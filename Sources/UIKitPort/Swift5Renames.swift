/// The UIKit renames of Swift 4.2 (iOS 12 SDK) that Xcode's migrator applied: nested types,
/// constants moved onto their types, notification names and the functions that became methods.
enum Swift5Renames {
    /// Top-level type names that became nested types.
    static let types: [String: String] = [
        "NSAttributedStringKey": "NSAttributedString.Key",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewStyle": "UITableView.Style",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewAnimationTransition": "UIView.AnimationTransition",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIButtonType": "UIButton.ButtonType",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIImageResizingMode": "UIImage.ResizingMode",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UITouchPhase": "UITouch.Phase",
        "UIEventType": "UIEvent.EventType",
        "UISegmentedControlSegment": "UISegmentedControl.Segment",
        "UIDatePickerMode": "UIDatePicker.Mode",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIWindowLevel": "UIWindow.Level",
    ]

    /// Global constants that became static members.
    static let values: [String: String] = [
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "UISegmentedControlNoSegment": "UISegmentedControl.noSegment",
        "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
        "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
        "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
        "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
        "UIKeyboardIsLocalUserInfoKey": "UIResponder.keyboardIsLocalUserInfoKey",
        "UIWindowLevelNormal": "UIWindow.Level.normal",
        "UIWindowLevelAlert": "UIWindow.Level.alert",
        "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
    ]

    /// `Notification.Name` members that became constants of their classes.
    static let notifications: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIApplicationDidFinishLaunching": "UIApplication.didFinishLaunchingNotification",
        "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
        "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UITextFieldTextDidBeginEditing": "UITextField.textDidBeginEditingNotification",
        "UITextFieldTextDidEndEditing": "UITextField.textDidEndEditingNotification",
        "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
        "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
    ]

    /// Methods renamed on their receivers: old base name (with its first label) → new.
    /// `addChildViewController(x)` → `addChild(x)`; `bringSubview(toFront: v)` → `bringSubviewToFront(v)`.
    static let methods: [String: (name: String, labels: [String?])] = [
        "addChildViewController": ("addChild", [nil]),
        "removeFromParentViewController": ("removeFromParent", []),
        "bringSubview(toFront:)": ("bringSubviewToFront", [nil]),
        "sendSubview(toBack:)": ("sendSubviewToBack", [nil]),
        "didMove(toParentViewController:)": ("didMove", ["toParent"]),
        "willMove(toParentViewController:)": ("willMove", ["toParent"]),
    ]

    /// Properties renamed on their receivers.
    static let properties: [String: String] = [
        "childViewControllers": "children",
    ]

    /// Functions that became methods or initializers: the call is rebuilt.
    static let functions: Set<String> = ["UIEdgeInsetsMake", "UIImagePNGRepresentation", "UIImageJPEGRepresentation",
                                         "UIEdgeInsetsInsetRect"]
}
