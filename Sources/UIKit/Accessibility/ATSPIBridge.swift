import Foundation
@_implementationOnly import CAccessibilityBridge
import QuartzCore

/// The live window's accessibility tree, served to Linux's screen readers (Orca) over AT-SPI
/// through at-spi2-atk's bridge, as GTK serves its widgets: the same elements, labels, values and
/// traits that VoiceOver and UI tests read. The application is the root, each window a frame under
/// it, and under those the elements in reading order (`AccessibilityTree`). Screen readers ask the
/// objects when they want to know; the bridge tells them of changes — focus (the first responder,
/// or where an app's `screenChanged`/`layoutChanged` points), names, values, states and children
/// — by comparing what it last told with the tree now, a few times a second while the app runs
/// frames. Owned by the live device (`DeviceAccessibility.server`).
@MainActor final class ATSPIBridge {
    private unowned let environment: UIKitEnvironment
    private let applicationName: String

    /// What the screen reader was last told of an object.
    private final class Node {
        weak var object: AccessibleObject?
        var parent: Int
        /// The children's ids as last asked for (what `child_at` indexes).
        var children: [Int]?
        /// The children's ids as screen readers were last told them: what was first asked, then
        /// changed only by the events `sync()` sends — a later answer to one client's question
        /// does not change what the others (and the bridge's own cache) hold.
        var told: [Int]?
        var name: String?
        var value: String?
        var states: UInt32 = 0
        init(_ object: AccessibleObject?, parent: Int) {
            self.object = object
            self.parent = parent
        }
    }

    private var nodes: [Int: Node] = [0: Node(nil, parent: -1), 1: Node(nil, parent: 0)]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextID = 2
    /// The root (the application) and the object an announcement is read from.
    private static let application = 0, notification = 1
    private var announcement = ""
    private var focused: Int?
    private var lastSync: CFTimeInterval = 0
    private var wakeUp: InputWakeUp?

    /// Starts serving `environment`'s windows; nil when there is no accessibility bus to serve on.
    init?(environment: UIKitEnvironment, applicationName: String) {
        self.environment = environment
        self.applicationName = applicationName
        var tree = OUIAccessibilityTree()
        tree.context = Unmanaged.passUnretained(self).toOpaque()
        Self.install(&tree)
        let started = applicationName.withCString { oui_accessibility_start(&tree, $0) }
        guard started == 0 else {
            uikitLog.info("No AT-SPI bus (at-spi2-core): the window is not served to screen readers")
            return nil
        }
        environment.accessibility.onPost = { [weak self] post in self?.heard(post) }
    }

    // MARK: The run loop's part

    /// Answers what screen readers asked, and tells them what changed (at most four times a second).
    /// Called by the live run loop each time round.
    func service() {
        var fds = [Int32](repeating: -1, count: 8)
        let n = Int(oui_accessibility_dispatch(&fds, 8))
        // A screen reader that connects to the app directly (at-spi2's peer-to-peer connection) adds
        // a descriptor: watch the new set, or its requests would wait for the loop's next idle wake-up
        // (half a second each). The old watcher stays parked: it wakes the loop at most once more.
        let current = Array(fds[0..<n])
        if n > 0 && wakeUp?.fileDescriptors != current { wakeUp = InputWakeUp(fileDescriptors: current) }
        let now = MediaClock.now
        if now - lastSync >= 0.25 {
            lastSync = now
            sync()
        }
    }

    /// The loop is about to sleep: a request arriving wakes it.
    func armWakeUp() { wakeUp?.arm() }

    // MARK: Ids

    private func id(for object: AccessibleObject, parent: Int) -> Int {
        if let id = ids[ObjectIdentifier(object)], let node = nodes[id], node.object === object {
            node.parent = parent
            return id
        }
        let id = nextID
        nextID += 1
        ids[ObjectIdentifier(object)] = id
        nodes[id] = Node(object, parent: parent)
        return id
    }

    private func object(_ id: Int) -> AccessibleObject? { nodes[id]?.object }
    func objectFor(_ id: Int) -> AccessibleObject? { object(id) }
    /// The children as last asked for, if they were.
    func knownChildren(of id: Int) -> [Int]? { nodes[id]?.children }
    func isAlive(_ id: Int) -> Bool { id <= Self.notification || nodes[id]?.object != nil }

