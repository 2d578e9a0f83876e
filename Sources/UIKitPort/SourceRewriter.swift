import SwiftSyntax
import SwiftSyntaxBuilder

/// Rewrites one Swift file by the porting guide's rules, keeping its formatting and comments:
/// every node that is not rewritten is printed as it was, and a rewritten one keeps its trivia.
final class SourceRewriter: SyntaxRewriter {
    let index: ModuleIndex
    let tree: SourceFileSyntax
    /// The file as read: positions in the tree are offsets into its UTF-8.
    let original: String
    /// Lines for problems only: made when the first one is reported.
    lazy var converter = SourceLocationConverter(fileName: file, tree: tree)
    // What the file's text mentions, each searched once (rules ask as they visit each node).
    /// Whether the file imports XCTest, which brings Foundation by name beside UIKit.
    lazy var importsXCTest = original.mentions("import XCTest")
    /// Whether the file uses XCTest's API that Linux's lacks (its test targets then depend on XCUIAutomation).
    lazy var usesXCTestExtras = Self.xctestExtras.contains { original.mentions($0) }
    lazy var callsExpectFailure = original.mentions("XCTExpectFailure")
    /// Whether the file names anything localization-related.
    lazy var mentionsLocalization = Self.localizationNames.contains { original.mentions($0) }
    let file: String
    /// Rule name → times applied in this file.
    var counts: [PortRule: Int] = [:]
    var problems: [PortProblem] = []
    /// The enclosing types, innermost last (a class, or the type an extension extends).
    var typeStack: [String] = [] {
        didSet { inTestCase = typeStack.last.map(isTestCase) ?? false }
    }
    /// Whether the innermost type is an XCTestCase (asked for every node: kept, not looked up).
    var inTestCase = false
    var testCases: [String: Bool] = [:]
    /// The initializers this file's calls make objects with from a class value (the port writes their functions).
    var classValueFamilies: Set<ClassValueFactory.Family> = []
    /// Frameworks OpenUIKit provides that the file imports (the package depends on them).
    var importedFrameworks: Set<String> = []
    /// The file is the app's and the app has resources: `Bundle.main` and `Bundle(for:)` become
    /// `Bundle.module`, the SwiftPM resource bundle, which Foundation reads as iOS's main bundle
    /// (resources from its Resources/ folder, the Info.plist there).
    var rewritesMainBundle = false
    /// The file is the app's (not a test's).
    var isApp = false
    /// The target is Swift 3 or 4 (or says no version): `text.characters` is the string. In Swift 5
    /// code `.characters` is another type's (AttributedString's), and stays.
    var rewritesStringCharacters = true
    /// The file is a UI test's (XCUITest): `import XCUIAutomation` goes beside `import XCTest`.
    var isUITest = false
    /// Generic parameters in scope, innermost last: name → the class or protocol constraining it.
    var genericScopes: [[String: String]] = []

    init(index: ModuleIndex, tree: SourceFileSyntax, original: String, file: String) {
        self.index = index
        self.tree = tree
        self.original = original
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    func count(_ rule: PortRule) { counts[rule, default: 0] += 1 }

    func problem(_ node: some SyntaxProtocol, _ reason: String, _ advice: String) {
        let line = node.startLocation(converter: converter).line
        problems.append(PortProblem(file: file, line: line, reason: reason, advice: advice))
    }

    var enclosingType: String? { typeStack.last }

    // MARK: Skipping what cannot change

    /// A node with no word any rule looks at is kept as it is, unvisited: most of an app's code is
    /// plain Swift, and walking it costs as much as parsing it.
    override func visitAny(_ node: Syntax) -> Syntax? {
        // Every rule is set off by a word, an `@` or a `#` in the node's text — except those for an
        // XCTestCase's methods, whose declarations are always visited.
        if inTestCase, !node.is(CodeBlockSyntax.self) {
            return nil
        }
        let start = node.position.utf8Offset, end = node.endPosition.utf8Offset
        // The first trigger at or after `start` (binary search in the file's sorted offsets).
        var lo = 0, hi = triggerOffsets.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if triggerOffsets[mid] < start { lo = mid + 1 } else { hi = mid }
        }
        return lo < triggerOffsets.count && triggerOffsets[lo] < end ? nil : node
    }

