import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder

/// `#selector` in its every form: an action (method reference), `perform(_:with:afterDelay:)`,
/// a selector-based notification observer, and a selector compared or passed elsewhere.
extension SourceRewriter {
    /// What a `#selector(...)` names: the type (when written or known), the base name and the labels.
    struct SelectorName {
        var type: String?
        var receiver: String?
        var name: String
        var labels: [String]?

        /// `ViewController.tapped(_:)`, or `ViewController.tapped` when no labels were written.
        func reference(in type: String) -> String {
            "\(type).\(name)" + (labels.map { "(" + $0.map { "\($0):" }.joined() + ")" } ?? "")
        }

        /// The Objective-C selector string: `tapped:`, `doneWithSender:`, `reload`.
        var objcName: String {
            guard let labels, !labels.isEmpty else { return name }
            return labels.enumerated().map { i, label in
                if label == "_" { return i == 0 ? name + ":" : ":" }
                return i == 0 ? name + "With" + label.prefix(1).uppercased() + label.dropFirst() + ":" : label + ":"
            }.joined()
        }
    }

    static func selectorMacro(_ expr: ExprSyntax?) -> MacroExpansionExprSyntax? {
        guard let m = expr?.as(MacroExpansionExprSyntax.self), m.macroName.text == "selector" else { return nil }
        return m
    }

    /// Reads `#selector(tapped(_:))`, `#selector(ViewController.tapped)`, `#selector(self.tapped)`.
    func selectorName(_ node: MacroExpansionExprSyntax) -> SelectorName? {
        guard node.arguments.count == 1, let arg = node.arguments.first, arg.label == nil else { return nil }
        func parts(_ ref: DeclReferenceExprSyntax) -> (String, [String]?) {
            (ref.baseName.text, ref.argumentNames.map { $0.arguments.map { $0.name.text } })
        }
        if let ref = arg.expression.as(DeclReferenceExprSyntax.self) {
            let (name, labels) = parts(ref)
            return SelectorName(type: nil, receiver: nil, name: name, labels: labels)
        }
        if let member = arg.expression.as(MemberAccessExprSyntax.self), let base = member.base?.sourceText {
            let (name, labels) = parts(member.declName)
            if base == "self" { return SelectorName(type: nil, receiver: nil, name: name, labels: labels) }
            if base.first?.isUppercase == true { return SelectorName(type: base, receiver: nil, name: name, labels: labels) }
            return SelectorName(type: nil, receiver: base, name: name, labels: labels)
        }
        return nil
    }

    /// The type whose method the selector names: written, else the enclosing type (Swift looks the
    /// name up lexically), else the one type in the module that declares it.
    func owner(of sel: SelectorName) -> String? {
        if let t = sel.type { return t }
        if let t = enclosingType, sel.receiver == nil { return t }
        let types = index.types(declaring: sel.name)
        return types.count == 1 ? types[0] : nil
    }

    /// The labels of the method a selector names: written, or looked up in the module.
    func arity(of sel: SelectorName) -> [String]? {
        sel.labels ?? index.labels(of: sel.name, in: owner(of: sel))
    }

