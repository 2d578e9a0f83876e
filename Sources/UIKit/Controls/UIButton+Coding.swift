import Foundation

/// What a button reads from its coder: its type, each state's title, image, colour and attributed
/// title, an Xcode 13 and later configuration, and its title font.
extension UIButton {
    private static let typeNames: [String: ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close]
    private static let stateNames: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected,
                                                                "disabled": .disabled]
    private static let sizeNames: [String: UIButton.Configuration.Size] = ["mini": .mini, "small": .small, "medium": .medium, "large": .large]
    private static let cornerNames: [String: UIButton.Configuration.CornerStyle] = [
        "dynamic": .dynamic, "fixed": .fixed, "capsule": .capsule, "large": .large, "medium": .medium, "small": .small]

    func decodeButton(from coder: NSCoder) {
        if let t = coder.choice("buttonType", Self.typeNames) { adoptButtonType(t) }
        if let nib = coder as? any NibCoding {
            for s in nib.all("state") {
                guard let key = s.text("key"), let state = Self.stateNames[key] else { continue }
                if let t = s.text("title") { setTitle(t, for: state) }
                if let img = s.text("image") { setImage(nib.image(named: img), for: state) }
                if let img = s.text("backgroundImage") { setBackgroundImage(nib.image(named: img), for: state) }
                if let c = s.color("titleColor") { setTitleColor(c, for: state) }
                if let a = s.decodeObject(forKey: "attributedTitle") as? NSAttributedString { setAttributedTitle(a, for: state) }
                s.reportUnread()
            }
            if let c = nib.nested(key: "configuration") { configuration = Self.configuration(c) }
        } else if let t = coder.text("title") {
            setTitle(t, for: .normal)
        }
        if let f = coder.font("fontDescription") { titleLabel?.font = f }
        if let b = coder.choice("lineBreakMode", UILabel.lineBreakNames) { titleLabel?.lineBreakMode = b }
        if let i = coder.geometry("contentEdgeInsets") { contentEdgeInsets = NSCoder.uiEdgeInsets(for: i) }
        if let i = coder.geometry("titleEdgeInsets") { titleEdgeInsets = NSCoder.uiEdgeInsets(for: i) }
        if let i = coder.geometry("imageEdgeInsets") { imageEdgeInsets = NSCoder.uiEdgeInsets(for: i) }
    }

    /// A `<buttonConfiguration>`: its style, title, subtitle, image, colours, size and corners.
    private static func configuration(_ c: any NibCoding) -> UIButton.Configuration {
        var config: UIButton.Configuration = switch c.text("style") {
        case "filled": .filled()
        case "tinted": .tinted()
        case "gray": .gray()
        case "borderedTinted": .borderedTinted()
        case "bordered": .bordered()
        case "borderedProminent": .borderedProminent()
        case "borderless": .borderless()
        default: .plain()
        }
        config.title = c.text("title")
        if let s = c.text("subtitle") { config.subtitle = s }
        if let font = c.font("titleFontDescription") {
            config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = font
                return outgoing
            }
        }
        if let name = c.text("image") { config.image = c.image(named: name) ?? UIImage(systemName: name) }
        if let p = c.number("imagePadding") { config.imagePadding = p }
        if let s = c.choice("buttonSize", sizeNames) { config.buttonSize = s }
        if let color = c.color("baseForegroundColor") { config.baseForegroundColor = color }
        if let color = c.color("baseBackgroundColor") { config.baseBackgroundColor = color }
        if let s = c.choice("cornerStyle", cornerNames) { config.cornerStyle = s }
        if let i = c.geometry("contentInsets") { config.contentInsets = NSCoder.nsDirectionalEdgeInsets(for: i) }
        return config
    }

    func encodeButton(with coder: NSCoder) {
        coder.encode(buttonType, in: Self.typeNames.filter { $0.key != "roundedRect" }, forKey: "buttonType")
        if let t = title(for: .normal) { coder.encode(t, forKey: "title") }
    }
}
