import Foundation

/// What the file says about each kind of object, set on it (`apply` may run twice, so it only
/// sets; `build` adds parts — bar items, segments — once).
extension NibInstantiation {
    func apply(_ object: AnyObject, _ e: NibElement) {
        if let v = object as? UIView { applyView(v, e) }
        if let l = object as? UILabel { applyLabel(l, e) }
        if let c = object as? UIControl { applyControl(c, e) }
        if let b = object as? UIButton { applyButton(b, e) }
        if let f = object as? UITextField { applyTextField(f, e) }
        if let s = object as? UISwitch { s.isOn = e["on"] == "YES" }
        if let s = object as? UISlider {
            if let v = NibValues.number(e, "minValue") { s.minimumValue = Float(v) }
            if let v = NibValues.number(e, "maxValue") { s.maximumValue = Float(v) }
            if let v = NibValues.number(e, "value") { s.value = Float(v) }
            if e["continuous"] == "NO" { s.isContinuous = false }
        }
        if let s = object as? UIStepper {
            if let v = NibValues.number(e, "minimumValue") { s.minimumValue = Double(v) }
            if let v = NibValues.number(e, "maximumValue") { s.maximumValue = Double(v) }
            if let v = NibValues.number(e, "stepValue") { s.stepValue = Double(v) }
            if let v = NibValues.number(e, "value") { s.value = Double(v) }
        }
        if let d = object as? UIDatePicker { applyDatePicker(d, e) }
        if let p = object as? UIPageViewController {
            if e["transitionStyle"] == "pageCurl" { p.transitionStyle = .pageCurl; p.spineLocation = .min }
            if e["navigationOrientation"] == "vertical" { p.navigationOrientation = .vertical }
            let spines: [String: UIPageViewController.SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]
            if let s = e["spineLocation"].flatMap({ spines[$0] }) { p.spineLocation = s }
        }
        if let p = object as? UIPageControl {
            if let n = e["numberOfPages"].flatMap(Int.init) { p.numberOfPages = n }
            if let n = e["currentPage"].flatMap(Int.init) { p.currentPage = n }
            if e["hidesForSinglePage"] == "YES" { p.hidesForSinglePage = true }
            if let c = e.child("color", key: "pageIndicatorTintColor") { p.pageIndicatorTintColor = NibValues.color(c, in: document) }
            if let c = e.child("color", key: "currentPageIndicatorTintColor") { p.currentPageIndicatorTintColor = NibValues.color(c, in: document) }
        }
        if let p = object as? UIProgressView {
            if e["progressViewStyle"] == "bar" { p.progressViewStyle = .bar }
            if let v = NibValues.number(e, "progress") { p.progress = Float(v) }
            if let c = e.child("color", key: "progressTintColor") { p.progressTintColor = NibValues.color(c, in: document) }
            if let c = e.child("color", key: "trackTintColor") { p.trackTintColor = NibValues.color(c, in: document) }
        }
        if let a = object as? UIActivityIndicatorView {
            if e["hidesWhenStopped"] == "NO" { a.hidesWhenStopped = false }
        }
        if let i = object as? UIImageView, let name = e["image"] ?? e.child(key: "image")?["image"] {
            i.image = image(name)
        }
        if let t = object as? UIToolbar, e["barStyle"] == "black" { t.barStyle = .black }
        if let bar = object as? UIView, ["navigationBar", "toolbar", "tabBar", "searchBar"].contains(e.name) { applyBar(bar, e) }
        if let item = object as? UIBarItem { applyBarItem(item, e) }
        if let s = object as? UIStackView { applyStack(s, e) }
        if let s = object as? UIScrollView { applyScroll(s, e) }
        if let n = object as? UINavigationItem, let t = e["title"] { n.title = t }
        if let vc = object as? UIViewController { applyController(vc, e) }
        if let g = object as? UIGestureRecognizer { applyRecognizer(g, e) }
        if let t = object as? UITableView { applyTable(t, e) }
        if let t = object as? UITextView {
            if let text = e["text"] ?? e.child("string", key: "text")?.text { t.text = text }
            if e["editable"] == "NO" { t.isEditable = false }
            if e["selectable"] == "NO" { t.isSelectable = false }
            if let f = e.child("fontDescription", key: "fontDescription") { t.font = NibValues.font(f) }
            if let a = e.child("attributedString", key: "attributedText") { t.attributedText = NibValues.attributedString(a, in: document) }
        }
        if let b = object as? UISearchBar {
            if let p = e["placeholder"] { b.placeholder = p }
            if let t = e["text"] { b.text = t }
        }
        if let s = object as? UISegmentedControl, e["momentary"] == "YES" { s.isMomentary = true }
        // After the font: a text-style font follows the user's text size from now on.
        if e["adjustsFontForContentSizeCategory"] == "YES", let a = object as? UIContentSizeCategoryAdjusting {
            a.adjustsFontForContentSizeCategory = true
        }
        runtimeAttributes(object, e)
    }

