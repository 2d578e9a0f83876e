import SwiftSyntax
import SwiftSyntaxBuilder

/// Objects made from a class value, and the `required` initializers of UIKit's reusable views.
extension SourceRewriter {
    // MARK: Class values: `viewClass.init(frame:)`, `T()`

    /// `viewClass.init(frame: r)` → `uikitPortMake(viewClass, frame: r)`; `T()` (a generic class
    /// parameter) → `uikitPortMake(T.self)`. Nil when the call does not make an object from a class value.
    func rewriteClassValueCall(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let (metatype, labels) = classValue(of: call) else { return nil }
        guard let family = ClassValueFactory.Family(labels: labels) else {
            // Initializers that are `required` here already need nothing; a variable's type is not
            // known (a protocol's initializer requirement is called so too): only a class-constrained
            // generic parameter is reported.
            if [["style", "reuseIdentifier"], ["coder"], ["reuseIdentifier"]].contains(labels) || !metatype.hasSuffix(".self") { return nil }
            problem(call, "an object made from a class value with init(\(labels.map { "\($0):" }.joined())): Swift needs that initializer to be `required`",
                    "mark the initializer `required` in the class and its subclasses, or make the object from the class by name")
            return nil
        }
        classValueFamilies.insert(family)
        count(.classValueInitializer)
        let arguments = [metatype] + call.arguments.map { arg in
            (arg.label.map { "\($0.text): " } ?? "") + arg.expression.sourceText
        }
        let text = "\(ClassValueFactory.functionName)(\(arguments.joined(separator: ", ")))"
        return ExprSyntax("\(raw: text)").keepingTrivia(of: call)
    }

    /// The class value a call makes an object from (as an expression of its metatype) and the
    /// initializer's labels; nil for `super.init`, `self.init`, `.init(…)` and a type written by name.
    func classValue(of call: FunctionCallExprSyntax) -> (String, [String])? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `T()`: a generic parameter constrained to a class.
            let name = ref.baseName.text
            guard ref.argumentNames == nil, genericClassParameter(name) else { return nil }
            return ("\(name).self", labels)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base else { return nil }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if ["self", "super"].contains(name) { return nil }
            if name == "Self" { return isClass(enclosingType) ? ("Self.self", labels) : nil }
            if genericClassParameter(name) { return ("\(name).self", labels) }
            // A type by name; a variable holding a class value is read only for UIKit's own initializers.
            if name.first?.isUppercase == true { return nil }
            return labels.isEmpty ? nil : (name, labels)
        }
        if let inner = base.as(FunctionCallExprSyntax.self), Self.calledName(inner) == "type",
           inner.arguments.first?.label?.text == "of" {
            return isClass(enclosingType) ? (inner.sourceText, labels) : nil
        }
        if let path = base.as(MemberAccessExprSyntax.self) {
            // `self.cellClass.init(frame:)`, but not `UIKit.UIView.init(frame:)`.
            if path.declName.baseName.text.first?.isUppercase == true { return nil }
            return labels.isEmpty ? nil : (path.sourceText, labels)
        }
        return nil
    }

    func isClass(_ type: String?) -> Bool {
        guard let type else { return false }
        return index.classes[type] != nil
    }

    /// Whether `name` is a generic parameter in scope whose constraint is a class (the app's, or an
    /// Objective-C class of the SDK).
    func genericClassParameter(_ name: String) -> Bool {
        for scope in genericScopes.reversed() {
            guard let constraint = scope[name] else { continue }
            return index.classes[constraint] != nil || ClassValueFactory.uikitClasses(.plain).contains(constraint)
        }
        return false
    }

    /// A declaration's generic parameters with their class constraints (from `<T: C>` and `where T: C`).
    static func genericParameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: String] {
        guard let clause else { return [:] }
        var out: [String: String] = [:]
        for p in clause.parameters { out[p.name.text] = p.inheritedType?.sourceText ?? "" }
        for requirement in whereClause?.requirements ?? [] {
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
               out[conformance.leftType.sourceText] == "" {
                out[conformance.leftType.sourceText] = conformance.rightType.sourceText
            }
        }
        return out
    }

    // MARK: A reusable view's required initializer

    /// The `required` initializers of UIKit classes made from a class value (a table's cells and
    /// header views, a popover's background): each with its labels and the full declaration.
    static let requiredInitializers: [(base: String, labels: [String], declaration: String)] = [
        ("UITableViewCell", ["style", "reuseIdentifier"], "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"),
        ("UITableViewHeaderFooterView", ["reuseIdentifier"], "init(reuseIdentifier: String?)"),
        ("UIPopoverBackgroundView", ["frame"], "init(frame: CGRect)"),
        ("UICollectionReusableView", ["frame"], "init(frame: CGRect)"),
        ("UICollectionViewCell", ["frame"], "init(frame: CGRect)"),
        ("UICollectionViewListCell", ["frame"], "init(frame: CGRect)"),
    ]

    /// A subclass that declares its own designated initializer but not the required one (it never
    /// needed to: Objective-C does not require it) gets one that traps as iOS does when it is called.
    func addingRequiredInitializer(_ decl: ClassDeclSyntax) -> ClassDeclSyntax {
        let name = decl.name.text
        let designated = ModuleIndex.designatedInitializers(of: decl)
        guard !designated.isEmpty,
              let required = Self.requiredInitializers.first(where: { index.superclass[name] == $0.base || index.inherits(name, from: [$0.base]) }),
              !designated.contains(required.labels) else { return decl }
        let indentation = decl.memberBlock.members.first.map { Self.indentation(of: $0.leadingTrivia) } ?? .spaces(4)
        let indent = indentation.description
        let labels = required.labels.map { "\($0):" }.joined()
        let member = MemberBlockItemSyntax(decl: DeclSyntax("""
            required \(raw: required.declaration) {
            \(raw: indent)    fatalError("Use of unimplemented initializer 'init(\(raw: labels))' for class '\\(String(reflecting: \(raw: name).self))'")
            \(raw: indent)}
            """).with(\.leadingTrivia, .newlines(2) + indentation))
        count(.requiredInitializer)
        return Self.appending([member], to: decl)
    }

    /// `decl` with `members` at the end of its body, its closing brace on a line of its own.
    static func appending(_ members: [MemberBlockItemSyntax], to decl: ClassDeclSyntax) -> ClassDeclSyntax {
        var out = decl
        out.memberBlock.members = MemberBlockItemListSyntax(Array(decl.memberBlock.members) + members)
        var close = out.memberBlock.rightBrace
        if !close.leadingTrivia.contains(where: { if case .newlines = $0 { return true }; return false }) {
            close.leadingTrivia = .newline + close.leadingTrivia
        }
        out.memberBlock.rightBrace = close
        return out
    }

}
