import Foundation

extension AccessibleObject {
    private static let traitNames: [(String, UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("header", .header), ("tabBar", .tabBar), ("supportsZoom", .supportsZoom), ("toggleButton", .toggleButton)]

    /// The Identity inspector's Accessibility box (`<accessibility key="accessibilityConfiguration">`):
    /// label, hint, identifier, value, traits and whether the object is an element; from an archive,
    /// the label and identifier `encode(with:)` wrote.
    func decodeAccessibility(from coder: NSCoder) {
        guard let nib = coder as? any NibCoding else {
            if let l = coder.text("accessibilityLabel") { accessibilityLabel = l }
            if let i = coder.text("accessibilityIdentifier") { accessibilityIdentifier = i }
            return
        }
        guard let a = nib.nested(key: "accessibilityConfiguration") else { return }
        if let l = a.text("label") { accessibilityLabel = l }
        if let h = a.text("hint") { accessibilityHint = h }
        if let i = a.text("identifier") { accessibilityIdentifier = i }
        if let v = a.text("value") { accessibilityValue = v }
        if let b = a.nested(key: "isElement") { isAccessibilityElement = b.flag("value") == true }
        if let t = a.nested(key: "traits") {
            accessibilityTraits = UIAccessibilityTraits(Self.traitNames.filter { t.flag($0.0) == true }.map(\.1))
        }
    }
}