    func build(_ object: AnyObject, _ e: NibElement) {
        if let vc = object as? UIViewController { buildController(vc, e) }
        if let t = object as? UITableView { buildTable(t, e) }
        if let c = object as? UICollectionView { buildCollection(c, e) }
        if let l = object as? UICollectionViewFlowLayout { applyFlowLayout(l, e) }
        if let t = object as? UIToolbar {
            let items = e.children(of: "items").compactMap { make($0) as? UIBarButtonItem }
            if !items.isEmpty { t.setItems(items, animated: false) }
        }
        if let n = object as? UINavigationBar {
            let items = e.children(of: "items").compactMap { make($0) as? UINavigationItem }
            if !items.isEmpty { n.setItems(items, animated: false) }
        }
        if let n = object as? UINavigationItem { buildNavigationItem(n, e) }
        if let s = object as? UISegmentedControl, s.numberOfSegments == 0 {
            for (i, seg) in e.children(of: "segments").enumerated() { s.insertSegment(withTitle: seg["title"], at: i, animated: false) }
            if let i = e["selectedSegmentIndex"].flatMap(Int.init) { s.selectedSegmentIndex = i }
        }
    }

    /// A navigation item's bar button items (also `leftBarButtonItems`/`rightBarButtonItems` lists).
    func buildNavigationItem(_ n: UINavigationItem, _ e: NibElement) {
        for c in e.children where c.name == "barButtonItem" {
            guard let item = make(c) as? UIBarButtonItem else { continue }
            switch c["key"] {
            case "leftBarButtonItem": n.leftBarButtonItem = item
            case "rightBarButtonItem": n.rightBarButtonItem = item
            case "backBarButtonItem": n.backBarButtonItem = item
            default: document.unsupported(c, "a bar button item as \(c["key"] ?? "?")")
            }
        }
        for key in ["leftBarButtonItems", "rightBarButtonItems"] {
            guard let list = e.children.first(where: { $0.name == "barButtonItems" && $0["key"] == key }) else { continue }
            let items = list.children.compactMap { make($0) as? UIBarButtonItem }
            if key == "leftBarButtonItems" { n.leftBarButtonItems = items } else { n.rightBarButtonItems = items }
        }
        let modes: [String: UINavigationItem.LargeTitleDisplayMode] = ["always": .always, "never": .never, "automatic": .automatic]
        if let m = e["largeTitleDisplayMode"].flatMap({ modes[$0] }) { n.largeTitleDisplayMode = m }
        if let p = e["prompt"] { n.prompt = p }
    }

    /// A controller's own navigation item, as the file fills it in.
    func fill(_ n: UINavigationItem, _ e: NibElement) {
        if let id = e.id { register(n, id: id) }
        apply(n, e)
        buildNavigationItem(n, e)
        applyItemAppearances(n, e)
        if e.child("connections") != nil { noteConnections(n, e) }
    }

