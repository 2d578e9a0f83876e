import Testing
import Foundation
import UIKit
import UIKitTesting

/// What UIKit libraries written for iOS lean on beyond UIKit's own classes: associated objects,
/// the deprecated layout guides, subclassed constraints, class descriptions.
@MainActor
@Suite(.serialized) struct LibraryRuntimeTests {
    /// A value whose end is counted.
    final class Token {
        let name: String
        let ended: (String) -> Void
        init(_ name: String, ended: @escaping (String) -> Void) { self.name = name; self.ended = ended }
        deinit { ended(name) }
    }

    /// A closure-taking tap, as libraries add it to every view: the closure lives on the view.
    final class TapHandler: NSObject {
        let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
        func fire() { action() }
    }

    @Test func associatedObjectsKeepAHandlerOnAView() {
        let sim = Simulator()
        let vc = UIViewController()
        var taps = 0
        let button = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 60))
        button.backgroundColor = .systemBlue
        vc.view.addSubview(button)
        button.onTap { taps += 1 }
        sim.rootViewController = vc
        sim.tap(at: CGPoint(x: 100, y: 230))
        sim.tap(at: CGPoint(x: 100, y: 230))
        #expect(taps == 2, "the closure kept on the view ran at each tap")
        #expect(objc_getAssociatedObject(button, &Keys.handler) is TapHandler)
        #expect(objc_getAssociatedObject(button, &Keys.other) == nil, "another key holds nothing")
        #expect(objc_getAssociatedObject(vc.view!, &Keys.handler) == nil, "another object holds nothing")
    }

    @Test func aViewsValuesGoWithTheView() {
        let sim = Simulator()
        let vc = UIViewController()
        sim.rootViewController = vc
        var ended: [String] = []
        weak var gone: UIView?
        do {
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            label.text = "Shown, then removed"
            vc.view.addSubview(label)
            objc_setAssociatedObject(label, &Keys.token, Token("label's", ended: { ended.append($0) }), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            sim.runFrame()
            #expect((objc_getAssociatedObject(label, &Keys.token) as? Token)?.name == "label's")
            gone = label
            label.removeFromSuperview()
        }
        sim.settle()
        #expect(gone == nil)
        #expect(ended == ["label's"], "released with the view, as in dealloc")
    }

    @Test func thePoliciesRetainCopyOrHoldWeakly() {
        let owner = NSObject()
        var ended: [String] = []
        // Retained: lives while the owner holds it; replaced or set to nil, it is released.
        objc_setAssociatedObject(owner, &Keys.token, Token("first", ended: { ended.append($0) }), .OBJC_ASSOCIATION_RETAIN)
        #expect(ended.isEmpty)
        objc_setAssociatedObject(owner, &Keys.token, Token("second", ended: { ended.append($0) }), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(ended == ["first"], "a replaced value is released")
        objc_setAssociatedObject(owner, &Keys.token, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(ended == ["first", "second"] && objc_getAssociatedObject(owner, &Keys.token) == nil, "nil removes the value")

        // Assigned: not retained (here a weak reference, so it reads nil once the value is gone).
        var kept: Token? = Token("assigned", ended: { ended.append($0) })
        objc_setAssociatedObject(owner, &Keys.other, kept, .OBJC_ASSOCIATION_ASSIGN)
        #expect((objc_getAssociatedObject(owner, &Keys.other) as? Token) === kept)
        kept = nil
        #expect(ended.last == "assigned" && objc_getAssociatedObject(owner, &Keys.other) == nil)

        // Copied: NSCopying's copy, so later changes to the original do not reach it.
        let title = NSMutableString(string: "Draft")
        objc_setAssociatedObject(owner, &Keys.token, title, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        title.append(" 2")
        #expect((objc_getAssociatedObject(owner, &Keys.token) as? NSString) == "Draft")
        // Values (a String, a number) are kept as values.
        objc_setAssociatedObject(owner, &Keys.other, 42, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &Keys.other) as? Int == 42)

        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &Keys.token) == nil && objc_getAssociatedObject(owner, &Keys.other) == nil)

        // An optional object passed as `Any` is its object (SnapKit's `setLabel` passes `target as Any`).
        let target: AnyObject? = owner
        objc_setAssociatedObject(target as Any, &Keys.token, "Hello World", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(target as Any, &Keys.token) as? String == "Hello World")
        #expect(objc_getAssociatedObject(owner, &Keys.token) as? String == "Hello World")
        let none: AnyObject? = nil
        objc_setAssociatedObject(none as Any, &Keys.token, "lost", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(none as Any, &Keys.token) == nil)
    }

    @Test func anyObjectsValuesAreReleasedOnceItIsGone() {
        var ended: [String] = []
        for i in 0..<40 {
            // Plain NSObjects: their values go at the next sweep of the table, which comes as it grows.
            objc_setAssociatedObject(NSObject(), &Keys.token, Token("\(i)", ended: { ended.append($0) }), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(ended.count >= 20, "the values of objects that are gone do not pile up: \(ended.count) of 40 released")
        // A constraint and a gesture recognizer (OpenUIKit's classes) release theirs in deinit.
        var constraint: NSLayoutConstraint? = NSLayoutConstraint()
        var recognizer: UIGestureRecognizer? = UITapGestureRecognizer()
        objc_setAssociatedObject(constraint!, &Keys.token, Token("constraint", ended: { ended.append($0) }), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(recognizer!, &Keys.token, Token("recognizer", ended: { ended.append($0) }), .OBJC_ASSOCIATION_RETAIN)
        constraint = nil
        recognizer = nil
        #expect(ended.suffix(2) == ["constraint", "recognizer"])
        _ = (constraint, recognizer)
    }

    @Test func theDeprecatedLayoutGuidesAreTheContentAreasEdges() {
        let sim = Simulator()
        let content = UIViewController()
        let box = UIView()
        box.backgroundColor = .systemRed
        box.translatesAutoresizingMaskIntoConstraints = false
        content.view.backgroundColor = .white
        content.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: content.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
        ])
        let nav = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        sim.rootViewController = tabs
        sim.settle()
        let safe = content.view.safeAreaInsets
        #expect(safe.top > 90 && safe.bottom > 80, "under a status bar and navigation bar, over a tab bar: \(safe)")
        #expect(content.topLayoutGuide.length == safe.top && content.bottomLayoutGuide.length == safe.bottom,
                "\(content.topLayoutGuide.length) \(content.bottomLayoutGuide.length) \(safe)")
        #expect(content.topLayoutGuide === content.topLayoutGuide, "one guide, made once")
        #expect(box.frame == content.view.bounds.inset(by: safe), "\(box.frame)")
        let red = sim.color(at: CGPoint(x: 200, y: safe.top + 4))
        #expect(red.r > 200 && red.g < 90, "the box starts just under the navigation bar: \(red)")
        let bar = sim.color(at: CGPoint(x: 200, y: safe.top - 4))
        #expect(!(bar.r > 200 && bar.g < 90), "and not above it: \(bar)")
    }

    /// A constraint subclass as Auto Layout DSLs declare one: no initialisers of its own.
    final class LabelledConstraint: NSLayoutConstraint {
        var label = ""
    }

    @Test func aConstraintSubclassInheritsTheItemInitialiser() {
        let sim = Simulator()
        let vc = UIViewController()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(v)
        let width = LabelledConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 120)
        width.label = "width"
        let left = LabelledConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: vc.view,
                                      attribute: .leading, multiplier: 1, constant: 30)
        NSLayoutConstraint.activate([width, left, v.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 200),
                                     v.heightAnchor.constraint(equalToConstant: 50)])
        sim.rootViewController = vc
        sim.settle()
        #expect(v.frame == CGRect(x: 30, y: 200, width: 120, height: 50))
        #expect(vc.view.constraints.compactMap { ($0 as? LabelledConstraint)?.label }.count == 1)
        width.constant = 80
        sim.settle()
        #expect(v.frame.width == 80)
        #expect(NSLayoutConstraint().firstItem == nil, "a bare constraint, as init() makes one on iOS")
    }

    @Test func aClassDescribesItselfAsTheRuntimeNamesIt() {
        #expect(UIView.description() == "UIView")
        #expect(NSObject.description() == "NSObject")
        let item: AnyObject = UILabel()
        #expect((type(of: item) as? NSObject.Type)?.description() == "UILabel", "what the port writes for type(of: item).description()")
        #expect(LabelledConstraint.description() == "UIKitTests.LibraryRuntimeTests.LabelledConstraint")
    }
}

/// The keys: addresses of variables, as libraries declare them.
private enum Keys {
    nonisolated(unsafe) static var token: UInt8 = 0
    nonisolated(unsafe) static var other: UInt8 = 0
    nonisolated(unsafe) static var handler: UInt8 = 0
}

private extension UIView {
    /// A library's closure tap: the handler is kept on the view with an associated object.
    func onTap(_ action: @escaping () -> Void) {
        let handler = LibraryRuntimeTests.TapHandler(action)
        objc_setAssociatedObject(self, &Keys.handler, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        addGestureRecognizer(UITapGestureRecognizer(target: handler, action: LibraryRuntimeTests.TapHandler.fire))
    }
}
