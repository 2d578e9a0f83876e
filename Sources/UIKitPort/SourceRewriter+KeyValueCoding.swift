import SwiftSyntax
import SwiftSyntaxBuilder

/// Key-value coding of the app's model objects: iOS finds a property by its name at run time
/// (`setValue(_:forKey:)`, sort descriptors and predicates by key); Linux has no runtime to ask, so
/// the port lists each class's properties as key paths, which OpenUIKit's key-value coding reads
/// and sets (`KeyValueCodingProperties`).
extension SourceRewriter {
    /// Whether `type` is one of the app's `NSObject` subclasses whose classes, up to `NSObject`,
    /// are all the app's and nameable (not private, not generic): the model objects.
    func isKeyValueModel(_ type: String) -> Bool {
        var t = type
        var seen = Set<String>()
        while seen.insert(t).inserted {
            guard let info = index.classes[t], info.isReachable, let up = index.superclass[t] else { return false }
            if up == "NSObject" || up == "Foundation.NSObject" { return true }
            t = up
        }
        return false
    }

    /// `override func value(forUndefinedKey:)` (or `setValue(_:forUndefinedKey:)`) in a model class
    /// that is the first of its line to declare it: `NSObject` has no such member to override on
    /// Linux, so the `override` goes and the method answers `KeyValueCodingProperties`' requirement.
    func removingUndefinedKeyOverride(_ decl: FunctionDeclSyntax) -> FunctionDeclSyntax {
        let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text }
        guard isApp, decl.modifiers.contains(where: { $0.name.text == "override" }),
              (decl.name.text == "value" && labels == ["forUndefinedKey"]) || (decl.name.text == "setValue" && labels == ["_", "forUndefinedKey"]),
              typeStack.count == 1, let type = enclosingType, isKeyValueModel(type) else { return decl }
        // An app class above it declares it already: this one overrides that.
        var t = index.superclass[type]
        while let current = t, index.classes[current] != nil {
            if index.methods[current]?[decl.name.text]?.contains(labels) == true { return decl }
            t = index.superclass[current]
        }
        count(.keyValueCodingProperties)
        return removeModifiers(["override"], from: decl)
    }

    /// The class with its table of key paths added as its last member: every instance property it
    /// declares, `var`s writable; a root class adopts `KeyValueCodingProperties`, a subclass adds
    /// its own to its superclass's.
    func addingKeyValueCodingProperties(_ decl: ClassDeclSyntax) -> ClassDeclSyntax {
        let name = decl.name.text
        guard isApp, typeStack.count == 1, isKeyValueModel(name), decl.genericParameterClause == nil,
              !index.propertyNames.contains("keyValueCodingKeyPaths") else { return decl }
        let isRoot = ["NSObject", "Foundation.NSObject"].contains(index.superclass[name] ?? "")
        var entries: [String] = []
        for member in decl.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { ["static", "class", "override"].contains($0.name.text) }) else { continue }
            for binding in v.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                entries.append("\"\(property)\": \\\(name).\(property)")
            }
        }
        guard isRoot || !entries.isEmpty else { return decl }
        let mods = decl.modifiers.map(\.name.text)
        let access = mods.contains("open") ? (mods.contains("final") ? "public " : "open ")
            : mods.contains("public") ? "public " : mods.contains("package") ? "package " : ""
        let table = entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
        let indent = Self.indentation(of: decl.memberBlock.members.first?.leadingTrivia ?? .spaces(4)).description
        let body = isRoot ? table : "super.keyValueCodingKeyPaths.merging(\(table)) { $1 }"
        let text = "\n\n\(indent)// uikit-port: the properties key-value coding finds by name (iOS asks the Objective-C runtime)\n"
            + "\(indent)\(access)\(isRoot ? "" : "override ")var keyValueCodingKeyPaths: [String: AnyKeyPath] {\n"
            + "\(indent)    \(body)\n\(indent)}"
        var out = decl
        let item = MemberBlockItemSyntax(decl: DeclSyntax("\(raw: text)"))
        out.memberBlock.members = MemberBlockItemListSyntax(Array(decl.memberBlock.members) + [item])
        if isRoot, var clause = out.inheritanceClause {
            var types = Array(clause.inheritedTypes)
            let last = types[types.count - 1]
            types[types.count - 1] = InheritedTypeSyntax(type: last.type.trimmed, trailingComma: .commaToken(trailingTrivia: .space))
            types.append(InheritedTypeSyntax(type: TypeSyntax("KeyValueCodingProperties")).with(\.trailingTrivia, last.trailingTrivia))
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            out.inheritanceClause = clause
        }
        count(.keyValueCodingProperties)
        return out
    }
}
