import CoreGraphics
import Foundation
@_implementationOnly import CWebEngine

/// What a page tells the web view that shows it.
@MainActor protocol WebPageOwner: AnyObject {
    func pageLoadChanged(_ event: Int)
    func pageLoadFailed(provisional: Bool, uri: String, domain: String, code: Int, message: String)
    func pagePropertyChanged(_ property: Int)
    func pageDecide(_ decision: WebDecision)
    func pageDialog(_ dialog: WebDialog, type: Int, message: String, defaultText: String?)
    func pageScriptMessage(name: String, json: String)
    func pageCreateWindow() -> WebPage?
    func pageClosed()
    func pageTerminated()
    func pageDamaged()
}

/// One page of the engine (a WebKitGTK view in an off-screen window), for one `WKWebView`.
@MainActor final class WebPage {
    /// The engine's page, an `oui_web_page *`.
    let handle: OpaquePointer
    weak var owner: WebPageOwner?
    private var scripts: [Int: (String?, Bool, String?) -> Void] = [:]
    private var snapshots: [Int: (CGImage?) -> Void] = [:]
    private var serial = 0

    private init?(make: (UnsafeMutableRawPointer, UnsafePointer<oui_web_callbacks>) -> OpaquePointer?) {
        // The engine's signals call back with an unretained pointer; they are disconnected in deinit.
        let box = WeakPageBox()
        let user = Unmanaged.passRetained(box).toOpaque()
        var callbacks = WebPage.callbacks
        guard let h = withUnsafePointer(to: &callbacks, { make(user, $0) }) else {
            Unmanaged<WeakPageBox>.fromOpaque(user).release()
            return nil
        }
        handle = h
        self.box = user
        box.page = self
    }

    private let box: UnsafeMutableRawPointer

    convenience init?(width: Int, height: Int, configuration c: WKWebViewConfiguration, userAgent: String?) {
        self.init { user, callbacks in
            oui_web_page_new(Int32(width), Int32(height), callbacks, user,
                             c.preferences.javaScriptEnabled && c.defaultWebpagePreferences.allowsContentJavaScript ? 1 : 0,
                             c.preferences.javaScriptCanOpenWindowsAutomatically ? 1 : 0, Int32(c.preferences.minimumFontSize),
                             userAgent, c.applicationNameForUserAgent)
        }
    }

    /// A page for a window `opener`'s page asked for (window.open, a link to a new target).
    convenience init?(relatedTo opener: WebPage, width: Int, height: Int) {
        self.init { user, callbacks in oui_web_page_new_related(opener.handle, Int32(width), Int32(height), callbacks, user) }
    }

    isolated deinit {
        oui_web_page_free(handle)
        Unmanaged<WeakPageBox>.fromOpaque(box).release()
    }

    // MARK: Commands

    func setFonts(serif: String, sans: String, mono: String, size: Int) { oui_web_page_set_fonts(handle, serif, sans, mono, Int32(size)) }
    func resize(width: Int, height: Int) { oui_web_page_resize(handle, Int32(width), Int32(height)) }
    func setZoom(_ zoom: Double) { oui_web_page_set_zoom(handle, zoom) }
    func load(uri: String) { oui_web_page_load_uri(handle, uri) }
    func load(html: String, base: String?) { oui_web_page_load_html(handle, html, base) }
    func load(data: Data, mimeType: String, encoding: String, base: String?) {
        data.withUnsafeBytes { oui_web_page_load_bytes(handle, $0.baseAddress, $0.count, mimeType, encoding, base) }
    }
    func goBack() { oui_web_page_go_back(handle) }
    func goForward() { oui_web_page_go_forward(handle) }
    func go(to offset: Int) { oui_web_page_go_to(handle, Int32(offset)) }
    func reload() { oui_web_page_reload(handle) }
    func stop() { oui_web_page_stop(handle) }

