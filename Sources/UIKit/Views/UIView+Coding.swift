import Foundation

/// What a view reads in `init?(coder:)` and writes in `encode(with:)`, by the names Interface
/// Builder writes: its frame, resizing, colours, flags, margins, priorities and accessibility; from
/// a nib also its subviews, constraints and layout guides. Subclasses read their own after
/// `super.init(coder:)`, as on iOS.
extension UIView: @preconcurrency NSCoding, NibDecodable {
    static let contentModeNames: [String: ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill, "redraw": .redraw,
        "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
        "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    private static let resizingFlags: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)]

    private static let priorityKeys: [(String, NSLayoutConstraint.Axis, Bool)] = [
        ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
        ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false)]

    /// The view's own values (idempotent: a size class's variation sets them again).
    func decodeView(from coder: NSCoder) {
        if let r = coder.geometry("frame") { frame = NSCoder.cgRect(for: r) }
        if let nib = coder as? any NibCoding {
            if let m = nib.nested(key: "autoresizingMask") {
                autoresizingMask = AutoresizingMask(Self.resizingFlags.filter { m.flag($0.0) == true }.map(\.1))
            }
        } else if let raw = coder.integer("autoresizingMask") {
            autoresizingMask = AutoresizingMask(rawValue: UInt(raw))
        }
        if let t = coder.flag("translatesAutoresizingMaskIntoConstraints") { translatesAutoresizingMaskIntoConstraints = t }
        // A view Interface Builder keeps at a fixed frame (no constraints of its own) is laid out by
        // its autoresizing mask, whatever the file says of translation: Xcode's build does the same.
        if coder.flag("fixedFrame") == true { translatesAutoresizingMaskIntoConstraints = true }
        // Background, interaction, content mode, hidden, clipping: what subclasses' set-ups also change.
        restoreDecoded(SetUpKey.allCases, from: coder)
        if let c = coder.color("tintColor") { tintColor = c }
        if let m = coder.choice("tintAdjustmentMode", ["automatic": TintAdjustmentMode.automatic, "normal": .normal, "dimmed": .dimmed]) {
            tintAdjustmentMode = m
        }
        if let a = coder.number("alpha") { alpha = a }
        if let c = coder.flag("clearsContextBeforeDrawing") { clearsContextBeforeDrawing = c }
        if let m = coder.flag("multipleTouchEnabled") { isMultipleTouchEnabled = m }
        if let t = coder.integer("tag") { tag = t }
        if let r = coder.text("restorationIdentifier") { restorationIdentifier = r }
        decodeAccessibility(from: coder)
        if let m = coder.geometry("layoutMargins") { layoutMargins = NSCoder.uiEdgeInsets(for: m) }
        if let m = coder.geometry("directionalLayoutMargins") { directionalLayoutMargins = NSCoder.nsDirectionalEdgeInsets(for: m) }
        if let p = coder.flag("preservesSuperviewLayoutMargins") { preservesSuperviewLayoutMargins = p }
        if let i = coder.flag("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = i }
        for (key, axis, hugging) in Self.priorityKeys {
            guard let p = coder.number(key) else { continue }
            if hugging { setContentHuggingPriority(UILayoutPriority(Float(p)), for: axis) } else {
                setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: axis)
            }
        }
    }

    /// The view attributes a UIKit subclass's set-up changes, read again after it, so the file wins
    /// over UIKit's defaults (an app's init, which runs later still, wins over both).
    enum SetUpKey: CaseIterable { case backgroundColor, opaque, userInteractionEnabled, contentMode, hidden, clipsSubviews }

    func restoreDecoded(_ keys: [SetUpKey], from coder: NSCoder) {
        for key in keys {
            switch key {
            case .backgroundColor: if let c = coder.color("backgroundColor") { backgroundColor = c }
            case .userInteractionEnabled: if let v = coder.flag("userInteractionEnabled") { isUserInteractionEnabled = v }
            case .contentMode: if let m = coder.choice("contentMode", Self.contentModeNames) { contentMode = m }
            case .opaque: if let v = coder.flag("opaque") { isOpaque = v }
            case .hidden: if let v = coder.flag("hidden") { isHidden = v }
            case .clipsSubviews: if let v = coder.flag("clipsSubviews") { clipsToBounds = v }
            }
        }
    }

    /// A nib's subviews (each made through its class's `init?(coder:)`), constraints (made once
    /// every object exists) and layout guides (which constraints name by id).
    func decodeViewStructure(from nib: any NibCoding) {
        for s in nib.children(of: "subviews") {
            if let v = nib.make(s) as? UIView { addSubview(v) } else if nib.describesObject(s) {
                nib.reportUnsupported(s, "<\(s.name)> as a subview")
            }
        }
        // `<gestureRecognizers/>` marks what the outlet collection connects.
        nib.noteRead("gestureRecognizers")
        if nib.element.child("constraints") != nil {
            nib.noteRead("constraints")
            nib.holdConstraints(of: self, nib.element)
        }
        for g in nib.element.children where g.name == "viewLayoutGuide" {
            guard let key = g["key"] else { continue }
            nib.noteRead(key)
            guard let id = g.id else { continue }
            if let guide = layoutGuide(nibKey: key) { nib.register(guide, id: id) } else {
                nib.reportUnsupported(g, "layout guide \(key)")
            }
        }
    }

    /// Writes what `decodeView(from:)` reads. Subclasses that override call super, as on iOS.
    func encodeView(with coder: NSCoder) {
        coder.encode(frame, forKey: "frame")
        coder.encode(Int(autoresizingMask.rawValue), forKey: "autoresizingMask")
        coder.encode(translatesAutoresizingMaskIntoConstraints, forKey: "translatesAutoresizingMaskIntoConstraints")
        if let c = backgroundColor { coder.encode(c, forKey: "backgroundColor") }
        if let c = storedTintColor { coder.encode(c, forKey: "tintColor") }
        coder.encode(Double(alpha), forKey: "alpha")
        coder.encode(isHidden, forKey: "hidden")
        coder.encode(isOpaque, forKey: "opaque")
        coder.encode(clipsToBounds, forKey: "clipsSubviews")
        coder.encode(isUserInteractionEnabled, forKey: "userInteractionEnabled")
        coder.encode(isMultipleTouchEnabled, forKey: "multipleTouchEnabled")
        coder.encode(tag, forKey: "tag")
        coder.encode(contentMode, in: Self.contentModeNames, forKey: "contentMode")
        if let r = restorationIdentifier { coder.encode(r, forKey: "restorationIdentifier") }
        if let l = accessibilityLabel { coder.encode(l, forKey: "accessibilityLabel") }
        if let i = accessibilityIdentifier { coder.encode(i, forKey: "accessibilityIdentifier") }
        coder.encode(layoutMargins, forKey: "layoutMargins")
        coder.encode(subviews, forKey: "subviews")
    }

    /// An archive's subviews (a nib's are made in `decodeViewStructure`).
    func decodeArchivedSubviews(from coder: NSCoder) {
        for v in coder.object("subviews") as? [UIView] ?? [] { addSubview(v) }
    }
}
