import Foundation

/// An object a nib makes that reads its attributes again when a size class's variation changes
/// them, or when it exists already and an element describes it.
@MainActor protocol NibDecodable: AnyObject {
    /// Every level's attributes, UIKit's base class first.
    func decodeAttributes(from coder: NSCoder)
}

/// A nib's size-class variations of an object (`InterfaceBuilder/`'s `NibVariations`): what a view
/// keeps to install and set again as its traits change.
@MainActor protocol NibTraitVariations: AnyObject {
    /// Installs what the size classes of `traits` install and sets their attributes on `object`.
    func apply(to object: AnyObject, traits: UITraitCollection)
}
