/// Objective-C makes an object of any class from a class value (`viewClass.init(frame:)`,
/// `T()` for `T: NSObject`); Swift does so only through a `required` initializer, and UIKit's
/// designated initializers are not `required` (an app subclass with its own initializer would then
/// have to write them all). The port rewrites such a call to a function it writes into the app's
/// module, which makes each of the app's classes that has the initializer by name and the UIKit
/// classes it knows; any other class traps with the message iOS gives for it.
struct ClassValueFactory {
    /// An initializer made from a class value: its labels, the base class a class value of it has,
    /// and the parameters the written function takes.
    enum Family: String, CaseIterable, Comparable {
        case plain, frame, nib

        init?(labels: [String]) {
            switch labels {
            case []: self = .plain
            case ["frame"]: self = .frame
            case ["nibName", "bundle"]: self = .nib
            default: return nil
            }
        }

        var labels: [String] {
            switch self {
            case .plain: return []
            case .frame: return ["frame"]
            case .nib: return ["nibName", "bundle"]
            }
        }

        var base: String {
            switch self {
            case .plain: return "NSObject"
            case .frame: return "UIView"
            case .nib: return "UIViewController"
            }
        }

        var parameters: String {
            switch self {
            case .plain: return ""
            case .frame: return ", frame: CGRect"
            case .nib: return ", nibName: String?, bundle: Bundle?"
            }
        }

        var arguments: String {
            switch self {
            case .plain: return ""
            case .frame: return "frame: frame"
            case .nib: return "nibName: nibName, bundle: bundle"
            }
        }

        /// Swift's name for the initializer, as its trap message writes it.
        var swiftName: String { "init(" + labels.map { "\($0):" }.joined() + ")" }

        static func < (a: Family, b: Family) -> Bool { a.rawValue < b.rawValue }
    }

