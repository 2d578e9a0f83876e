import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder

/// Calls: the Swift 4 → 5 renames of functions and methods, `NSValue` casts, and what Linux
/// cannot do (classes by name, the Objective-C runtime), reported; key-value coding works
/// (OpenUIKit's, over the key paths the port lists: `SourceRewriter+KeyValueCoding`).
extension SourceRewriter {
    func handleFunctionCallExpr(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        // `Bundle(for: type(of: self))` is the app's bundle on iOS for the app's own classes.
        if rewritesMainBundle, node.calledExpression.sourceText == "Bundle", node.arguments.map({ $0.label?.text }) == ["for"] {
            return mainBundle(replacing: node)
        }
        if let rebuilt = rewriteAnyObjectCall(node) ?? rewriteOptionalRequirementCall(node) ?? rewritePerform(node) ?? rewriteObserver(node) ?? rewriteSelectorString(node)
            ?? rewriteTraitRegistration(node) ?? rewriteClassDescription(node) {
            return rebuilt
        }
        reportUnportable(node)
        let visited = super.visit(node)
        guard let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        // A UI test's predicate about elements: Linux's Foundation parses no formats; XCUIAutomation does.
        if isUITest, call.calledExpression.sourceText == "NSPredicate", let first = call.arguments.first, first.label?.text == "format" {
            var arguments = call.arguments
            arguments[arguments.startIndex] = first.with(\.label, .identifier("elementFormat", leadingTrivia: first.label!.leadingTrivia,
                                                                              trailingTrivia: first.label!.trailingTrivia))
            count(.elementPredicate)
            return ExprSyntax(call.with(\.arguments, arguments))
        }
        if let rebuilt = rewriteFunction(call) ?? rewriteClassValueCall(call) { return rebuilt }
        return ExprSyntax(renameMethod(call))
    }

    /// `type(of: item).description()`: on iOS any class answers `+description` through the
    /// Objective-C runtime, even through `AnyObject.Type`; here `NSObject`'s class method does,
    /// through a cast (and any other type is named as Swift names it).
    func rewriteClassDescription(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.arguments.isEmpty, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "description", let base = member.base?.as(FunctionCallExprSyntax.self),
              base.calledExpression.sourceText == "type", base.arguments.first?.label?.text == "of" else { return nil }
        count(.classDescription)
        let visited = visit(base)
        return ExprSyntax("((\(visited.trimmed) as? NSObject.Type)?.description() ?? \"\\(\(visited.trimmed))\")").keepingTrivia(of: node)
    }

