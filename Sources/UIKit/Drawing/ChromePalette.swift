import Foundation

/// The colours of UIKit's own chrome that are no public system colour — the keyboard, bar
/// materials, alert and menu platters, highlights — in light and dark, as iOS 17 draws them.
enum ChromePalette {
    /// A colour that is `light` in light mode and `dark` in dark mode.
    static func pair(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    // The keyboard.
    static let keyboardBackground = pair(UIColor(r: 209, g: 212, b: 217), UIColor(r: 43, g: 43, b: 43))
    static let letterKey = pair(.white, UIColor(r: 107, g: 107, b: 107))
    static let specialKey = pair(UIColor(r: 171, g: 177, b: 186), UIColor(r: 70, g: 70, b: 70))
    /// A letter key while pressed (the special keys' colour), and a special key while pressed.
    static let pressedLetterKey = specialKey
    static let pressedSpecialKey = letterKey
    /// The line under each key.
    static let keyShadow = pair(UIColor(r: 137, g: 138, b: 141), UIColor(white: 0, alpha: 1))
    static let keyGlyph = pair(.black, .white)
    static let keyFlickHint = pair(UIColor(r: 128, g: 130, b: 135), UIColor(r: 160, g: 160, b: 164))
    static let keyDisabledGlyph = pair(UIColor(white: 0, alpha: 0.3), UIColor(white: 1, alpha: 0.3))
    /// The keyboard's own icons (the globe, the dictation microphone).
    static let keyboardIcon = pair(UIColor(r: 80, g: 82, b: 88), UIColor(white: 1, alpha: 1))
    /// A pressed key's enlarged callout.
    static let keyPopup = letterKey
    static let keyPopupEdge = pair(UIColor(white: 0, alpha: 0.22), UIColor(white: 0, alpha: 0.5))

    // Bars.
    /// The chrome material's colour (its blur stood in for by a fill at 94%).
    static let barMaterial = pair(UIColor(r: 249, g: 249, b: 249), UIColor(r: 22, g: 22, b: 23))
    static let barHairline = pair(UIColor(white: 0, alpha: 0.3), UIColor(white: 1, alpha: 0.15))

    // Alerts, sheets, menus and popovers.
    /// The alert's platter over the blur of what is behind.
    static let alertPlatter = pair(UIColor(white: 0.97, alpha: 0.78), UIColor(r: 37, g: 37, b: 37, a: 0.9))
    /// The dimming behind an alert or action sheet: deeper in dark mode.
    static func dimming(_ lightAlpha: CGFloat) -> UIColor {
        pair(UIColor(white: 0, alpha: lightAlpha), UIColor(white: 0, alpha: max(lightAlpha, 0.48)))
    }
    /// An action sheet's separate Cancel button.
    static let sheetCancel = pair(.white, UIColor(r: 44, g: 44, b: 46))
    /// A pressed row in an alert or menu.
    static let pressedRow = pair(UIColor(white: 0, alpha: 0.1), UIColor(white: 1, alpha: 0.1))
    static let hoveredRow = pair(UIColor(white: 0, alpha: 0.08), UIColor(white: 1, alpha: 0.08))
    /// A context menu's platter tint over its blur.
    static let menuPlatter = pair(UIColor(white: 0.82, alpha: 0.55), UIColor(white: 0.16, alpha: 0.7))
    /// The edit menu's (Cut, Copy, Paste) bar, and the lines between its items.
    static let editMenu = pair(UIColor(white: 0.98, alpha: 1), UIColor(r: 44, g: 44, b: 46))
    static let editMenuDivider = pair(UIColor(white: 0, alpha: 0.15), UIColor(white: 1, alpha: 0.15))
    /// A disabled alert action's title.
    static let disabledAction = pair(UIColor(white: 0, alpha: 0.25), UIColor(white: 1, alpha: 0.25))

    // Controls.
    /// A date picker's compact pill and inline panel behind the values.
    static let datePanel = pair(UIColor(white: 0, alpha: 0.08), UIColor(white: 1, alpha: 0.1))
    /// A rounded-rect text field's fill and edge.
    static let textFieldFill = pair(.white, UIColor(r: 28, g: 28, b: 30))
    static let textFieldEdge = pair(UIColor(white: 0, alpha: 0.16), UIColor(white: 1, alpha: 0.16))
    /// A segmented control's selected segment plate.
    static let segmentPlate = pair(.white, UIColor(r: 99, g: 99, b: 102))
    /// The default scroll indicator: dark over light content, light over dark.
    static let scrollIndicator = pair(UIColor(white: 0, alpha: 0.35), UIColor(white: 1, alpha: 0.35))
}