    /// A bar's `translucent="NO"` and bar tint colour, on the four kinds of bar.
    func applyBar(_ bar: UIView, _ e: NibElement) {
        let translucent = e["translucent"] != "NO"
        let tint = e.children.first { $0.name == "color" && $0["key"] == "barTintColor" }.flatMap { NibValues.color($0, in: document) }
        switch bar {
        case let b as UINavigationBar: b.isTranslucent = translucent; if let tint { b.barTintColor = tint }
        case let b as UIToolbar: b.isTranslucent = translucent; if let tint { b.barTintColor = tint }
        case let b as UISearchBar: b.isTranslucent = translucent; if let tint { b.barTintColor = tint }
        case let b as UITabBar: if let tint { b.barTintColor = tint }; if e["translucent"] == "NO" { b.isTranslucent = false }
        default: break
        }
        applyBarLooks(bar, e)
    }

    private func applyView(_ v: UIView, _ e: NibElement) {
        if let r = e.child("rect", key: "frame") { v.frame = NibValues.rect(r) }
        if let m = e.child("autoresizingMask", key: "autoresizingMask") {
            var mask: UIView.AutoresizingMask = []
            let flags: [(String, UIView.AutoresizingMask)] = [("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                                                              ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                                                              ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)]
            for (name, flag) in flags where m[name] == "YES" { mask.insert(flag) }
            v.autoresizingMask = mask
        }
        if e["translatesAutoresizingMaskIntoConstraints"] == "NO" { v.translatesAutoresizingMaskIntoConstraints = false }
        for c in e.children where c.name == "color" || (c.name == "nil" && c["key"] != nil) {
            let color = NibValues.color(c, in: document)
            switch c["key"] {
            case "backgroundColor": v.backgroundColor = color
            case "tintColor": v.tintColor = color
            default: break
            }
        }
        if let a = NibValues.number(e, "alpha") { v.alpha = a }
        if e["hidden"] == "YES" { v.isHidden = true }
        if e["clipsSubviews"] == "YES" { v.clipsToBounds = true }
        if e["clearsContextBeforeDrawing"] == "NO" { v.clearsContextBeforeDrawing = false }
        if e["userInteractionEnabled"] == "NO" { v.isUserInteractionEnabled = false }
        if e["multipleTouchEnabled"] == "YES" { v.isMultipleTouchEnabled = true }
        if let t = e["tag"].flatMap(Int.init) { v.tag = t }
        if let mode = e["contentMode"], let m = Self.contentModes[mode] { v.contentMode = m }
        if let a = e.child("accessibility", key: "accessibilityConfiguration") { applyAccessibility(v, a) }
        if let m = e.child("edgeInsets", key: "layoutMargins") { v.layoutMargins = NibValues.insets(m) }
        if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") { v.directionalLayoutMargins = NibValues.directionalInsets(m) }
        if e["preservesSuperviewLayoutMargins"] == "YES" { v.preservesSuperviewLayoutMargins = true }
        if e["insetsLayoutMarginsFromSafeArea"] == "NO" { v.insetsLayoutMarginsFromSafeArea = false }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
                                                                     ("horizontalCompressionResistancePriority", .horizontal, false),
                                                                     ("verticalCompressionResistancePriority", .vertical, false)]
        for (name, axis, hugging) in priorities {
            guard let p = NibValues.number(e, name) else { continue }
            if hugging { v.setContentHuggingPriority(UILayoutPriority(Float(p)), for: axis) } else {
                v.setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: axis)
            }
        }
    }

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill, "redraw": .redraw,
        "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
        "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    private static let alignments: [String: NSTextAlignment] = ["natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified]

    private func applyLabel(_ l: UILabel, _ e: NibElement) {
        if let t = e["text"] ?? e.child("string", key: "text")?.text { l.text = t }
        if let f = e.child("fontDescription", key: "fontDescription") { l.font = NibValues.font(f) }
        if let c = e.child("color", key: "textColor") { l.textColor = NibValues.color(c, in: document) }
        if let a = e["textAlignment"].flatMap({ Self.alignments[$0] }) { l.textAlignment = a }
        if let n = e["numberOfLines"].flatMap(Int.init) { l.numberOfLines = n }
        let breaks: [String: NSLineBreakMode] = ["wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
                                                 "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
                                                 "middleTruncation": .byTruncatingMiddle]
        if let b = e["lineBreakMode"].flatMap({ breaks[$0] }) { l.lineBreakMode = b }
        if e["adjustsFontSizeToFit"] == "YES" { l.adjustsFontSizeToFitWidth = true }
        if let m = NibValues.number(e, "minimumScaleFactor") { l.minimumScaleFactor = m }
        if let p = NibValues.number(e, "preferredMaxLayoutWidth") { l.preferredMaxLayoutWidth = p }
        // Last: the fragments' own fonts and colours win over the label's.
        if let a = e.child("attributedString", key: "attributedText") { l.attributedText = NibValues.attributedString(a, in: document) }
    }

    private func applyControl(_ c: UIControl, _ e: NibElement) {
        if e["enabled"] == "NO" { c.isEnabled = false }
        if e["selected"] == "YES" { c.isSelected = true }
        if e["highlighted"] == "YES" { c.isHighlighted = true }
        let h: [String: UIControl.ContentHorizontalAlignment] = ["center": .center, "left": .left, "right": .right, "fill": .fill,
                                                                  "leading": .leading, "trailing": .trailing]
        if let a = e["contentHorizontalAlignment"].flatMap({ h[$0] }) { c.contentHorizontalAlignment = a }
    }

    private func applyButton(_ b: UIButton, _ e: NibElement) {
        let types: [String: UIButton.ButtonType] = ["custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
                                                    "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close]
        b.adoptButtonType(e["buttonType"].flatMap { types[$0] } ?? .custom)
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        for s in e.children where s.name == "state" {
            guard let key = s["key"], let state = states[key] else { continue }
            if let t = s["title"] { b.setTitle(t, for: state) }
            if let img = s["image"] { b.setImage(image(img), for: state) }
            if let c = s.child("color", key: "titleColor") { b.setTitleColor(NibValues.color(c, in: document), for: state) }
            if let a = s.child("attributedString", key: "attributedTitle") {
                b.setAttributedTitle(NibValues.attributedString(a, in: document), for: state)
            }
        }
        if let config = e.child("buttonConfiguration", key: "configuration") {
            var c: UIButton.Configuration = config["style"] == "filled" ? .filled() : config["style"] == "tinted" ? .tinted() : config["style"] == "gray" ? .gray() : .plain()
            c.title = config["title"]
            b.configuration = c
        }
        if let f = e.child("fontDescription", key: "fontDescription") { b.titleLabel?.font = NibValues.font(f) }
    }

    private func applyTextField(_ f: UITextField, _ e: NibElement) {
        if let t = e["text"] { f.text = t }
        if let p = e["placeholder"] { f.placeholder = p }
        let borders: [String: UITextField.BorderStyle] = ["roundedRect": .roundedRect, "line": .line, "bezel": .bezel, "none": .none]
        if let b = e["borderStyle"].flatMap({ borders[$0] }) { f.borderStyle = b }
        if let a = e["textAlignment"].flatMap({ Self.alignments[$0] }) { f.textAlignment = a }
        if let font = e.child("fontDescription", key: "fontDescription") { f.font = NibValues.font(font) }
        if let c = e.child("color", key: "textColor") { f.textColor = NibValues.color(c, in: document) }
        if let a = e.child("attributedString", key: "attributedText") { f.attributedText = NibValues.attributedString(a, in: document) }
        if let a = e.child("attributedString", key: "attributedPlaceholder") { f.attributedPlaceholder = NibValues.attributedString(a, in: document) }
        let clear: [String: UITextField.ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always]
        if let m = e["clearButtonMode"].flatMap({ clear[$0] }) { f.clearButtonMode = m }
        if let traits = e.child("textInputTraits", key: "textInputTraits") {
            if traits["secureTextEntry"] == "YES" { f.isSecureTextEntry = true }
            let keyboards: [String: UIKeyboardType] = ["numberPad": .numberPad, "decimalPad": .decimalPad, "emailAddress": .emailAddress,
                                                       "phonePad": .phonePad, "URL": .URL, "numbersAndPunctuation": .numbersAndPunctuation]
            if let k = traits["keyboardType"].flatMap({ keyboards[$0] }) { f.keyboardType = k }
            let returns: [String: UIReturnKeyType] = ["done": .done, "go": .go, "next": .next, "search": .search, "send": .send]
            if let r = traits["returnKeyType"].flatMap({ returns[$0] }) { f.returnKeyType = r }
        }
    }

    private func applyBarItem(_ item: UIBarItem, _ e: NibElement) {
        if let t = e["title"] { item.title = t }
        if let a = e.child("accessibility", key: "accessibilityConfiguration") { applyAccessibility(item, a) }
        if e["enabled"] == "NO" { item.isEnabled = false }
        if let t = e["tag"].flatMap(Int.init) { item.tag = t }
        if let img = e["image"] { item.image = image(img) }
        if let t = item as? UITabBarItem {
            if let img = e["selectedImage"] { t.selectedImage = image(img) }
            if let badge = e["badgeValue"] { t.badgeValue = badge }
            let items: [String: UITabBarItem.SystemItem] = [
                "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
                "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search, "downloads": .downloads,
                "mostRecent": .mostRecent, "mostViewed": .mostViewed]
            if let s = e["systemItem"] {
                if let item = items[s] { t.adoptSystemItem(item) } else { document.unsupported(e, "tab bar system item \(s)") }
            }
        }
        guard let b = item as? UIBarButtonItem else { return }
        if e["style"] == "done" { b.style = .done }
        if let w = NibValues.number(e, "width") { b.width = w }
        if let s = e["systemItem"] {
            let items: [String: UIBarButtonItem.SystemItem] = [
                "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
                "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
                "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
                "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo]
            if let item = items[s] { b.adoptSystemItem(item) } else { document.unsupported(e, "system item \(s)") }
        }
    }

    private func applyRecognizer(_ g: UIGestureRecognizer, _ e: NibElement) {
        if e["cancelsTouchesInView"] == "NO" { g.cancelsTouchesInView = false }
        if e["delaysTouchesBegan"] == "YES" { g.delaysTouchesBegan = true }
        if e["delaysTouchesEnded"] == "NO" { g.delaysTouchesEnded = false }
        if let t = g as? UITapGestureRecognizer {
            if let n = e["numberOfTapsRequired"].flatMap(Int.init) { t.numberOfTapsRequired = n }
            if let n = e["numberOfTouchesRequired"].flatMap(Int.init) { t.numberOfTouchesRequired = n }
        }
        if let l = g as? UILongPressGestureRecognizer {
            if let d = NibValues.number(e, "minimumPressDuration") { l.minimumPressDuration = Double(d) }
            if let m = NibValues.number(e, "allowableMovement") { l.allowableMovement = m }
        }
        if let s = g as? UISwipeGestureRecognizer {
            let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let d = e["direction"].flatMap({ directions[$0] }) { s.direction = d }
        }
        if let p = g as? UIPanGestureRecognizer {
            if let n = e["minimumNumberOfTouches"].flatMap(Int.init) { p.minimumNumberOfTouches = n }
            if let n = e["maximumNumberOfTouches"].flatMap(Int.init) { p.maximumNumberOfTouches = n }
        }
    }

    private func applyTable(_ t: UITableView, _ e: NibElement) {
        if e["separatorStyle"] == "none" { t.separatorStyle = .none }
        if e["allowsSelection"] == "NO" { t.allowsSelection = false }
        if e["allowsMultipleSelection"] == "YES" { t.allowsMultipleSelection = true }
        if e["allowsSelectionDuringEditing"] == "YES" { t.allowsSelectionDuringEditing = true }
        if e["allowsMultipleSelectionDuringEditing"] == "YES" { t.allowsMultipleSelectionDuringEditing = true }
    }

    private func applyStack(_ s: UIStackView, _ e: NibElement) {
        if e["axis"] == "vertical" { s.axis = .vertical }
        if let v = NibValues.number(e, "spacing") { s.spacing = v }
        let distributions: [String: UIStackView.Distribution] = ["fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                                                                 "equalSpacing": .equalSpacing, "equalCentering": .equalCentering]
        if let d = e["distribution"].flatMap({ distributions[$0] }) { s.distribution = d }
        let alignments: [String: UIStackView.Alignment] = ["fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
                                                           "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline]
        if let a = e["alignment"].flatMap({ alignments[$0] }) { s.alignment = a }
        if e["baselineRelativeArrangement"] == "YES" { s.isBaselineRelativeArrangement = true }
        if e["layoutMarginsFollowReadableWidth"] == "YES" || e["layoutMarginsRelativeArrangement"] == "YES" { s.isLayoutMarginsRelativeArrangement = true }
    }

    private func applyScroll(_ s: UIScrollView, _ e: NibElement) {
        if e["showsHorizontalScrollIndicator"] == "NO" { s.showsHorizontalScrollIndicator = false }
        if e["showsVerticalScrollIndicator"] == "NO" { s.showsVerticalScrollIndicator = false }
        if e["pagingEnabled"] == "YES" { s.isPagingEnabled = true }
        if e["scrollEnabled"] == "NO" { s.isScrollEnabled = false }
        if e["bounces"] == "NO" { s.bounces = false }
        if e["alwaysBounceVertical"] == "YES" { s.alwaysBounceVertical = true }
        if e["alwaysBounceHorizontal"] == "YES" { s.alwaysBounceHorizontal = true }
        if e["directionalLockEnabled"] == "YES" { s.isDirectionalLockEnabled = true }
        if e["delaysContentTouches"] == "NO" { s.delaysContentTouches = false }
        if e["canCancelContentTouches"] == "NO" { s.canCancelContentTouches = false }
        if let v = NibValues.number(e, "minimumZoomScale") { s.minimumZoomScale = v }
        if let v = NibValues.number(e, "maximumZoomScale") { s.maximumZoomScale = v }
        let modes: [String: UIScrollView.KeyboardDismissMode] = ["onDrag": .onDrag, "interactive": .interactive]
        if let m = e["keyboardDismissMode"].flatMap({ modes[$0] }) { s.keyboardDismissMode = m }
    }

    /// An image the file names, from the file's bundle.
    func image(_ name: String) -> UIImage? { UIImage(named: name, in: document.bundle, compatibleWith: nil) }

    private func runtimeAttributes(_ object: AnyObject, _ e: NibElement) {
        guard let target = object as? NibConnectable else { return }
        for a in e.children(of: "userDefinedRuntimeAttributes") {
            guard let path = a["keyPath"] else { continue }
            target.setValue(NibValues.runtimeValue(a, in: document), forKeyPath: path)
        }
    }

    /// Mode, style, interval, locale and the dates Xcode writes for a date picker.
    func applyDatePicker(_ d: UIDatePicker, _ e: NibElement) {
        let modes: [String: UIDatePicker.Mode] = ["time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer]
        let styles: [String: UIDatePickerStyle] = ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]
        if let m = e["datePickerMode"].flatMap({ modes[$0] }) { d.datePickerMode = m }
        if let s = e["style"].flatMap({ styles[$0] }) { d.preferredDatePickerStyle = s }
        if let i = e["minuteInterval"].flatMap(Int.init) { d.minuteInterval = i }
        if let l = e.child("locale", key: "locale")?["localeIdentifier"] { d.locale = Locale(identifier: l) }
        func date(_ key: String) -> Date? {
            e.child("date", key: key)?["timeIntervalSinceReferenceDate"].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
        }
        if let v = date("minimumDate") { d.minimumDate = v }
        if let v = date("maximumDate") { d.maximumDate = v }
        if let v = date("date") { d.date = v }
        if let v = NibValues.number(e, "countDownDuration") { d.countDownDuration = Double(v) }
    }
}