    var title: String? { take(oui_web_page_title(handle)) }
    var uri: String? { take(oui_web_page_uri(handle)) }
    var progress: Double { oui_web_page_progress(handle) }
    var isLoading: Bool { oui_web_page_is_loading(handle) != 0 }

    /// The back-forward list's item `offset` steps from the current one: its URL, title and first URL.
    func historyItem(_ offset: Int) -> (uri: String, title: String, original: String)? {
        var u: UnsafeMutablePointer<CChar>?, t: UnsafeMutablePointer<CChar>?, o: UnsafeMutablePointer<CChar>?
        guard oui_web_page_history_item(handle, Int32(offset), &u, &t, &o) != 0 else { return nil }
        return (take(u) ?? "", take(t) ?? "", take(o) ?? "")
    }

    func historyCount(back: Bool) -> Int { Int(oui_web_page_history_count(handle, back ? -1 : 1)) }

    private func take(_ p: UnsafeMutablePointer<CChar>?) -> String? {
        guard let p else { return nil }
        defer { oui_web_free(p) }
        return String(cString: p)
    }

    /// Runs a script (an async function's body when `asFunction`); `done` gets its value as JSON,
    /// whether the value has no JSON form, or the error's message.
    func evaluate(_ script: String, asFunction: Bool = false, done: @escaping (String?, Bool, String?) -> Void) {
        serial += 1
        scripts[serial] = done
        WebEngine.begin(self)
        oui_web_page_evaluate(handle, script, asFunction ? 1 : 0, serial, { user, serial, json, unsupported, error in
            let page = Unmanaged<WebPage>.fromOpaque(user!).takeRetainedValue()
            let value = json.map { String(cString: $0) }, message = error.map { String(cString: $0) }
            MainActor.assumeIsolated {
                WebEngine.end(page)
                page.scripts.removeValue(forKey: serial)?(value, unsupported != 0, message)
            }
        }, Unmanaged.passRetained(self).toOpaque())
    }

    /// The visible page as the engine draws it now.
    func snapshot(done: @escaping (CGImage?) -> Void) {
        serial += 1
        snapshots[serial] = done
        WebEngine.begin(self)
        oui_web_page_snapshot(handle, serial, { user, serial, pixels, width, height, stride in
            let page = Unmanaged<WebPage>.fromOpaque(user!).takeRetainedValue()
            let image = pixels.flatMap { WebPage.image(pixels: $0, width: Int(width), height: Int(height), stride: Int(stride)) }
            MainActor.assumeIsolated {
                WebEngine.end(page)
                page.snapshots.removeValue(forKey: serial)?(image)
            }
        }, Unmanaged.passRetained(self).toOpaque())
    }

    nonisolated private static func image(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> CGImage? {
        let data = Data(bytes: pixels, count: stride * height)
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        guard let provider = CGDataProvider(data: data) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: stride,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
                       shouldInterpolate: true, intent: .defaultIntent)
    }

    func addMessageHandler(_ name: String) { oui_web_page_add_message_handler(handle, name) }
    func removeMessageHandler(_ name: String) { oui_web_page_remove_message_handler(handle, name) }
    func addUserScript(_ source: String, atStart: Bool, mainFrameOnly: Bool) {
        oui_web_page_add_user_script(handle, source, atStart ? 1 : 0, mainFrameOnly ? 1 : 0)
    }
    /// Removes the app's user scripts; the engine's own (`addBuiltInScript`) stay.
    func removeUserScripts() {
        oui_web_page_remove_user_scripts(handle)
        for script in builtInScripts { addUserScript(script, atStart: true, mainFrameOnly: true) }
    }

    private var builtInScripts: [String] = []

    /// A script of OpenUIKit's own for every document, before the page's.
    func addBuiltInScript(_ source: String) {
        builtInScripts.append(source)
        addUserScript(source, atStart: true, mainFrameOnly: true)
    }
    func addStyleSheet(_ css: String) { oui_web_page_add_style_sheet(handle, css) }

    // MARK: Input (in the page's pixels)

