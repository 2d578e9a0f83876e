import Foundation
import UIKit

// Fingers and keys on the page. A tap is a click where it lands (as iOS's WebKit makes one of a
// tap), typing goes to the page's focused field as key presses, and an edge swipe goes back. The
// engine handles each input in its own time, after what was sent before: the view counts the
// inputs the page has seen (a listener the engine adds to every page) and draws the page again
// only once it has seen them all.
extension WKWebView {
    /// Counts the pointer and key releases the page has handled, each once the task that handled
    /// it is over: after its click and what the click does (a link's navigation is asked for by
    /// then, and the engine tells the web view before it answers the count).
    static let inputCounter = """
    if (window.__openUIKitInputs === undefined) { window.__openUIKitInputs = 0;
      ['mouseup', 'keyup'].forEach(function (t) { addEventListener(t, function () {
        setTimeout(function () { window.__openUIKitInputs++; }, 0); }, true); }); }
    """

    func tapped(_ g: UITapGestureRecognizer) {
        guard let page else { return }
        let p = g.location(in: pageImage)
        let x = Double(p.x * scale), y = Double(p.y * scale)
        let t = inputTime
        page.motion(x: x, y: y, buttonDown: false, time: t)
        page.button(press: true, x: x, y: y, time: t)
        page.button(press: false, x: x, y: y, time: t + 60)
        sentInputs(1)
    }

    var inputTime: UInt32 { UInt32(truncatingIfNeeded: Int64(device.clock.now * 1000)) }

    /// `count` more releases were sent: the page is drawn again once it has handled them.
    func sentInputs(_ count: Int) {
        inputsSent += count
        setNeedsSnapshot()
        if !inputBarrier {
            inputBarrier = true
            WebEngine.begin(self)
        }
    }

    /// Asks the page how many inputs it has handled; the barrier lifts when it has handled all that
    /// were sent (or when it moved to another document, whose count starts again).
    func pollInputs() {
        guard let page, inputBarrier, !inputPollInFlight else { return }
        inputPollInFlight = true
        page.evaluate("window.__openUIKitInputs || 0") { [weak self] json, _, _ in
            guard let self else { return }
            self.inputPollInFlight = false
            let seen = Int(json ?? "") ?? 0
            if seen >= self.inputsSent { self.liftInputBarrier() }
        }
    }

    func liftInputBarrier() {
        guard inputBarrier else { return }
        inputBarrier = false
        WebEngine.end(self)
    }

    /// The engine did not answer in time: nothing the view waits for is waited for any longer.
    func stopWaiting() {
        inputBarrier = false
        awaitingLoad = false
    }

    /// A new document was committed: it has seen none of the inputs sent to the last one.
    func documentChanged() {
        inputsSent = 0
        liftInputBarrier()
    }

    // MARK: The keyboard

    /// The page's focus moved: a field takes the keyboard (of its kind), anything else lets it go.
    func focusChanged(to field: String?) {
        guard field != focusedField else { return }
        focusedField = field
        if field != nil {
            page?.focus(true)
            if !isFirstResponder { _ = becomeFirstResponder() }
        } else if isFirstResponder {
            _ = resignFirstResponder()
        }
    }

    /// Sends a key press and release for each character (Return for a newline).
    func typeIntoPage(_ text: String) {
        guard let page else { return }
        var count = 0
        for scalar in text.unicodeScalars {
            let keyval = scalar == "\n" ? WebPage.keyval(named: "Return") : WebPage.keyval(for: scalar)
            page.key(keyval, time: inputTime)
            count += 1
        }
        if count > 0 { sentInputs(count) }
    }

    func deleteInPage() {
        guard let page else { return }
        page.key(WebPage.keyval(named: "BackSpace"), time: inputTime)
        sentInputs(1)
    }

    // MARK: Back and forward

    func edgeSwiped(_ g: UIScreenEdgePanGestureRecognizer) {
        guard allowsBackForwardNavigationGestures else { return }
        let dx = g.translation(in: self).x
        switch g.state {
        case .changed:
            guard canGoBack else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            pageScroller.transform = CGAffineTransform(translationX: max(0, dx), y: 0)
            CATransaction.commit()
        case .ended:
            let goes = canGoBack && (dx > bounds.width / 2 || g.velocity(in: self).x > 500)
            UIView.animate(withDuration: 0.25, animations: { self.pageScroller.transform = goes ? CGAffineTransform(translationX: self.bounds.width, y: 0) : .identity }) { _ in
                self.pageScroller.transform = .identity
                if goes { self.goBack() }
            }
        case .cancelled, .failed:
            pageScroller.transform = .identity
        default: break
        }
    }
}

extension WKWebView: UIKeyInput {
    public var hasText: Bool { true }
    public func insertText(_ text: String) { typeIntoPage(text) }
    public func deleteBackward() { deleteInPage() }

    public var keyboardType: UIKeyboardType {
        switch focusedField {
        case "email": .emailAddress
        case "number": .numberPad
        case "tel": .phonePad
        case "url": .URL
        case "search": .webSearch
        default: .default
        }
    }

    public var returnKeyType: UIReturnKeyType { focusedField == "search" ? .search : focusedField == "textarea" ? .default : .go }
    public var isSecureTextEntry: Bool { focusedField == "password" }
}