    /// `(del as AnyObject).doDone?()`: Swift on Apple platforms looks `doDone` up on any object the
    /// Objective-C runtime knows; here it becomes a cast to the one type of the app that declares
    /// the method, `(del as? ViewController)?.doDone()`.
    func rewriteAnyObjectCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = node.calledExpression
        let unwrapped = callee.as(OptionalChainingExprSyntax.self)?.expression ?? callee.as(ForceUnwrapExprSyntax.self)?.expression ?? callee
        guard let member = unwrapped.as(MemberAccessExprSyntax.self), let tuple = member.base?.as(TupleExprSyntax.self),
              tuple.elements.count == 1, let sequence = tuple.elements.first?.expression.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count == 3, parts[1].is(UnresolvedAsExprSyntax.self), parts[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark == nil,
              parts[2].trimmedDescription == "AnyObject" else { return nil }
        let name = member.declName.baseName.text
        let types = index.types(declaring: name)
        guard !types.isEmpty else { return nil }
        let object = rewrite(parts[0]).trimmedDescription
        if types.count > 1 {
            // Several of the app's types have it: a statement that tries each, as the runtime would find it.
            guard node.parent?.is(CodeBlockItemSyntax.self) == true, parts[0].is(DeclReferenceExprSyntax.self) else { return nil }
            count(.anyObjectLookup)
            let arguments = node.arguments.map { rewrite($0.expression).trimmedDescription }
            let labels = node.arguments.map { $0.label?.text }
            let call = "\(name)(" + zip(labels, arguments).map { ($0.0.map { "\($0): " } ?? "") + $0.1 }.joined(separator: ", ") + ")"
            let text = types.map { "if let o = \(object) as? \($0) { o.\(call) }" }.joined(separator: " else ")
            return ExprSyntax("\(raw: text)").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        count(.anyObjectLookup)
        let newCallee = ExprSyntax("(\(raw: object) as? \(raw: types[0]))?.\(raw: name)")
            .with(\.leadingTrivia, callee.leadingTrivia).with(\.trailingTrivia, callee.trailingTrivia)
        return visit(ExprSyntax(node.with(\.calledExpression, newCallee)))
    }

    /// `delegate?.tableView?(tv, willDisplay: cell, forRowAt: ip)` and `delegate!.f!(…)` → the call
    /// without the optional requirement's `?`/`!`: OpenUIKit's protocols give every optional
    /// requirement a default instead of `@objc optional` (a delegate's or data source's method,
    /// never a closure property of the app's).
    func rewriteOptionalRequirementCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = node.calledExpression
        guard let inner = callee.as(OptionalChainingExprSyntax.self)?.expression ?? callee.as(ForceUnwrapExprSyntax.self)?.expression,
              let member = inner.as(MemberAccessExprSyntax.self), let base = member.base,
              !index.propertyNames.contains(member.declName.baseName.text) else { return nil }
        let chain = base.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        guard chain.hasSuffix("delegate") || chain.hasSuffix("Delegate") || chain.hasSuffix("dataSource") || chain.hasSuffix("DataSource") else { return nil }
        count(.optionalRequirementCall)
        let member2 = member.with(\.trailingTrivia, callee.trailingTrivia)
        return visit(ExprSyntax(node.with(\.calledExpression, ExprSyntax(member2))))
    }

    /// `UIApplication.shared.delegate!.window!`, `(scene.delegate as! UIWindowSceneDelegate).window!!`:
    /// on iOS the app or scene delegate's `window` is an optional
    /// requirement, one more optional through the protocol; here it is a requirement with a
    /// default, so that `!` goes (`window!!` → `window!`).
    func handleForceUnwrapExpr(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        if let member = node.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "window",
           let base = member.base?.trimmedDescription,
           base.range(of: #"(delegate[!?]|as[!?] UI(Application|WindowScene)Delegate\)[!?]?)$"#, options: .regularExpression) != nil {
            count(.optionalRequirementCall)
            return visit(node.expression).with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }

    /// `NSStringFromSelector(#selector(save(_:)))` → `"save:"`, the name iOS gives.
    func rewriteSelectorString(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard Self.calledName(node) == "NSStringFromSelector", node.arguments.count == 1,
              let macro = Self.selectorMacro(node.arguments.first?.expression), let sel = selectorName(macro) else { return nil }
        var named = sel
        if named.labels == nil { named.labels = arity(of: sel) }
        count(.selectorComparison)
        return ExprSyntax("\(literal: named.objcName)").keepingTrivia(of: node)
    }

    /// `registerForTraitChanges(traits, action: #selector(f))` (the action on the registering object
    /// itself) → `registerForTraitChanges(traits, target: self, action: Type.f)`.
    func rewriteTraitRegistration(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let args = Array(node.arguments)
        guard Self.calledName(node) == "registerForTraitChanges", args.count == 2, args[0].label == nil,
              args[1].label?.text == "action", let macro = Self.selectorMacro(args[1].expression),
              let sel = selectorName(macro), let type = owner(of: sel) else { return nil }
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)
        let target = callee?.base?.sourceText ?? "self"
        let reference = methodReference(macro, sel, type).sourceText.trimmingCharacters(in: .whitespacesAndNewlines)
        count(.selectorToMethodReference)
        let text = "\(node.calledExpression.sourceText)(\(rewrite(args[0].expression).sourceText), target: \(target), action: \(reference))"
        return ExprSyntax("\(raw: text)").keepingTrivia(of: node)
    }