    func button(press: Bool, x: Double, y: Double, time: UInt32) { oui_web_page_button(handle, press ? 1 : 0, x, y, time) }
    func motion(x: Double, y: Double, buttonDown: Bool, time: UInt32) { oui_web_page_motion(handle, x, y, buttonDown ? 1 : 0, time) }
    func key(_ keyval: UInt32, time: UInt32) {
        oui_web_page_key(handle, keyval, 1, time)
        oui_web_page_key(handle, keyval, 0, time)
    }
    func focus(_ focused: Bool) { oui_web_page_focus(handle, focused ? 1 : 0) }

    static func keyval(for scalar: Unicode.Scalar) -> UInt32 { oui_web_keyval_for_unicode(scalar.value) }
    static func keyval(named name: String) -> UInt32 { oui_web_keyval_named(name) }

    // MARK: The engine's callbacks

    /// The owner of the page whose signals carry `user` (a box's address, as a number so that it
    /// may cross into the main actor, where every callback runs).
    private static func owner(_ user: Int) -> WebPageOwner? {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: user) else { return nil }
        return Unmanaged<WeakPageBox>.fromOpaque(pointer).takeUnretainedValue().page?.owner
    }

    private static func text(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }

    private static let callbacks: oui_web_callbacks = {
        var c = oui_web_callbacks()
        c.load_changed = { user, event in
            let key = Int(bitPattern: user)
            MainActor.assumeIsolated { owner(key)?.pageLoadChanged(Int(event)) }
        }
        c.load_failed = { user, provisional, uri, domain, code, message in
            let key = Int(bitPattern: user), u = text(uri), d = text(domain), m = text(message)
            MainActor.assumeIsolated { owner(key)?.pageLoadFailed(provisional: provisional != 0, uri: u, domain: d, code: Int(code), message: m) }
        }
        c.notify = { user, property in
            let key = Int(bitPattern: user)
            MainActor.assumeIsolated { owner(key)?.pagePropertyChanged(Int(property)) }
        }
        c.decide = { user, decision, kind in
            let key = Int(bitPattern: user), handle = Int(bitPattern: decision)
            MainActor.assumeIsolated {
                let d = WebDecision(OpaquePointer(bitPattern: handle)!, kind: Int(kind))
                if let o = owner(key) { o.pageDecide(d) } else { d.answer(1) }
            }
        }
        c.dialog = { user, dialog, type, message, defaultText in
            let key = Int(bitPattern: user), handle = Int(bitPattern: dialog), m = text(message), t = defaultText.map { String(cString: $0) }
            MainActor.assumeIsolated {
                let d = WebDialog(OpaquePointer(bitPattern: handle)!)
                if let o = owner(key) { o.pageDialog(d, type: Int(type), message: m, defaultText: t) } else { d.answer(confirmed: false, text: nil) }
            }
        }
        c.script_message = { user, name, json in
            let key = Int(bitPattern: user), n = text(name), j = json.map { String(cString: $0) } ?? "undefined"
            MainActor.assumeIsolated { owner(key)?.pageScriptMessage(name: n, json: j) }
        }
        c.create = { user in
            let key = Int(bitPattern: user)
            let made = MainActor.assumeIsolated { owner(key)?.pageCreateWindow().map { Int(bitPattern: UnsafeMutableRawPointer($0.handle)) } }
            return made.flatMap { OpaquePointer(bitPattern: $0) }
        }
        c.close = { user in
            let key = Int(bitPattern: user)
            MainActor.assumeIsolated { owner(key)?.pageClosed() }
        }
        c.terminated = { user in
            let key = Int(bitPattern: user)
            MainActor.assumeIsolated { owner(key)?.pageTerminated() }
        }
        c.damaged = { user in
            let key = Int(bitPattern: user)
            MainActor.assumeIsolated { owner(key)?.pageDamaged() }
        }
        return c
    }()
}

/// The engine's signals hold this, not the page: a page can go while a signal is on its way.
@MainActor private final class WeakPageBox {
    weak var page: WebPage?
}
