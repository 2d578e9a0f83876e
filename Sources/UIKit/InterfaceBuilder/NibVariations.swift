import Foundation

/// An object's size-class variations, as Xcode's "Vary for Traits" writes them: `<variation
/// key="heightClass=compact-widthClass=regular">` holding attributes (a font, a color) and masks
/// that include or exclude constraints and subviews. Applied when the object is made and again
/// whenever its view's size classes change (a rotation, an iPad split).
@MainActor final class NibVariations: NibTraitVariations {
    private struct Variation {
        let width: UIUserInterfaceSizeClass?
        let height: UIUserInterfaceSizeClass?
        let element: NibElement
        var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
        func matches(_ t: UITraitCollection) -> Bool {
            (width == nil || width == t.horizontalSizeClass) && (height == nil || height == t.verticalSizeClass)
        }
    }

    private let element: NibElement
    private let document: NibDocument
    private let variations: [Variation]
    /// Constraints and subviews the masks name, by id, with each subview's place among its siblings.
    private var constraints: [String: NSLayoutConstraint] = [:]
    private var subviews: [(id: String, view: UIView, index: Int)] = []
    private var appliedAttributes = false

    /// Nil when `e` has no variations for any size class.
    init?(_ e: NibElement, document: NibDocument) {
        let sizes: [String: UIUserInterfaceSizeClass] = ["compact": .compact, "regular": .regular]
        var list: [Variation] = []
        for v in e.children where v.name == "variation" {
            guard let key = v["key"] else { continue }
            var width: UIUserInterfaceSizeClass?, height: UIUserInterfaceSizeClass?
            if key != "default" {
                for part in key.split(separator: "-") {
                    let pair = part.split(separator: "=").map(String.init)
                    guard pair.count == 2, let size = sizes[pair[1]] else { document.unsupported(v, "variation \(key)"); continue }
                    if pair[0] == "widthClass" { width = size } else if pair[0] == "heightClass" { height = size }
                }
            }
            list.append(Variation(width: width, height: height, element: v))
        }
        guard list.contains(where: { $0.specificity > 0 }) || list.contains(where: { !$0.element.children.isEmpty }) else { return nil }
        element = e
        self.document = document
        variations = list.sorted { $0.specificity < $1.specificity }
    }

    /// Finds the objects the masks name (once the nib's constraints exist).
    func resolve(_ objects: [String: AnyObject], in view: UIView?) {
        for v in variations {
            for mask in v.element.children where mask.name == "mask" {
                for r in mask.children {
                    guard let id = r["reference"], let o = objects[id] else { continue }
                    if let c = o as? NSLayoutConstraint { constraints[id] = c }
                    if let s = o as? UIView, let view, !subviews.contains(where: { $0.id == id }) {
                        subviews.append((id, s, view.subviews.firstIndex { $0 === s } ?? view.subviews.count))
                    }
                }
            }
        }
    }

    /// Whether each constraint or subview the masks name is installed for `traits` (the default
    /// variation first, then the more specific ones; unnamed ones are installed).
    func installed(for traits: UITraitCollection) -> [String: Bool] {
        var installed: [String: Bool] = [:]
        for v in variations where v.matches(traits) {
            for mask in v.element.children where mask.name == "mask" {
                for r in mask.children {
                    if let id = r["reference"] { installed[id] = r.name == "include" }
                }
            }
        }
        return installed
    }

    /// Installs what the size classes of `traits` install and sets their attributes on `object`:
    /// subviews first, then constraints off, then on (so no two conflict on the way).
    func apply(to object: AnyObject, traits: UITraitCollection) {
        let installed = installed(for: traits)
        if let view = object as? UIView {
            for (id, s, index) in subviews {
                let shown = installed[id] ?? true
                if shown, s.superview !== view { view.insertSubview(s, at: min(index, view.subviews.count)) }
                if !shown, s.superview === view { s.removeFromSuperview() }
            }
        }
        for (id, c) in constraints where installed[id] == false && c.isActive { c.isActive = false }
        for (id, c) in constraints where installed[id] != false && !c.isActive { c.isActive = true }
        applyAttributes(to: object, variations.filter { $0.specificity > 0 && $0.matches(traits) })
    }

    /// The base's values for what any variation changes, then each matching variation's.
    private func applyAttributes(to object: AnyObject, _ matching: [Variation]) {
        let changing = variations.filter { $0.specificity > 0 }
        let keys = Set(changing.flatMap { $0.element.children.filter { $0.name != "mask" }.compactMap { $0["key"] } })
        let names = Set(changing.flatMap { $0.element.attributes.keys }).subtracting(["key"])
        guard !keys.isEmpty || !names.isEmpty, !(matching.isEmpty && !appliedAttributes) else { return }
        let loading = NibInstantiation(document: document, owner: nil)
        let base = NibElement(name: element.name, attributes: element.attributes.filter { names.contains($0.key) }, line: element.line,
                              children: element.children.filter { $0["key"].map(keys.contains) ?? false })
        guard let decodable = object as? NibDecodable else { return }
        decodable.decodeAttributes(from: UINibDecoder(base, loading, tracks: false))
        for v in matching {
            var attributes = v.element.attributes
            attributes["key"] = nil
            decodable.decodeAttributes(from: UINibDecoder(NibElement(name: element.name, attributes: attributes, line: v.element.line,
                                                                     children: v.element.children.filter { $0.name != "mask" }), loading, tracks: false))
        }
        appliedAttributes = !matching.isEmpty
    }
}
