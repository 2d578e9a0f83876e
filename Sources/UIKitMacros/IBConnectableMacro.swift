import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@IBConnectable` on a class: Interface Builder's outlets, inspectables and actions by name.
///
/// iOS finds an outlet or an action by its name at run time through the Objective-C runtime;
/// Linux has none. This macro writes, from the class's own declarations, what that lookup would
/// find: `setValue(_:forKey:)` for every `@Outlet` (and `@IBOutlet`) and `@IBInspectable` stored
/// property, and `nibAction(_:)` for every `@IBAction` method under its Objective-C selector
/// (`switchViews(_:)` → `switchViews:`, `done(sender:)` → `doneWithSender:`). Keys it does not
/// know go to `super`, so subclasses add to what their superclass connects.
public struct IBConnectableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let cls = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: Message.onlyClasses))
            return []
        }
        let isRoot = Self.isRoot(cls)
        let access = Self.access(cls)
        let over = isRoot ? "" : "override "

        var outletCases: [String] = []
        var actionCases: [String] = []
        for member in cls.memberBlock.members {
            if let v = member.decl.as(VariableDeclSyntax.self), Self.has(v.attributes, ["Outlet", "IBOutlet", "IBInspectable"]) {
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    guard let type = binding.typeAnnotation?.type else {
                        context.diagnose(Diagnostic(node: Syntax(binding), message: Message.needsType(name)))
                        continue
                    }
                    let (wrapped, optional) = Self.unwrap(type)
                    let assign = optional
                        ? "self.\(name) = NibValue.convert(value, to: (\(wrapped)).self)"
                        : "if let v = NibValue.convert(value, to: (\(wrapped)).self) { self.\(name) = v } else { NibValue.mismatch(self, \"\(name)\", value) }"
                    outletCases.append("case \"\(name)\": \(assign)")
                }
            }
            if let f = member.decl.as(FunctionDeclSyntax.self), Self.has(f.attributes, ["IBAction"]) {
                let params = Array(f.signature.parameterClause.parameters)
                let name = f.name.text
                switch params.count {
                case 0:
                    actionCases.append("case \"\(name)\": return { [unowned self] _ in self.\(name)(); return true }")
                case 1:
                    let p = params[0]
                    let label = p.firstName.text
                    let selector = Self.selector(name, label)
                    let call = label == "_" ? "self.\(name)(" : "self.\(name)(\(label): "
                    let (wrapped, optional) = Self.unwrap(p.type)
                    let body: String
                    if wrapped == "Any" {
                        body = optional ? "\(call)sender)" : "\(call)sender as Any)"
                    } else if optional {
                        body = "\(call)sender as? \(wrapped))"
                    } else if Self.ignores(p, in: f), wrapped.hasPrefix("UI") {
                        // Objective-C hands the sender over whatever its class (a button to a method
                        // declared for a gesture recognizer); a method that never reads it runs as on iOS.
                        body = "if let s = sender as? \(wrapped) { \(call)s) } else if let o = sender as AnyObject? { \(call)unsafeBitCast(o, to: \(wrapped).self)) } else { return false }"
                    } else {
                        body = "guard let s = sender as? \(wrapped) else { NibValue.senderMismatch(self, \"\(selector)\", sender, expected: \"\(wrapped)\"); return false }; \(call)s)"
                    }
                    actionCases.append("case \"\(selector)\": return { [unowned self] sender in \(body); return true }")
                default:
                    context.diagnose(Diagnostic(node: Syntax(f.name), message: Message.tooManyArguments(name)))
                }
            }
        }

        var decls: [DeclSyntax] = []
        if !outletCases.isEmpty || isRoot {
            let fallback = isRoot ? "NibValue.undefinedKey(self, key)" : "super.setValue(value, forKey: key)"
            decls.append("""
            \(raw: access)\(raw: over)func setValue(_ value: Any?, forKey key: String) {
                switch key {
                \(raw: outletCases.joined(separator: "\n"))
                default: \(raw: fallback)
                }
            }
            """)
        }
        if !actionCases.isEmpty || isRoot {
            let fallback = isRoot ? "nil" : "super.nibAction(selector)"
            decls.append("""
            \(raw: access)\(raw: over)func nibAction(_ selector: String) -> ((Any?) -> Bool)? {
                switch selector {
                \(raw: actionCases.joined(separator: "\n"))
                default: return \(raw: fallback)
                }
            }
            """)
        }
        return decls
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        // Only a class that inherits from no UIKit class needs the conformance written out.
        guard let cls = declaration.as(ClassDeclSyntax.self), isRoot(cls), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): NibConnectable {}")]
    }

    /// A class whose superclass is NSObject (or none): it conforms itself rather than overriding.
    static func isRoot(_ cls: ClassDeclSyntax) -> Bool {
        guard let first = cls.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return true }
        return first == "NSObject" || first == "Foundation.NSObject"
    }

    /// What the generated members are declared as: as visible as the class (an override of an
    /// open member in a public class must be public).
    static func access(_ cls: ClassDeclSyntax) -> String {
        let mods = cls.modifiers.map(\.name.text)
        let isFinal = mods.contains("final")
        if mods.contains("open") { return isFinal ? "public " : "open " }
        if mods.contains("public") { return "public " }
        if mods.contains("package") { return "package " }
        return ""
    }

    static func has(_ attributes: AttributeListSyntax, _ names: [String]) -> Bool {
        attributes.contains { a in
            guard let attr = a.as(AttributeSyntax.self) else { return false }
            return names.contains(attr.attributeName.trimmedDescription)
        }
    }

    /// `UILabel!` → ("UILabel", true); `[UIButton]?` → ("[UIButton]", true); `CGFloat` → ("CGFloat", false).
    /// Whether an action's body never reads its parameter (unnamed, or a name not used in the body).
    static func ignores(_ parameter: FunctionParameterSyntax, in f: FunctionDeclSyntax) -> Bool {
        let name = (parameter.secondName ?? parameter.firstName).text
        guard name != "_" else { return true }
        guard let body = f.body else { return false }
        return !body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    static func unwrap(_ type: TypeSyntax) -> (String, Bool) {
        if let t = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (t.wrappedType.trimmedDescription, true) }
        if let t = type.as(OptionalTypeSyntax.self) { return (t.wrappedType.trimmedDescription, true) }
        return (type.trimmedDescription, false)
    }

    /// The Objective-C selector Swift gives a one-argument method: `name:` with no label, the
    /// label joined with "With" otherwise (a preposition joins as it is: `move(to:)` → `moveTo:`).
    static func selector(_ name: String, _ label: String) -> String {
        guard label != "_" else { return name + ":" }
        let cap = label.prefix(1).uppercased() + label.dropFirst()
        let prepositions = ["with", "to", "for", "from", "in", "on", "at", "by", "of", "into", "onto", "after", "before", "using"]
        return name + (prepositions.contains(label) ? cap : "With" + cap) + ":"
    }

    enum Message: DiagnosticMessage {
        case onlyClasses, needsType(String), tooManyArguments(String)
        var message: String {
            switch self {
            case .onlyClasses: return "@IBConnectable applies to classes"
            case .needsType(let n): return "'\(n)' needs a type annotation for Interface Builder to set it"
            case .tooManyArguments(let n): return "'\(n)': an action Interface Builder connects takes the sender or nothing"
            }
        }
        var diagnosticID: MessageID { MessageID(domain: "UIKitMacros", id: "\(self)") }
        var severity: DiagnosticSeverity {
            if case .needsType = self { return .warning }
            return .error
        }
    }
}

@main
struct UIKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [IBConnectableMacro.self]
}
