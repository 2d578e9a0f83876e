import Foundation

/// Connects Interface Builder's outlets, inspectables and actions to a class by name, as iOS does
/// through the Objective-C runtime (which Linux does not have).
///
/// Put it on every class a nib or storyboard connects to: the File's Owner, a view controller in a
/// storyboard, a custom view with `@Outlet` or `@IBInspectable` properties.
///
/// ```swift
/// @IBConnectable
/// final class SwitchViewController: UIViewController {
///     @Outlet var toolbar: UIToolbar!
///     @IBInspectable var cornerRadius: CGFloat = 0
///     @IBAction func switchViews(_ sender: Any) { … }
/// }
/// ```
///
/// It writes `setValue(_:forKey:)` for the `@Outlet`, `@IBOutlet` and `@IBInspectable` stored
/// properties and `nibAction(_:)` for the `@IBAction` methods, under the Objective-C selector
/// Interface Builder records (`switchViews:`); what it does not know goes to the superclass.
@attached(member, names: named(setValue), named(nibAction))
@attached(extension, conformances: NibConnectable)
public macro IBConnectable() = #externalMacro(module: "UIKitMacros", type: "IBConnectableMacro")