    /// UIKit's view classes that have `init(frame:)` (and so `init()`).
    static let uikitViews = ["UIView", "UIControl", "UILabel", "UIButton", "UIImageView", "UIScrollView", "UITextField",
                             "UITextView", "UISwitch", "UISlider", "UIStackView", "UIActivityIndicatorView", "UISegmentedControl",
                             "UIStepper", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIWindow", "UITableView"]
    /// UIKit's controller classes that have `init(nibName:bundle:)` (and so `init()`).
    static let uikitControllers = ["UIViewController", "UITableViewController", "UINavigationController", "UITabBarController"]
    /// Classes outside UIKit's view and controller families with a plain `init()`.
    /// (The value classes apps make through a generic helper, as Programming iOS's `lend` makes a paragraph
    /// style or a shadow to configure in a closure, are among them.)
    static let uikitPlain = ["NSObject", "UIResponder", "UIBezierPath", "UIGestureRecognizer", "UIBarButtonItem", "UINavigationItem",
                             "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow", "NSTextAttachment",
                             "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAEmitterLayer", "CAEmitterCell"]

    /// More classes with a plain `init()` (UIKit's, Core Animation's and Foundation's, checked by
    /// compiling `X()` for each against OpenUIKit), made only when the app's sources name them and
    /// declare no type of that name: a class value of one can only come from the app naming it.
    static let plainWhenNamed = [
        "CAAnimation", "CAAnimationGroup", "CABasicAnimation", "CAKeyframeAnimation", "CAPropertyAnimation",
        "CAReplicatorLayer", "CAScrollLayer", "CASpringAnimation", "CATiledLayer", "CATransformLayer",
        "CATransition", "NSItemProvider", "NSLayoutManager", "NSPurgeableData", "NSStringDrawingContext",
        "NSTextContainer", "NSTextContentManager", "NSTextContentStorage", "NSTextLayoutManager", "NSTextStorage",
        "UIActivity", "UIBarAppearance", "UIBarButtonItemAppearance", "UIBarItem", "UICollectionReusableView",
        "UICollectionViewCell", "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewController",
        "UICollectionViewFlowLayout", "UICollectionViewFlowLayoutInvalidationContext", "UICollectionViewLayout",
        "UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext", "UICollectionViewListCell",
        "UICollisionBehavior", "UIColorWell", "UICubicTimingParameters", "UIDatePicker", "UIDragPreviewParameters",
        "UIDynamicAnimator", "UIDynamicBehavior", "UIDynamicItemBehavior", "UIFieldBehavior", "UIFontDescriptor",
        "UIGraphicsImageRendererFormat", "UIGravityBehavior", "UIHoverGestureRecognizer", "UIImage", "UIImageAsset",
        "UIInputView", "UILayoutGuide", "UILexicon", "UILexiconEntry", "UILongPressGestureRecognizer", "UIMenu",
        "UINavigationBarAppearance", "UIPageControl", "UIPanGestureRecognizer", "UIPasteConfiguration",
        "UIPercentDrivenInteractiveTransition", "UIPickerView", "UIPinchGestureRecognizer",
        "UIPopoverBackgroundView", "UIPreviewParameters", "UIProgressView", "UIRefreshControl",
        "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UISearchController", "UISearchTextField",
        "UISplitViewController", "UISpringTimingParameters", "UISwipeGestureRecognizer", "UITabBarAppearance",
        "UITabBarItem", "UITabBarItemAppearance", "UITableViewCell", "UITableViewHeaderFooterView",
        "UITapGestureRecognizer", "UITextInputAssistantItem", "UIToolbarAppearance", "UITraitCollection",
        "UIVisualEffect", "UIVisualEffectView", "UndoManager", "DateFormatter", "NumberFormatter",
        "ISO8601DateFormatter", "DateComponentsFormatter", "ByteCountFormatter", "DateIntervalFormatter", "LengthFormatter", "MassFormatter",
        "EnergyFormatter", "NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSString", "NSArray",
        "NSDictionary", "NSSet", "NSData", "NSMutableData", "NSDate", "NSUUID", "Operation", "BlockOperation",
        "OperationQueue", "NSLock", "NSRecursiveLock", "NSCondition", "NSCountedSet", "NSOrderedSet",
        "NSMutableOrderedSet", "NSIndexSet", "NSMutableIndexSet", "NSValue", "Formatter", "NSURLComponents",
        "NSDateComponents", "NSPersonNameComponents"
    ]

    /// The type names (capitalised identifiers) the sources mention.
    static func typeNames(in sources: [String]) -> Set<String> {
        var names = Set<String>()
        for text in sources {
            var word = ""
            for ch in text + " " {
                if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch); continue }
                if word.first?.isUppercase == true { names.insert(word) }
                word = ""
            }
        }
        return names
    }

    static func uikitClasses(_ family: Family) -> [String] {
        switch family {
        case .frame: return uikitViews
        case .nib: return uikitControllers
        case .plain: return uikitPlain + uikitViews + uikitControllers
        }
    }

    /// The name of the function that makes objects of `family` from a class value.
    static let functionName = "uikitPortMake"

    /// The source of the file, for the families the app's calls use; `index` holds the app's classes only.
    static func source(for families: Set<Family>, index: ModuleIndex, named: Set<String> = []) -> String {
        var text = """
        // Written by uikit-port; port again rather than edit this file by hand.
        // Objective-C makes an object of any class from a class value; Swift only through a `required`
        // initializer. The calls that did so in this app are rewritten to these functions, which make
        // each class of the app that has the initializer by name (porting guide, section 5).
        import Foundation
        import UIKit

        """
        for family in families.sorted() {
            let uikit = Set(uikitClasses(family))
            let names = index.classes.filter { name, info in
                guard info.isReachable, let root = index.externalRoot(of: name) else { return false }
                return uikit.contains(root) && hasInitializer(family, name, index: index)
            }.map(\.value.qualifiedName).sorted()
            let extra = family == .plain ? plainWhenNamed.filter { named.contains($0) && index.classes[$0] == nil && index.methods[$0] == nil } : []
            let cases = (names + uikitClasses(family) + extra).map { name in
                "    if type == \(name).self { return \(name)(\(family.arguments)) as! T }"
            }
            text += """

            @preconcurrency @MainActor func \(functionName)<T: \(family.base)>(_ type: T.Type\(family.parameters)) -> T {
            \(cases.joined(separator: "\n"))
                fatalError("Use of unimplemented initializer '\(family.swiftName)' for class '\\(String(reflecting: type))'")
            }

            """
        }
        return text
    }

    /// Whether the app's class `name` can be made with the family's initializer in Swift: it declares
    /// it, or inherits it; for `init()`, a UIKit subclass also gets UIView's and UIViewController's
    /// convenience `init()` by overriding both designated initializers.
    static func hasInitializer(_ family: Family, _ name: String, index: ModuleIndex) -> Bool {
        if index.hasInitializer(family.labels, name, external: { uikitClasses(family).contains($0) }) { return true }
        guard family == .plain, let info = index.classes[name] else { return false }
        for designated in [Family.frame, .nib] where info.designatedInitializers.contains(designated.labels)
            && info.designatedInitializers.contains(["coder"]) {
            if let superclass = index.superclass[name], hasInitializer(designated, superclass, index: index)
                || uikitClasses(designated).contains(superclass) { return true }
        }
        return false
    }
}