    /// What is directly under an object, as the screen reader sees it: windows under the
    /// application; then elements and the containers that say what they are (a list, a toolbar, an
    /// alert), in reading order, without the plain views between them or the views with nothing to
    /// read. An element's insides are part of it (a cell's labels stay reachable).
    private func childObjects(of id: Int) -> [AccessibleObject] {
        if id == Self.application { return environment.accessibilityWindows }
        guard let object = object(id) else { return [] }
        if object.isAccessibilityElement && object.accessibilityRole != .cell { return [] }
        let children = AccessibilityTree.children(of: object).flatMap(exposed)
        // An app's own list of elements is its order; otherwise each goes by its first element.
        guard object.accessibilityElementCount() == 0, children.count > 1 else { return children }
        let firsts = children.map { (AccessibilityTree.elements(under: $0).first ?? $0).accessibilityFrame }
        let rightToLeft = (object as? UIView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return AccessibilityTree.inReadingOrder(firsts.indices.map { ($0, firsts[$0]) }, rightToLeft: rightToLeft).map { children[$0] }
    }

    /// What stands for `object` in its parent's list: itself, its children when it is a plain view,
    /// nothing when there is nothing in it to read (a separator, an empty label).
    private func exposed(_ object: AccessibleObject) -> [AccessibleObject] {
        guard AccessibilityTree.isShown(object) else { return [] }
        if object.isAccessibilityElement {
            let silent = object.accessibilityRole == .staticText && (object.accessibilityLabel ?? "").isEmpty
                && (object.accessibilityValue ?? "").isEmpty
            return silent ? [] : [object]
        }
        let inside = AccessibilityTree.children(of: object).flatMap(exposed)
        if inside.isEmpty { return [] }
        return object.accessibilityRole == .other ? inside : [object]
    }

    func children(of id: Int) -> [Int] {
        let children = childObjects(of: id).map { self.id(for: $0, parent: id) }
        nodes[id]?.children = children
        if nodes[id]?.told == nil { nodes[id]?.told = children }
        return children
    }

    /// The parent of an object never reached from the root (focus went to it first): found by
    /// walking down from its window.
    func parent(of id: Int) -> Int {
        guard let node = nodes[id] else { return -1 }
        if node.parent >= 0 && nodes[node.parent] != nil { return node.parent }
        guard let view = (node.object as? UIView) ?? ((node.object as? UIAccessibilityElement)?.accessibilityContainer as? UIView),
              let window = view.window else { return Self.application }
        func find(_ from: Int) -> Bool {
            for child in children(of: from) {
                if child == id || find(child) { return true }
            }
            return false
        }
        _ = find(self.id(for: window, parent: Self.application))
        return nodes[id]?.parent ?? Self.application
    }

    // MARK: What an object says

    func name(_ id: Int) -> String? {
        switch id {
        case Self.application: return applicationName
        case Self.notification: return announcement
        default:
            guard let object = object(id) else { return nil }
            if object.accessibilityRole == .window { return applicationName }
            // A field is named by its placeholder until it has a label, as VoiceOver reads it.
            return object.accessibilityLabel ?? object.accessibilityPlaceholder
        }
    }

    func role(_ id: Int) -> OUIRole {
        switch id {
        case Self.application: return OUI_ROLE_APPLICATION
        case Self.notification: return OUI_ROLE_NOTIFICATION
        default:
            guard let object = object(id) else { return OUI_ROLE_OTHER }
            if object.accessibilityTraits.contains(.header) { return OUI_ROLE_HEADING }
            if object.accessibilityTraits.contains(.button), (object as? UIView)?.superview?.accessibilityRole == .tabBar {
                return OUI_ROLE_TAB
            }
            return Self.roles[object.accessibilityRole] ?? OUI_ROLE_OTHER
        }
    }

    private static let roles: [AccessibilityRole: OUIRole] = [
        .other: OUI_ROLE_OTHER, .application: OUI_ROLE_APPLICATION, .window: OUI_ROLE_WINDOW, .button: OUI_ROLE_BUTTON,
        .staticText: OUI_ROLE_STATIC_TEXT, .textField: OUI_ROLE_TEXT_FIELD, .secureTextField: OUI_ROLE_SECURE_TEXT_FIELD,
        .textView: OUI_ROLE_TEXT_VIEW, .searchField: OUI_ROLE_SEARCH_FIELD, .image: OUI_ROLE_IMAGE, .link: OUI_ROLE_LINK,
        .table: OUI_ROLE_TABLE, .collectionView: OUI_ROLE_COLLECTION_VIEW, .cell: OUI_ROLE_CELL, .scrollView: OUI_ROLE_SCROLL_VIEW,
        .navigationBar: OUI_ROLE_NAVIGATION_BAR, .toolbar: OUI_ROLE_TOOLBAR, .tabBar: OUI_ROLE_TAB_BAR, .switch: OUI_ROLE_SWITCH,
        .slider: OUI_ROLE_SLIDER, .stepper: OUI_ROLE_STEPPER, .segmentedControl: OUI_ROLE_SEGMENTED_CONTROL, .picker: OUI_ROLE_PICKER,
        .pickerWheel: OUI_ROLE_PICKER_WHEEL, .datePicker: OUI_ROLE_DATE_PICKER, .pageIndicator: OUI_ROLE_PAGE_INDICATOR,
        .progressIndicator: OUI_ROLE_PROGRESS_INDICATOR, .activityIndicator: OUI_ROLE_ACTIVITY_INDICATOR, .alert: OUI_ROLE_ALERT,
        .sheet: OUI_ROLE_SHEET, .popover: OUI_ROLE_POPOVER, .keyboard: OUI_ROLE_KEYBOARD, .key: OUI_ROLE_KEY, .menu: OUI_ROLE_MENU,
        .menuItem: OUI_ROLE_MENU_ITEM, .webView: OUI_ROLE_WEB_VIEW,
    ]

    func states(_ id: Int) -> UInt32 {
        let showing = UInt32(OUI_STATE_SHOWING), enabled = UInt32(OUI_STATE_ENABLED)
        switch id {
        case Self.application: return enabled | showing
        case Self.notification: return enabled | (announcement.isEmpty ? 0 : showing)
        default: break
        }
        guard let object = object(id) else { return 0 }
        let traits = object.accessibilityTraits, role = object.accessibilityRole
        var bits: UInt32 = 0
        if !traits.contains(.notEnabled) { bits |= enabled }
        if AccessibilityTree.isShown(object), object.accessibilityFrame.intersects(environment.screen.bounds) { bits |= showing }
        if object === environment.keyWindow { bits |= UInt32(OUI_STATE_ACTIVE) }
        if object.isAccessibilityElement { bits |= UInt32(OUI_STATE_FOCUSABLE) }
        if id == focused { bits |= UInt32(OUI_STATE_FOCUSED) }
        if traits.contains(.selected) { bits |= UInt32(OUI_STATE_SELECTED) }
        if role == .cell || self.role(id) == OUI_ROLE_TAB { bits |= UInt32(OUI_STATE_SELECTABLE) }
        if role == .switch {
            bits |= UInt32(OUI_STATE_CHECKABLE)
            if object.accessibilityValue == "1" { bits |= UInt32(OUI_STATE_CHECKED) }
        }
        if [.textField, .secureTextField, .searchField, .textView].contains(role) { bits |= UInt32(OUI_STATE_EDITABLE) }
        if role == .textView { bits |= UInt32(OUI_STATE_MULTI_LINE) }
        if role == .activityIndicator, object.accessibilityValue == "1" { bits |= UInt32(OUI_STATE_BUSY) }
        if object.accessibilityViewIsModal { bits |= UInt32(OUI_STATE_MODAL) }
        return bits
    }

    /// The frame in desktop pixels (or the window's pixels).
    func extents(_ id: Int, inWindow: Bool) -> CGRect {
        let frame = id == Self.application || id == Self.notification ? environment.screen.bounds : (object(id)?.accessibilityFrame ?? .zero)
        guard let placement = environment.backend.desktopPlacement else { return frame }
        let s = placement.scale, origin = inWindow ? .zero : placement.origin
        return CGRect(x: origin.x + frame.minX * s, y: origin.y + frame.minY * s, width: frame.width * s, height: frame.height * s)
    }

    /// What a screen reader reads as the object's value or text: an empty field's is empty, not
    /// its placeholder (which names it).
    func value(_ id: Int) -> String? {
        guard let object = object(id) else { return nil }
        let value = object.accessibilityValue
        return value != nil && value == object.accessibilityPlaceholder ? "" : value
    }

    /// What can be done to the object: "click" when it can be activated, then its custom actions.
    func actions(_ id: Int) -> [String] {
        let custom = objectFor(id)?.accessibilityCustomActions?.map(\.name) ?? []
        return (hasAction(id) ? ["click"] : []) + custom
    }

    func doAction(_ id: Int, _ index: Int) -> Bool {
        guard let object = objectFor(id) else { return false }
        let offset = hasAction(id) ? 1 : 0
        if index == 0 && offset == 1 { return activate(id) }
        guard let custom = object.accessibilityCustomActions, custom.indices.contains(index - offset) else { return false }
        return custom[index - offset].invoke()
    }

    func hasAction(_ id: Int) -> Bool {
        guard let object = object(id), object.isAccessibilityElement else { return false }
        if !object.accessibilityTraits.intersection([.button, .link, .keyboardKey]).isEmpty { return true }
        return [.cell, .switch, .textField, .secureTextField, .searchField, .textView, .menuItem].contains(object.accessibilityRole)
    }

    /// "click": the element's own activation, else a tap at its activation point, as VoiceOver's
    /// double tap does.
    func activate(_ id: Int) -> Bool {
        guard let object = object(id) else { return false }
        if object.accessibilityActivate() { return true }
        let point = object.accessibilityActivationPoint
        let input = environment.touchInput
        input.send([.init(finger: -7, phase: .down, location: point)])
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
            MainActor.assumeIsolated { input.send([.init(finger: -7, phase: .up, location: point)]) }
        }
        return true
    }

