import Foundation

extension NibInstantiation {
    /// The Identity inspector's Accessibility box: label, hint, identifier, value, traits and
    /// whether the view is an element.
    func applyAccessibility(_ object: AccessibleObject, _ a: NibElement) {
        if let l = a["label"] { object.accessibilityLabel = l }
        if let h = a["hint"] { object.accessibilityHint = h }
        if let i = a["identifier"] { object.accessibilityIdentifier = i }
        if let v = a["value"] { object.accessibilityValue = v }
        if let b = a.child("bool", key: "isElement") { object.isAccessibilityElement = b["value"] == "YES" }
        if let t = a.child("accessibilityTraits", key: "traits") {
            let names: [(String, UIAccessibilityTraits)] = [
                ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
                ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
                ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
                ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
                ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
                ("header", .header), ("tabBar", .tabBar), ("supportsZoom", .supportsZoom), ("toggleButton", .toggleButton)]
            object.accessibilityTraits = UIAccessibilityTraits(names.filter { t[$0.0] == "YES" }.map(\.1))
        }
    }
}