    func handleMacroExpansionExpr(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "keyPath" {
            // `#keyPath(CALayer.position)` → "position": Core Animation's key-value coding takes the string.
            guard node.arguments.count == 1, let arg = node.arguments.first?.expression else { return super.visit(node) }
            var parts = arg.sourceText.split(separator: ".").map(String.init)
            if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
            if parts.first == "self" { parts.removeFirst() }
            guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return super.visit(node) }
            count(.keyPathString)
            return ExprSyntax("\(literal: parts.joined(separator: "."))").keepingTrivia(of: node)
        }
        if let literal = rewriteObjectLiteral(node) { return literal }
        guard node.macroName.text == "selector" else { return super.visit(node) }
        guard let sel = selectorName(node) else {
            problem(node, "a #selector with getter:/setter: or an expression the tool cannot read",
                    "write the action as a method reference (Type.method) by hand")
            return ExprSyntax(node)
        }
        // A Foundation method (a sort descriptor's comparison) is named as Objective-C names it.
        if let type = sel.type, Self.foundationTypes.contains(type) {
            count(.selectorComparison)
            return ExprSyntax("Selector(\"\(raw: sel.objcName)\")").keepingTrivia(of: node)
        }
        let context = Self.argumentContext(of: node)
        if context.isAction {
            guard let type = owner(of: sel) else {
                problem(node, "cannot tell which type declares \(sel.name) for #selector",
                        "write the action as Type.\(sel.name)")
                return ExprSyntax(node)
            }
            count(.selectorToMethodReference)
            return methodReference(node, sel, type)
        }
        count(.selectorComparison)
        let text: String
        if Self.isStandardEditAction(sel) {
            // The standard edit actions are named as Objective-C names them: `Selector("copy:")`.
            var named = sel
            named.labels = named.labels ?? ["_"]
            text = "Selector(\"\(named.objcName)\")"
        } else if let type = owner(of: sel), index.labels(of: sel.name, in: type) != nil || sel.type != nil {
            text = "Selector(\(sel.reference(in: type)))"
        } else {
            text = "Selector(\"\(sel.objcName)\")"
        }
        return ExprSyntax("\(raw: text)").keepingTrivia(of: node)
    }

    /// Foundation's classes, whose methods a selector names by their Objective-C name
    /// (`#selector(NSString.localizedStandardCompare(_:))` → `Selector("localizedStandardCompare:")`,
    /// which sort descriptors read).
    static let foundationTypes: Set<String> = ["NSString", "String", "NSNumber", "NSDate", "Date", "NSObject"]

    static let standardEditActions: Set<String> = ["cut", "copy", "paste", "select", "selectAll", "delete", "toggleBoldface",
                                                   "toggleItalics", "toggleUnderline", "increaseSize", "decreaseSize"]

    /// `#selector(UIResponderStandardEditActions.copy(_:))`, `#selector(copy(_:))` and their like.
    static func isStandardEditAction(_ sel: SelectorName) -> Bool {
        guard standardEditActions.contains(sel.name), sel.labels == nil || sel.labels! == ["_"] else { return false }
        return sel.type == nil || sel.type == "UIResponderStandardEditActions" || sel.type == "UIResponder"
    }

    /// `#imageLiteral(resourceName: "one")` → `UIImage(named: "one")!`, `#colorLiteral(red:…)` →
    /// `UIColor(red:…)`: Xcode's object literals, which the compiler on Linux cannot resolve.
    func rewriteObjectLiteral(_ node: MacroExpansionExprSyntax) -> ExprSyntax? {
        let args = node.arguments.map { ($0.label?.text, rewrite($0.expression).trimmedDescription) }
        let text: String
        switch node.macroName.text {
        case "imageLiteral":
            guard args.count == 1, args[0].0 == "resourceName" else { return nil }
            text = "UIImage(named: \(args[0].1))!"
        case "colorLiteral":
            guard args.map(\.0) == ["red", "green", "blue", "alpha"] else { return nil }
            text = "UIColor(" + args.map { "\($0.0!): \($0.1)" }.joined(separator: ", ") + ")"
        default:
            return nil
        }
        count(.objectLiteral)
        return ExprSyntax("\(raw: text)").keepingTrivia(of: node)
    }

    /// `Type.name(labels:)` built from the selector's own name node (no text to parse again).
    func methodReference(_ node: MacroExpansionExprSyntax, _ sel: SelectorName, _ type: String) -> ExprSyntax {
        let arg = node.arguments.first!.expression
        let name = arg.as(DeclReferenceExprSyntax.self) ?? arg.as(MemberAccessExprSyntax.self)!.declName
        let reference = MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .identifier(type)),
                                               declName: DeclReferenceExprSyntax(baseName: .identifier(name.baseName.text),
                                                                                 argumentNames: name.argumentNames))
        return ExprSyntax(reference).keepingTrivia(of: node)
    }

    /// Where a `#selector` is: as `action:`/`selector:` (or `sendAction`'s first argument) it names
    /// an action; `call` is the called function's name.
    static func argumentContext(of node: MacroExpansionExprSyntax) -> (isAction: Bool, call: String?) {
        guard let labeled = node.parent?.as(LabeledExprSyntax.self),
              let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self) else { return (false, nil) }
        let name = calledName(call)
        let label = labeled.label?.text
        if label == "action" || (label == "selector" && name != "addObserver") { return (true, name) }
        if label == nil, name == "sendAction", labeled.id == call.arguments.first?.id { return (true, name) }
        return (false, name)
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    // MARK: perform(_:with:afterDelay:) and selector observers, rebuilt as closures

    /// `perform(#selector(go(_:)), with: n, afterDelay: 0.3)` → `perform(afterDelay: 0.3) { self.go(n) }`.
    func rewritePerform(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let args = Array(node.arguments)
        guard Self.calledName(node) == "perform", let first = args.first, first.label == nil,
              let macro = Self.selectorMacro(first.expression) else { return nil }
        // Without a delay, `perform(_:)`/`perform(_:with:)` take the selector as it is ported (OpenUIKit's).
        guard let delay = args.first(where: { $0.label?.text == "afterDelay" }) else { return nil }
        guard let sel = selectorName(macro), let labels = arity(of: sel) else {
            problem(node, "cannot tell the method perform(_:with:afterDelay:) calls", "write perform(afterDelay:) { … } by hand")
            return nil
        }
        let receiver = (node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.sourceText) ?? "self"
        let withArg = args.first { $0.label?.text == "with" }.map { rewrite($0.expression).sourceText }
        let call = Self.call(sel.name, labels: labels, arguments: withArg.map { [$0] } ?? labels.map { _ in "nil" })
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self).map { "\($0.base!.sourceText)." } ?? ""
        count(.performAfterDelay)
        let text = "\(callee)perform(afterDelay: \(rewrite(delay.expression).sourceText)) { \(receiver).\(call) }"
        return ExprSyntax("\(raw: text)").keepingTrivia(of: node)
    }

    /// `addObserver(self, selector: #selector(f(_:)), name: n, object: o)` → the block form on the main queue.
    func rewriteObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let args = Array(node.arguments)
        guard Self.calledName(node) == "addObserver", args.count == 4, args[1].label?.text == "selector",
              let macro = Self.selectorMacro(args[1].expression),
              let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.sourceText else { return nil }
        guard let sel = selectorName(macro), let labels = arity(of: sel) else {
            problem(node, "cannot tell the method this notification observer calls", "write addObserver(forName:object:queue:using:) by hand")
            return nil
        }
        let observer = args[0].expression.sourceText
        let capture = observer == "self" ? "[weak self]" : "[weak observer = \(observer)]"
        let target = observer == "self" ? "self" : "observer"
        // A Swift 4 habit: the method takes the Objective-C `NSNotification`; the block gets a `Notification`.
        let declared = index.firstParameterType(of: sel.name, in: owner(of: sel))?.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        let argument = declared == "NSNotification" ? "note as NSNotification" : "note"
        let call = Self.call(sel.name, labels: labels, arguments: labels.map { _ in argument })
        let name = rewrite(args[2].expression).sourceText
        let object = rewrite(args[3].expression).sourceText
        let noteName = labels.isEmpty ? "_" : "note"
        let statement = node.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
        count(.notificationObserver)
        let text = "\(statement)\(callee).addObserver(forName: \(name), object: \(object), queue: .main) { \(capture) \(noteName) in MainActor.assumeIsolated { \(target)?.\(call) } }"
        return ExprSyntax("\(raw: text)").keepingTrivia(of: node)
    }

    /// `go(n)`, `go(value: n)`, `go()`.
    static func call(_ name: String, labels: [String], arguments: [String]) -> String {
        let parts = zip(labels, arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// Rewrites a detached expression (an argument taken into a rebuilt call).
    func rewrite(_ expr: ExprSyntax) -> ExprSyntax { visit(expr) }
}