    /// Where the file's text has a word some rule looks at (or an `@` or `#`): found once per file
    /// by a scan of the bytes, so that skipping a block costs a binary search, not a walk.
    lazy var triggerOffsets: [Int] = {
        var offsets: [Int] = []
        let words = Self.triggers
        var text = original
        // A generic parameter's name (`<T: UIView>`) sets off the class-value rule where it is called.
        let generics = Self.genericNames(in: original)
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "@") || c == UInt8(ascii: "#") { offsets.append(i); i += 1; continue }
                guard Self.isIdentifierByte(c) else { i += 1; continue }
                let first = i
                while i < bytes.count && Self.isIdentifierByte(bytes[i]) { i += 1 }
                // Most words cannot be one: only look up those whose first letter and length could.
                let length = i - first
                let shaped = length < 64 && Self.triggerShapes[Int(c) &* 64 &+ length]
                guard shaped || !generics.isEmpty else { continue }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<i]), as: UTF8.self)
                if (shaped && words.contains(word)) || generics.contains(word) {
                    offsets.append(first)
                }
            }
        }
        return offsets
    }()

    /// The identifiers written right after a `<` and before `:`, `,` or `>`: a superset of the file's
    /// generic parameter names.
    static func genericNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...].drop { $0 == " " }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let after = rest.dropFirst(name.count).drop { $0 == " " }
            if !name.isEmpty, let next = after.first, [":", ",", ">"].contains(next) { names.insert(String(name)) }
        }
        return names
    }

    /// Whether some trigger word has this first byte and this length (index: byte × 64 + length).
    static let triggerShapes: [Bool] = {
        var table = [Bool](repeating: false, count: 256 * 64)
        for word in triggers where word.utf8.count < 64 {
            table[Int(word.utf8.first!) * 64 + word.utf8.count] = true
        }
        return table
    }()

    static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80
    }

    /// Whether `type` is an XCTestCase (cached: asked for every node in it).
    func isTestCase(_ type: String) -> Bool {
        if let known = testCases[type] { return known }
        let answer = index.superclass[type] == "XCTestCase" || index.inherits(type, from: ["XCTestCase"])
        testCases[type] = answer
        return answer
    }

    /// Every word some rule rewrites, reports or starts from (`as` for casts, `class` and the other
    /// declaration keywords for the types whose members rules change).
    static let triggers: Set<String> = {
        var names: Set<String> = ["as", "dynamic", "class", "import", "init", "struct", "enum", "extension", "protocol","perform", "addObserver", "forKey", "forKeyPath", "responds", "NSClassFromString", "forUndefinedKey",
                                  "method_exchangeImplementations",
                                  "class_getInstanceMethod", "object_getClass", "class_addMethod", "selector", "keyPath",
                                  "addChildViewController", "removeFromParentViewController", "bringSubview", "sendSubview",
                                  "didMove", "willMove", "characters", "NSNotification", "NSStringFromSelector", "Bundle", "arguments", "NSPredicate", "delegate", "dataSource", "description"]
        names.formUnion(["NSLocalizedString"] + SourceRewriter.localizationMembers)
        names.formUnion(Swift5Renames.types.keys)
        names.formUnion(Swift5Renames.values.keys)
        names.formUnion(Swift5Renames.notifications.keys)
        names.formUnion(Swift5Renames.properties.keys)
        names.formUnion(Swift5Renames.functions)
        return names
    }()

    // MARK: Types: the enclosing type for selectors; @IBConnectable; attributes

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        typeStack.append(node.name.text)
        defer { typeStack.removeLast() }
        genericScopes.append(Self.genericParameters(node.genericParameterClause, node.genericWhereClause))
        defer { genericScopes.removeLast() }
        guard var decl = super.visit(node).as(ClassDeclSyntax.self) else { return DeclSyntax(node) }
        decl = stripObjC(decl)
        decl = addingRequiredInitializer(decl)
        decl = addingKeyValueCodingProperties(decl)
        decl = addingExpectedFailureHooks(decl)
        if Self.hasInterfaceBuilderMembers(node) && !Self.has(decl.attributes, "IBConnectable") {
            decl = prepend("IBConnectable", to: decl)
            count(.ibConnectable)
        }
        return DeclSyntax(decl)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        typeStack.append(node.extendedType.sourceText)
        defer { typeStack.removeLast() }
        for member in node.memberBlock.members {
            if let f = member.decl.as(FunctionDeclSyntax.self), Self.has(f.attributes, "IBAction") {
                problem(f, "@IBAction \(f.name.text) is in an extension: Interface Builder's actions are read from the class body on Linux",
                        "move the method into the class declaration")
            }
        }
        guard let decl = super.visit(node).as(ExtensionDeclSyntax.self) else { return DeclSyntax(node) }
        return DeclSyntax(stripObjC(decl))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        typeStack.append(node.name.text)
        defer { typeStack.removeLast() }
        return super.visit(node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        for member in node.memberBlock.members {
            if let mods = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
               mods.contains(where: { $0.name.text == "optional" }) {
                problem(member, "an optional protocol requirement needs the Objective-C runtime",
                        "drop `optional` and give the requirement a default implementation in a protocol extension")
            }
        }
        guard var decl = super.visit(node).as(ProtocolDeclSyntax.self) else { return DeclSyntax(node) }
        if Self.has(node.attributes, "objc") { decl = classBound(decl) }
        return DeclSyntax(stripObjC(decl))
    }

    /// An `@objc` protocol is class-bound on iOS (only classes adopt it, and a method of it can be
    /// a nil-targeted action: `addTarget(nil, action: #selector(Dummy.dummy), …)`); without `@objc`
    /// it says so itself: `: AnyObject`.
    func classBound(_ decl: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) else { return decl }
        var out = decl
        if var clause = decl.inheritanceClause {
            var types = Array(clause.inheritedTypes)
            let last = types.removeLast()
            types.append(last.with(\.trailingComma, .commaToken(trailingTrivia: .space)).with(\.type, last.type.trimmed))
            types.append(InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))))
                .with(\.trailingTrivia, last.type.trailingTrivia))
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            out.inheritanceClause = clause
        } else {
            let trailing = decl.name.trailingTrivia
            out.name = decl.name.with(\.trailingTrivia, [])
            out.inheritanceClause = InheritanceClauseSyntax(colon: .colonToken(trailingTrivia: .space), inheritedTypes: InheritedTypeListSyntax([
                InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))).with(\.trailingTrivia, trailing))]))
        }
        count(.objcProtocolClassBound)
        return out
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        genericScopes.append(Self.genericParameters(node.genericParameterClause, node.genericWhereClause))
        defer { genericScopes.removeLast() }
        guard var decl = super.visit(node).as(FunctionDeclSyntax.self) else { return DeclSyntax(node) }
        decl = stripObjC(decl)
        decl = removingUndefinedKeyOverride(decl)
        // Swift 4.2's rename of the containment callbacks, in overrides.
        if ["didMove", "willMove", "characters", "NSNotification", "NSStringFromSelector", "Bundle"].contains(decl.name.text),
           let first = decl.signature.parameterClause.parameters.first, first.firstName.text == "toParentViewController" {
            var params = decl.signature.parameterClause.parameters
            params = params.with(\.[params.startIndex], first.with(\.firstName, .identifier("toParent", trailingTrivia: first.firstName.trailingTrivia)))
            decl.signature.parameterClause.parameters = params
            count(.swift5Rename)
        }
        // Swift 4.2 typed the image picker's info dictionary: the delegate method written with
        // `[String : Any]` would no longer be the protocol's, and its `info[UIImagePickerController…]`
        // lookups (renamed to `InfoKey`s) would not compile.
        if decl.name.text == "imagePickerController", decl.signature.parameterClause.parameters.count == 2,
           let last = decl.signature.parameterClause.parameters.last, last.firstName.text == "didFinishPickingMediaWithInfo",
           last.type.trimmedDescription.filter({ !$0.isWhitespace }) == "[String:Any]" {
            var params = decl.signature.parameterClause.parameters
            let i = params.index(before: params.endIndex)
            params = params.with(\.[i], last.with(\.type, TypeSyntax("[UIImagePickerController.InfoKey : Any]").keepingTrivia(of: last.type)))
            decl.signature.parameterClause.parameters = params
            count(.swift5Rename)
        }
        if isMainActorCandidate(decl) {
            var effects = decl.signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
            effects.asyncSpecifier = .keyword(.async, trailingTrivia: .space)
            decl.signature.effectSpecifiers = effects
            decl = prepend("MainActor", to: decl)
            count(.mainActorTest)
            if let body = decl.body {
                // Waiting by blocking is not allowed in an async test: XCTest's `await` form lets
                // the main actor run what the expectations wait for.
                let waits = ExpectationWaitRewriter(viewMode: .sourceAccurate)
                decl.body = waits.visit(body)
                for _ in 0..<waits.rewritten { count(.asyncWait) }
            }
        }
        return DeclSyntax(decl)
    }

    /// UIKit is main-actor isolated; an XCTest test method becomes `@MainActor … async`, which
    /// XCTest on Linux runs on the main actor (a `@MainActor` test class is not run there).
    func isMainActorCandidate(_ decl: FunctionDeclSyntax) -> Bool {
        guard let type = enclosingType, index.superclass[type] == "XCTestCase" || index.inherits(type, from: ["XCTestCase"]),
              decl.name.text.hasPrefix("test"), decl.signature.parameterClause.parameters.isEmpty,
              decl.signature.effectSpecifiers?.asyncSpecifier == nil,
              !Self.has(decl.attributes, "MainActor") else { return false }
        return true
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        if let managed = managedLayerProperty(node) { return managed }
        guard var decl = super.visit(node).as(VariableDeclSyntax.self) else { return DeclSyntax(node) }
        decl = stripObjC(decl)
        if decl.modifiers.contains(where: { $0.name.text == "override" }), decl.bindings.count == 1,
           let pattern = decl.bindings.first!.pattern.as(IdentifierPatternSyntax.self),
           let renamed = Swift5Renames.properties[pattern.identifier.text] {
            let old = pattern.identifier
            let binding = decl.bindings.first!.with(\.pattern, PatternSyntax(pattern.with(\.identifier, .identifier(renamed, leadingTrivia: old.leadingTrivia, trailingTrivia: old.trailingTrivia))))
            decl.bindings = PatternBindingListSyntax([binding])
            count(.swift5Rename)
        }
        if Self.has(decl.attributes, "IBOutlet") {
            decl.attributes = AttributeListSyntax(decl.attributes.map { element in
                guard case .attribute(let a) = element, a.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "IBOutlet" else { return element }
                return .attribute(a.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("Outlet")))
                    .with(\.leadingTrivia, a.attributeName.leadingTrivia).with(\.trailingTrivia, a.attributeName.trailingTrivia)))
            })
            decl = removeModifiers(["weak", "unowned"], from: decl)
            count(.outlet)
        }
        return DeclSyntax(decl)
    }

    static let layerClasses: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAEmitterLayer",
                                            "CAReplicatorLayer", "CAScrollLayer", "CATiledLayer", "CATransformLayer"]

    /// `@NSManaged var thickness: CGFloat` in a layer: Core Animation makes its accessors, which
    /// store the value by key (so it animates and reaches the presentation layer). Here the port
    /// writes them: a property read and written with `value(forKey:)`/`setValue(_:forKey:)`, zero
    /// (or nil) until set, as Core Animation's is.
    func managedLayerProperty(_ node: VariableDeclSyntax) -> DeclSyntax? {
        guard Self.has(node.attributes, "NSManaged"), let type = enclosingType,
              index.superclass[type].map(Self.layerClasses.contains) == true || index.inherits(type, from: Self.layerClasses),
              node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let declared = binding.typeAnnotation?.type.trimmedDescription else { return nil }
        var valueType = declared, fallback: String
        if declared.hasSuffix("?") || declared.hasSuffix("!") {
            valueType = String(declared.dropLast())
            fallback = "nil"
        } else if ["CGFloat", "Double", "Float", "Int", "Int32", "UInt", "TimeInterval"].contains(declared) {
            fallback = "0"
        } else if declared == "Bool" {
            fallback = "false"
        } else if ["CGPoint", "CGSize", "CGRect", "CGVector"].contains(declared) {
            fallback = ".zero"
        } else {
            problem(node, "@NSManaged \(name): \(declared) has no value before it is set that the port can write",
                    "declare it as an optional, or give it a stored default")
            return nil
        }
        let modifiers = node.modifiers.map { $0.trimmedDescription }.filter { $0 != "dynamic" }.joined(separator: " ")
        let indent = Self.indentation(of: node.leadingTrivia).description
        let text = "\(modifiers.isEmpty ? "" : modifiers + " ")var \(name): \(declared) {\n"
            + "\(indent)    get { (value(forKey: \"\(name)\") as? \(valueType)) ?? \(fallback) }\n"
            + "\(indent)    set { setValue(newValue, forKey: \"\(name)\") }\n"
            + "\(indent)}"
        count(.managedLayerProperty)
        return DeclSyntax("\(raw: text)").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        guard var decl = super.visit(node).as(InitializerDeclSyntax.self) else { return DeclSyntax(node) }
        decl = stripObjC(decl)
        if needsRequired(decl), let i = decl.modifiers.firstIndex(where: { $0.name.text == "override" }) {
            let old = decl.modifiers[i].name
            decl.modifiers = decl.modifiers.with(\.[i], decl.modifiers[i].with(\.name, .keyword(.required, leadingTrivia: old.leadingTrivia, trailingTrivia: old.trailingTrivia)))
            count(.requiredInitializer)
        }
        return DeclSyntax(decl)
    }

    /// Table cells, header views, popover backgrounds and layers are made from a class value on Linux:
    /// their overridden designated initializer must be `required` (porting guide, section 5).
    func needsRequired(_ decl: InitializerDeclSyntax) -> Bool {
        guard let type = enclosingType, decl.modifiers.contains(where: { $0.name.text == "override" }),
              !decl.modifiers.contains(where: { $0.name.text == "required" }) else { return false }
        let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text }
        let kinds: [([String], Set<String>)] = [
            (["style", "reuseIdentifier"], ["UITableViewCell"]),
            (["reuseIdentifier"], ["UITableViewHeaderFooterView"]),
            (["frame"], ["UIPopoverBackgroundView", "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"]),
            // A layer's `init()` is required: a view makes its `layerClass`, and a copy its own class.
            ([], ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAEmitterLayer", "CAReplicatorLayer",
                  "CAScrollLayer", "CATiledLayer", "CATransformLayer"]),
        ]
        return kinds.contains { $0.0 == labels && (index.superclass[type].map($0.1.contains) == true || index.inherits(type, from: $0.1)) }
    }

    // MARK: Calls, casts, names and selectors (the extensions do the work)

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax { handleFunctionCallExpr(node) }
    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax { handleImportDecl(node) }
    override func visit(_ node: AttributeSyntax) -> AttributeSyntax { handleAttribute(node) }
    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax { handleSequenceExpr(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax { handleIdentifierType(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax { handleDeclReferenceExpr(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax { handleMemberAccessExpr(node) }
    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax { handleMacroExpansionExpr(node) }
    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax { handleForceUnwrapExpr(node) }
    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax { super.visit(rewritePlatformCondition(node)) }

    // MARK: Imports

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        // Imports are at the top level of a file only.
        guard node.parent?.is(SourceFileSyntax.self) == true else { return visited }
        let imports = visited.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.sourceText }
        // On iOS XCTest brings UIKit with it (its screenshots are UIImages), and XCUITest's API in
        // a UI test target; here they are modules of their own.
        var added: [String: [String]] = [:]
        if imports.contains("XCTest") && !imports.contains("UIKit") { added["XCTest", default: []].append("UIKit") }
        if (isUITest || usesXCTestExtras) && imports.contains("XCTest") && !imports.contains("XCUIAutomation") { added["XCTest", default: []].append("XCUIAutomation") }
        if imports.contains("SnapshotTesting") && !imports.contains("UIKitSnapshotTesting") { added["SnapshotTesting"] = ["UIKitSnapshotTesting"] }
        let withUIKit = imports.contains("UIKit") || added.values.contains { $0.contains("UIKit") }
        let localized = importingLocalization(visited, imports: imports, withUIKit: withUIKit)
        guard !added.isEmpty else { return localized }
        var items: [CodeBlockItemSyntax] = []
        for item in localized {
            items.append(item)
            guard let path = item.item.as(ImportDeclSyntax.self)?.path.sourceText, let modules = added.removeValue(forKey: path) else { continue }
            for module in modules {
                let line = DeclSyntax("import \(raw: module)").with(\.leadingTrivia, .newline)
                items.append(CodeBlockItemSyntax(item: .decl(line)))
                count(module == "UIKit" ? .testImport : module == "XCUIAutomation" ? (isUITest ? .uiTestImport : .xctestExtrasImport) : .snapshotImport)
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    // MARK: Helpers for attributes and modifiers

    static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
            if case .attribute(let a) = element { return a.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name }
            return false
        }
    }

    static func hasInterfaceBuilderMembers(_ node: ClassDeclSyntax) -> Bool {
        node.memberBlock.members.contains { member in
            guard let attrs = member.decl.asProtocol(WithAttributesSyntax.self)?.attributes else { return false }
            return ["IBOutlet", "IBAction", "IBInspectable", "Outlet"].contains { has(attrs, $0) }
        }
    }

    /// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `dynamic` go: Linux has no Objective-C.
    /// `@UIApplicationMain` becomes `@main`. The declaration keeps its leading trivia.
    func stripObjC<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> D {
        // Most declarations have none of these: leave them untouched (rebuilding a node costs).
        let hasAttribute = decl.attributes.contains { element in
            if case .attribute(let a) = element, let name = a.attributeName.as(IdentifierTypeSyntax.self)?.name.text {
                return Self.objcAttributes.contains(name) || name == "UIApplicationMain"
            }
            return false
        }
        guard hasAttribute || decl.modifiers.contains(where: { $0.name.text == "dynamic" }) else { return decl }
        var out = decl
        var removed = 0
        out.attributes = AttributeListSyntax(out.attributes.compactMap { element in
            guard case .attribute(let a) = element else { return element }
            let name = a.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? ""
            if Self.objcAttributes.contains(name) { removed += 1; return nil }
            if name == "UIApplicationMain" {
                count(.applicationMain)
                return .attribute(a.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("main")))
                    .with(\.leadingTrivia, a.attributeName.leadingTrivia).with(\.trailingTrivia, a.attributeName.trailingTrivia)))
            }
            return element
        })
        if removed > 0 { counts[.objcRemoved, default: 0] += removed }
        let before = out.modifiers.count
        out = removeModifiers(["dynamic"], from: out)
        if out.modifiers.count < before { count(.objcRemoved) }
        return out.leadingTrivia == decl.leadingTrivia ? out : out.with(\.leadingTrivia, decl.leadingTrivia)
    }

    /// The attributes Linux rejects (there is no Objective-C runtime).
    static let objcAttributes: Set<String> = ["objc", "objcMembers", "nonobjc"]

    func removeModifiers<D: WithModifiersSyntax & SyntaxProtocol>(_ names: Set<String>, from decl: D) -> D {
        guard decl.modifiers.contains(where: { names.contains($0.name.text) }) else { return decl }
        var out = decl
        out.modifiers = decl.modifiers.filter { !names.contains($0.name.text) }
        return out.leadingTrivia == decl.leadingTrivia ? out : out.with(\.leadingTrivia, decl.leadingTrivia)
    }

    /// What follows the last line break of some leading trivia: the declaration's indentation.
    static func indentation(of trivia: Trivia) -> Trivia {
        Trivia(pieces: trivia.pieces.reversed().prefix { piece in
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: return false
            default: return true
            }
        }.reversed())
    }

    /// `@name` on a line of its own above the declaration, indented as the declaration is.
    func prepend<D: WithAttributesSyntax>(_ name: String, to decl: D) -> D {
        let lead = decl.leadingTrivia
        let indent = Self.indentation(of: lead)
        var attr = AttributeSyntax(attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))))
        attr.trailingTrivia = .newline + indent
        var out = decl.with(\.leadingTrivia, [])
        out.attributes = AttributeListSyntax([.attribute(attr)] + Array(out.attributes))
        return out.with(\.leadingTrivia, lead)
    }
}
