import Foundation

/// What Xcode 11 and later write for a bar's look: the appearances of the attributes inspector's
/// "Standard", "Compact" and "Scroll Edge" boxes (`<navigationBarAppearance>`, `<toolbarAppearance>`,
/// `<tabBarAppearance>` with a key, on bars and navigation items), and the bar's own title text
/// attributes (`<textAttributes>`).
extension NibInstantiation {
    /// The blur styles by the names Interface Builder writes, in their raw values' order.
    private static let blurStyles: [String: UIBlurEffect.Style] = {
        let names = ["extraLight", "light", "dark", "extraDark", "regular", "prominent",
                     "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
                     "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight", "systemThickMaterialLight",
                     "systemChromeMaterialLight", "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark",
                     "systemThickMaterialDark", "systemChromeMaterialDark"]
        return Dictionary(uniqueKeysWithValues: names.enumerated().compactMap { i, n in UIBlurEffect.Style(rawValue: i).map { (n, $0) } })
    }()

    /// A bar's title text attributes and its appearances.
    func applyBarLooks(_ bar: UIView, _ nib: UINibDecoder) {
        let e = nib.element
        if let nav = bar as? UINavigationBar {
            if let t = nib.child(key: "titleTextAttributes") { nav.titleTextAttributes = textAttributes(t) }
            if let t = nib.child(key: "largeTitleTextAttributes") { nav.largeTitleTextAttributes = textAttributes(t) }
        }
        for c in e.children where c.name.hasSuffix("Appearance") {
            if let key = c["key"] { nib.noteRead(key) }
            switch (bar, c.name) {
            case (let b as UINavigationBar, "navigationBarAppearance"):
                place(navigationBarAppearance(c), c, ["standardAppearance": { b.standardAppearance = $0 }, "compactAppearance": { b.compactAppearance = $0 },
                                                      "scrollEdgeAppearance": { b.scrollEdgeAppearance = $0 },
                                                      "compactScrollEdgeAppearance": { b.compactScrollEdgeAppearance = $0 }])
            case (let b as UIToolbar, "toolbarAppearance"):
                let look = UIToolbarAppearance(idiom: b.traitCollection.userInterfaceIdiom)
                fillBarAppearance(look, c)
                place(look, c, ["standardAppearance": { b.standardAppearance = $0 }, "compactAppearance": { b.compactAppearance = $0 },
                                "scrollEdgeAppearance": { b.scrollEdgeAppearance = $0 }, "compactScrollEdgeAppearance": { b.compactScrollEdgeAppearance = $0 }])
            case (let b as UITabBar, "tabBarAppearance"):
                let look = UITabBarAppearance(idiom: b.traitCollection.userInterfaceIdiom)
                fillBarAppearance(look, c)
                if let color = c.child("color", key: "selectionIndicatorTintColor") { look.selectionIndicatorTintColor = NibValues.color(color, in: document) }
                place(look, c, ["standardAppearance": { b.standardAppearance = $0 }, "scrollEdgeAppearance": { b.scrollEdgeAppearance = $0 }])
            default:
                document.unsupported(c, "<\(c.name)> on <\(e.name)>")
            }
        }
    }

    /// A navigation item's own appearances (the item's "Standard", "Compact" and "Scroll Edge" boxes).
    func applyItemAppearances(_ n: UINavigationItem, _ nib: UINibDecoder) {
        for c in nib.element.children where c.name == "navigationBarAppearance" {
            if let key = c["key"] { nib.noteRead(key) }
            place(navigationBarAppearance(c), c, ["standardAppearance": { n.standardAppearance = $0 }, "compactAppearance": { n.compactAppearance = $0 },
                                                  "scrollEdgeAppearance": { n.scrollEdgeAppearance = $0 },
                                                  "compactScrollEdgeAppearance": { n.compactScrollEdgeAppearance = $0 }])
        }
    }

    /// Gives an appearance to the property its element's key names.
    private func place<Look>(_ look: Look, _ e: NibElement, _ slots: [String: (Look) -> Void]) {
        if let key = e["key"], let slot = slots[key] { slot(look) } else { document.unsupported(e, "<\(e.name)> as \(e["key"] ?? "?")") }
    }

    private func navigationBarAppearance(_ e: NibElement) -> UINavigationBarAppearance {
        let look = UINavigationBarAppearance(idiom: .phone)
        fillBarAppearance(look, e)
        if let t = e.child("textAttributes", key: "titleTextAttributes") { look.titleTextAttributes = textAttributes(t) }
        if let t = e.child("textAttributes", key: "largeTitleTextAttributes") { look.largeTitleTextAttributes = textAttributes(t) }
        if let o = e.child("offsetWrapper", key: "titlePositionAdjustment") {
            look.titlePositionAdjustment = UIOffset(horizontal: NibValues.number(o, "horizontal") ?? 0, vertical: NibValues.number(o, "vertical") ?? 0)
        }
        return look
    }

    /// The background and shadow every bar appearance has. An appearance starts as the default
    /// (the chrome material and its hairline), as `init()` does; a `backgroundEffect` names another
    /// blur style, and an unknown one is reported and leaves no blur.
    private func fillBarAppearance(_ look: UIBarAppearance, _ e: NibElement) {
        look.configureWithDefaultBackground()
        if let name = e["backgroundEffect"] {
            if let style = Self.blurStyles[name] { look.backgroundEffect = UIBlurEffect(style: style) } else {
                look.backgroundEffect = nil
                if name != "none" { document.unsupported(e, "background effect \(name)") }
            }
        }
        for c in e.children where c.name == "color" || (c.name == "nil" && c["key"] != nil) {
            switch c["key"] {
            case "backgroundColor": look.backgroundColor = NibValues.color(c, in: document)
            case "shadowColor": look.shadowColor = NibValues.color(c, in: document)
            default: break
            }
        }
        if let name = e["backgroundImage"] { look.backgroundImage = image(name) }
        if let name = e["shadowImage"] { look.shadowImage = image(name) }
        if let mode = e["backgroundImageContentMode"], let m = UIView.contentModeNames[mode] { look.backgroundImageContentMode = m }
    }

    /// A `<textAttributes>`: its font, text colour and shadow.
    private func textAttributes(_ e: NibElement) -> [NSAttributedString.Key: Any] {
        var out: [NSAttributedString.Key: Any] = [:]
        if let f = e.child("fontDescription") { out[.font] = NibValues.font(f) }
        if let c = e.child("color", key: "textColor"), let color = NibValues.color(c, in: document) { out[.foregroundColor] = color }
        if let c = e.child("color", key: "textShadowColor"), let color = NibValues.color(c, in: document) {
            let shadow = NSShadow()
            shadow.shadowColor = color
            if let o = e.child("offsetWrapper", key: "textShadowOffset") {
                shadow.shadowOffset = CGSize(width: NibValues.number(o, "horizontal") ?? 0, height: NibValues.number(o, "vertical") ?? 0)
            }
            out[.shadow] = shadow
        }
        return out
    }
}