    /// `UIEdgeInsetsMake(0, 8, 0, 8)` → `UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)`, and the
    /// image and rect functions that became methods.
    func rewriteFunction(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              Swift5Renames.functions.contains(name) else { return nil }
        let a = call.arguments.map { $0.expression.sourceText }
        func receiver(_ s: String) -> String {
            s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? s : "(\(s))"
        }
        let text: String
        switch (name, a.count) {
        case ("UIEdgeInsetsMake", 4): text = "UIEdgeInsets(top: \(a[0]), left: \(a[1]), bottom: \(a[2]), right: \(a[3]))"
        case ("UIImagePNGRepresentation", 1): text = "\(receiver(a[0])).pngData()"
        case ("UIImageJPEGRepresentation", 2): text = "\(receiver(a[0])).jpegData(compressionQuality: \(a[1]))"
        case ("UIEdgeInsetsInsetRect", 2): text = "\(receiver(a[0])).inset(by: \(a[1]))"
        case ("UIOffsetMake", 2): text = "UIOffset(horizontal: \(a[0]), vertical: \(a[1]))"
        case ("UIEdgeInsetsEqualToEdgeInsets", 2): text = "\(receiver(a[0])) == \(receiver(a[1]))"
        case ("UIAccessibilityIsVoiceOverRunning", 0): text = "UIAccessibility.isVoiceOverRunning"
        case ("UIAccessibilityIsReduceMotionEnabled", 0): text = "UIAccessibility.isReduceMotionEnabled"
        case ("UIAccessibilityPostNotification", 2):
            let notification = Swift5Renames.values[a[0]] ?? a[0]
            text = "UIAccessibility.post(notification: \(notification), argument: \(a[1]))"
        default: return nil
        }
        count(.swift5Rename)
        return ExprSyntax("\(raw: text)").keepingTrivia(of: call)
    }