    func grabFocus(_ id: Int) -> Bool {
        guard let object = object(id) else { return false }
        if let responder = object as? UIResponder, responder.canBecomeFirstResponder, responder.becomeFirstResponder() { return true }
        environment.accessibility.focusedElement = object
        tellFocus(id)
        return true
    }

    // MARK: Telling of changes

    private func tellFocus(_ id: Int) {
        guard focused != id else { return }
        focused = id
        oui_accessibility_focus(id)
    }

    private func heard(_ post: DeviceAccessibility.Post) {
        switch post.notification {
        case .screenChanged, .layoutChanged:
            if let element = post.argument as? AccessibleObject {
                tellFocus(id(for: element, parent: -1))
            } else if post.notification == .screenChanged, let first = environment.accessibilityElements().first {
                tellFocus(id(for: first, parent: -1))
            }
        case .announcement:
            announcement = (post.argument as? String) ?? (post.argument as? NSAttributedString)?.string ?? ""
            guard let window = environment.keyWindow ?? environment.accessibilityWindows.last else { return }
            oui_accessibility_announce(id(for: window, parent: Self.application), Self.notification, announcement)
        default:
            break
        }
    }

    /// Compares the tree with what screen readers were last told, and tells them the differences.
    private func sync() {
        if let responder = environment.firstResponder, responder.isFirstResponder {
            tellFocus(id(for: responder, parent: -1))
        }
        for (id, node) in nodes where id > Self.notification {
            guard node.object != nil else {
                nodes[id] = nil
                oui_accessibility_forget(id)
                continue
            }
            let name = self.name(id), value = self.value(id), states = self.states(id)
            if name != node.name { node.name = name; oui_accessibility_name_changed(id) }
            if value != node.value { node.value = value; oui_accessibility_value_changed(id) }
            let changed = states ^ node.states
            node.states = states
            var bit: UInt32 = 1
            while changed >= bit && bit != 0 {
                if changed & bit != 0 { oui_accessibility_state_changed(id, bit, states & bit != 0 ? 1 : 0) }
                bit <<= 1
            }
        }
        for (id, node) in nodes where node.told != nil && (id == Self.application || node.object != nil) {
            let before = node.told ?? []
            let after = childObjects(of: id).map { self.id(for: $0, parent: id) }
            guard before != after else { continue }
            node.told = after
            node.children = after
            for (i, child) in before.enumerated().reversed() where !after.contains(child) {
                oui_accessibility_children_changed(id, Int32(i), child, 0)
            }
            for (i, child) in after.enumerated() where !before.contains(child) {
                oui_accessibility_children_changed(id, Int32(i), child, 1)
            }
        }
    }
}
