import Foundation
import QuartzCore

/// The traits a colour can depend on: light or dark, contrast, elevation.
struct ColorAppearance: Equatable {
    let style: UIUserInterfaceStyle
    let contrast: UIAccessibilityContrast
    let level: UIUserInterfaceLevel

    init(_ traits: UITraitCollection) {
        style = traits.userInterfaceStyle
        contrast = traits.accessibilityContrast
        level = traits.userInterfaceLevel
    }

    /// The system traits whose change changes colours.
    static let traits: Set<ObjectIdentifier> = [ObjectIdentifier(UITraitUserInterfaceStyle.self),
                                                ObjectIdentifier(UITraitAccessibilityContrast.self),
                                                ObjectIdentifier(UITraitUserInterfaceLevel.self)]
}

/// Dark mode on screen: what a view has resolved from dynamic colours — its layer's background,
/// the layer colours its class keeps, what it drew — follows its traits, as on iOS, when they
/// change and when it joins a window whose traits differ.
extension UIView {
    /// Resolves the view's colours again if its colour traits differ from those it last had in a
    /// window (or it never was in one: it was made under the screen's).
    func refreshColorAppearance(_ traits: UITraitCollection) {
        let now = ColorAppearance(traits)
        guard knownColorAppearance != now else { return }
        knownColorAppearance = now
        if let color = storedBackgroundColor, color.isDynamic {
            layer.backgroundColor = color.resolvedColor(with: traits).fixedCGColor
            // A dynamic colour may be opaque in one appearance and translucent in the other.
            updateLayerOpacity()
        }
        traits.performAsCurrent { updateLayerColors() }
        // What the view drew used the old colours: iOS redraws views that implement draw(_:).
        if layer.hasDrawnContents { setNeedsDisplay() }
    }
}