    /// `addChildViewController(vc)` → `addChild(vc)`; `bringSubview(toFront: v)` → `bringSubviewToFront(v)`.
    func renameMethod(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        guard let name = Self.calledName(call) else { return call }
        let firstLabel = call.arguments.first?.label?.text
        let key = firstLabel.map { "\(name)(\($0):)" } ?? name
        guard let (newName, labels) = Swift5Renames.methods[key] else { return call }
        var out = call
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            out.calledExpression = ExprSyntax(ref.with(\.baseName, .identifier(newName, leadingTrivia: ref.baseName.leadingTrivia, trailingTrivia: ref.baseName.trailingTrivia)))
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let ref = member.declName
            out.calledExpression = ExprSyntax(member.with(\.declName, ref.with(\.baseName, .identifier(newName, leadingTrivia: ref.baseName.leadingTrivia, trailingTrivia: ref.baseName.trailingTrivia))))
        }
        if let first = out.arguments.first, let label = labels.first {
            var arg = first
            if let label {
                arg.label = .identifier(label)
            } else {
                arg.label = nil
                arg.colon = nil
                arg.expression = arg.expression.with(\.leadingTrivia, [])
            }
            out.arguments = out.arguments.with(\.[out.arguments.startIndex], arg)
        }
        count(.swift5Rename)
        return out
    }

    /// Calls that reach for the Objective-C runtime (checked for every call: a constant).
    static let unportableCalls: Set<String> = ["responds", "NSClassFromString", "method_exchangeImplementations", "class_getInstanceMethod",
                                               "object_getClass", "class_addMethod"]

    /// The types Foundation casts from `Any` only through `NSValue`, and the property that reads each.
    static let nsValueProperties = ["CGRect": "cgRectValue", "CGPoint": "cgPointValue", "CGSize": "cgSizeValue",
                                    "CGAffineTransform": "cgAffineTransformValue", "UIEdgeInsets": "uiEdgeInsetsValue"]

    /// What has no Linux equivalent is reported with its line, and left as written.
    func reportUnportable(_ node: FunctionCallExprSyntax) {
        let name = Self.calledName(node)
        guard let name, Self.unportableCalls.contains(name) else { return }
        switch name {
        case "NSClassFromString":
            problem(node, "NSClassFromString looks a class up by name through the Objective-C runtime",
                    "use the type itself, or a dictionary from names to types")
        case "method_exchangeImplementations", "class_getInstanceMethod", "object_getClass", "class_addMethod":
            problem(node, "\(name) is part of the Objective-C runtime", "keep the state in a stored property or a dictionary keyed by ObjectIdentifier")
        default: break
        }
    }

    /// The app's bundle as iOS has it: its resources and its Info.plist (`rewritesMainBundle`).
    func mainBundle(replacing node: some ExprSyntaxProtocol) -> ExprSyntax {
        count(.mainBundle)
        return ExprSyntax("Bundle.module").keepingTrivia(of: node)
    }

    func handleImportDecl(_ node: ImportDeclSyntax) -> DeclSyntax {
        let path = node.path.sourceText
        if let (reason, advice) = SystemFramework.unavailable[path] {
            problem(node, reason, advice)
        } else if SystemFramework.otherAppleFrameworks.contains(path) && !SystemFramework.provided.contains(path)
                    && SystemFramework.renamed[path] == nil {
            problem(node, "\(path) is an iOS framework OpenUIKit does not provide",
                    "keep the code that uses \(path) behind a protocol with a stand-in, so the rest of the app builds and runs")
        }
        if let module = SystemFramework.renamed[path] {
            // `import Combine`: the module OpenUIKit serves it from has another name.
            importedFrameworks.insert(module)
            count(.combineImport)
            let renamed = ImportPathComponentSyntax(name: .identifier(module, leadingTrivia: node.path.leadingTrivia,
                                                                      trailingTrivia: node.path.trailingTrivia))
            return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax([renamed])))
        }
        if let module = SystemFramework.submodulesOfOS.contains(path) ? "os" : SystemFramework.submodules[path] {
            importedFrameworks.insert(module)
            count(.osSubmoduleImport)
            let whole = ImportPathComponentSyntax(name: .identifier(module, leadingTrivia: node.path.leadingTrivia,
                                                                    trailingTrivia: node.path.trailingTrivia))
            return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax([whole])))
        }
        if path == "UIKit.UIGestureRecognizerSubclass" {
            // A gesture recognizer's subclass API (settable `state`, the touch methods) is UIKit's own here.
            count(.osSubmoduleImport)
            let uikit = ImportPathComponentSyntax(name: .identifier("UIKit", leadingTrivia: node.path.leadingTrivia,
                                                                    trailingTrivia: node.path.trailingTrivia))
            return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax([uikit])))
        }
        if SystemFramework.provided.contains(path) { importedFrameworks.insert(path) }
        return super.visit(node)
    }

    func handleAttribute(_ node: AttributeSyntax) -> AttributeSyntax {
        if node.attributeName.sourceText == "NSManaged" {
            problem(node, "@NSManaged properties are Core Data's", "make it a stored property of a plain Swift type")
        }
        return super.visit(node)
    }

    // MARK: `as! CGRect` and the Swift 4 names

    /// `x as! CGRect` → `(x as! NSValue).cgRectValue`; `x as? CGRect` → `(x as? NSValue)?.cgRectValue`.
    func handleSequenceExpr(_ node: SequenceExprSyntax) -> ExprSyntax {
        // Only a sequence with a cast to one of these types changes: look before rebuilding.
        let hasCast = node.elements.contains { element in
            guard let type = element.as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self) else { return false }
            return Self.nsValueProperties[type.name.text] != nil
        }
        let result = super.visit(node)
        guard hasCast, let visited = result.as(SequenceExprSyntax.self) else { return result }
        var elements = Array(visited.elements)
        var i = 1
        var changed = false
        while i + 1 < elements.count {
            if let cast = elements[i].as(UnresolvedAsExprSyntax.self), let mark = cast.questionOrExclamationMark,
               let type = elements[i + 1].as(TypeExprSyntax.self), let property = Self.nsValueProperties[type.type.sourceText] {
                let operand = elements[i - 1]
                let optional = mark.tokenKind == .postfixQuestionMark
                let value = operand.sourceText
                var text = optional ? "(\(value) as? NSValue)?.\(property)" : "(\(value) as! NSValue).\(property)"
                // A plain name (`self` in a protocol extension, a local `Any`) may hold the value
                // itself rather than a boxed one (SnapKit's `make.size.equalTo(CGSize(…))`): try that first.
                if operand.is(DeclReferenceExprSyntax.self) {
                    text = "(\(value) as? \(type.type.sourceText) ?? \(text))"
                }
                let replacement = ExprSyntax("\(raw: text)").with(\.leadingTrivia, operand.leadingTrivia).with(\.trailingTrivia, type.trailingTrivia)
                elements.replaceSubrange((i - 1)...(i + 1), with: [replacement])
                count(.nsValueCast)
                changed = true
                continue
            }
            i += 1
        }
        guard changed else { return ExprSyntax(visited) }
        if elements.count == 1 { return elements[0] }
        return ExprSyntax(visited.with(\.elements, ExprListSyntax(elements)))
    }

    func handleIdentifierType(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard let renamed = Swift5Renames.types[node.name.text] else { return super.visit(node) }
        count(.swift5Rename)
        return TypeSyntax("\(raw: renamed)").keepingTrivia(of: node)
    }

    func handleDeclReferenceExpr(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        if let qualified = qualifyingLocalization(node) { return qualified }
        guard node.argumentNames == nil,
              let renamed = Swift5Renames.types[name] ?? Swift5Renames.values[name] else { return super.visit(node) }
        // A function call's name is handled with its arguments.
        if Swift5Renames.functions.contains(name) { return super.visit(node) }
        count(.swift5Rename)
        return ExprSyntax("\(raw: renamed)").keepingTrivia(of: node)
    }

    /// `.UIKeyboardWillShow` and `NSNotification.Name.UIKeyboardWillShow` → `UIResponder.keyboardWillShowNotification`.
    func handleMemberAccessExpr(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let member = node.declName.baseName.text
        reportAmbiguousLocalization(node)
        if rewritesMainBundle, member == "main", node.base?.sourceText == "Bundle" { return mainBundle(replacing: node) }
        // What a UI test launched the app with: Linux cannot change a running process's arguments.
        if isApp, member == "arguments", node.base?.sourceText == "ProcessInfo.processInfo" {
            count(.launchArguments)
            let name = node.declName.baseName
            return ExprSyntax(node.with(\.declName, node.declName.with(\.baseName, .identifier("launchArguments", leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia))))
        }
        // Swift 4's `text.characters`: a String is its characters since Swift 4 (unless the app has a
        // property of that name, which the rule then leaves alone).
        if rewritesStringCharacters, member == "characters", node.declName.argumentNames == nil, node.base != nil,
           !index.propertyNames.contains("characters"),
           let visited = super.visit(node).as(MemberAccessExprSyntax.self), let base = visited.base {
            count(.swift5Rename)
            return base.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        if let renamed = Swift5Renames.notifications[member],
           node.base == nil || ["NSNotification.Name", "Notification.Name"].contains(node.base!.sourceText) {
            count(.swift5Rename)
            return ExprSyntax("\(raw: renamed)").keepingTrivia(of: node)
        }
        if node.declName.argumentNames == nil, let renamed = Swift5Renames.properties[member], node.base != nil,
           let visited = super.visit(node).as(MemberAccessExprSyntax.self) {
            count(.swift5Rename)
            let name = visited.declName.baseName
            return ExprSyntax(visited.with(\.declName, visited.declName.with(\.baseName, .identifier(renamed, leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia))))
        }
        return super.visit(node)
    }
}
