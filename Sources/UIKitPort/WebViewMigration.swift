import Foundation
import SwiftParser
import SwiftSyntax

/// `UIWebView` left the iOS SDK (iOS 12 deprecated it, the App Store refuses it since 2020) but
/// older books' apps use it; OpenUIKit has `WKWebView`. Before the sources are rewritten, the port
/// moves a file that uses it to WebKit where the meaning is the same, as Apple's migration notes
/// describe: the types, `loadRequest(_:)` → `load(_:)`, the web view's `delegate` → its
/// `navigationDelegate`, the delegate's four methods → `WKNavigationDelegate`'s (a should-start
/// answer becomes the decision handler's, and a load failure is heard before and after the page
/// commits, as UIWebView's was), `.linkClicked` → `.linkActivated`; `import WebKit` is added.
/// What has no same meaning is reported: `stringByEvaluatingJavaScript(from:)` returns at once
/// where `evaluateJavaScript` answers later, and `scalesPageToFit` is gone (a page is fitted by its
/// viewport), which the port takes out.
struct WebViewMigration {
    struct Note {
        var file: URL
        var line: Int
        var text: String
        var isProblem: Bool
        var advice: String = ""
    }

    private struct Edit {
        var start: Int, end: Int, text: String
    }

    /// The files' texts after the migration (only the changed ones), and what it did or could not do.
    static func migrate(_ texts: [URL: String]) -> (texts: [URL: String], notes: [Note]) {
        var changed: [URL: String] = [:]
        var notes: [Note] = []
        for (url, text) in texts.sorted(by: { $0.key.path < $1.key.path }) where text.mentions("UIWebView") {
            let (result, fileNotes) = migrate(text, file: url)
            if result != text { changed[url] = result }
            notes += fileNotes
        }
        return (changed, notes)
    }

    static let types: [String: String] = [
        "UIWebView": "WKWebView", "UIWebViewDelegate": "WKNavigationDelegate",
        "UIWebViewNavigationType": "WKNavigationType",
    ]

    private static func migrate(_ text: String, file: URL) -> (String, [Note]) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        var edits: [Edit] = []
        var notes: [Note] = []
        func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }
        func replace(_ node: some SyntaxProtocol, with new: String) {
            edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: new))
        }
        // The web views' names, so that their `delegate` is found.
        var webViewNames = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "UIWebView" {
            var node = token.parent
            while let n = node, n.as(PatternBindingSyntax.self) == nil, n.as(CodeBlockItemSyntax.self) == nil { node = n.parent }
            if let binding = node?.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                webViewNames.insert(name.identifier.text)
            }
        }
        final class Visitor: SyntaxVisitor {
            var onFunction: (FunctionDeclSyntax) -> Bool = { _ in false }
            var onType: (IdentifierTypeSyntax) -> Void = { _ in }
            var onMemberType: (MemberTypeSyntax) -> Bool = { _ in false }
            var onMember: (MemberAccessExprSyntax) -> Void = { _ in }
            var onExpression: (DeclReferenceExprSyntax) -> Void = { _ in }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { onFunction(node) ? .skipChildren : .visitChildren }
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { onType(node); return .visitChildren }
            override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { onMemberType(node) ? .skipChildren : .visitChildren }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { onMember(node); return .visitChildren }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { onExpression(node); return .visitChildren }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.onType = { t in if let new = types[t.name.text] { replace(t.name, with: new) } }
        visitor.onExpression = { e in if let new = types[e.baseName.text] { replace(e.baseName, with: new) } }
        visitor.onMemberType = { t in
            guard t.baseType.trimmedDescription == "UIWebView", t.name.text == "NavigationType" else { return false }
            replace(t, with: "WKNavigationType")
            return true
        }
        visitor.onMember = { m in
            let name = m.declName.baseName.text
            switch name {
            case "loadRequest": replace(m.declName.baseName, with: "load")
            case "linkClicked": replace(m.declName.baseName, with: "linkActivated")
            case "delegate":
                if let base = m.base?.trimmedDescription.split(separator: ".").last, webViewNames.contains(String(base)) {
                    replace(m.declName.baseName, with: "navigationDelegate")
                }
            case "stringByEvaluatingJavaScript":
                notes.append(Note(file: file, line: line(m), text: "stringByEvaluatingJavaScript(from:) returns the script's value at once; WKWebView's evaluateJavaScript(_:completionHandler:) gives it later",
                                  isProblem: true, advice: "call webView.evaluateJavaScript(script) { value, error in … } and use the value in the handler"))
            case "scalesPageToFit":
                // `web.scalesPageToFit = true`: the statement goes (a WKWebView fits a page by its viewport).
                var node: Syntax? = Syntax(m)
                while let n = node, n.as(CodeBlockItemSyntax.self) == nil { node = n.parent }
                if let item = node?.as(CodeBlockItemSyntax.self), item.trimmedDescription.contains("=") {
                    replace(item, with: "// \(item.trimmedDescription) (WKWebView fits a page by its viewport)")
                    notes.append(Note(file: file, line: line(m), text: "scalesPageToFit taken out: a WKWebView fits a page by its viewport", isProblem: false))
                }
            default: break
            }
        }
        visitor.onFunction = { f in
            guard let new = delegateMethod(f, text: text) else { return false }
            replace(f, with: new)
            notes.append(Note(file: file, line: line(f), text: "UIWebViewDelegate's \(f.name.text)(…) → WKNavigationDelegate's", isProblem: false))
            return true
        }
        visitor.walk(tree)
        // `import WebKit` beside the first import.
        if !tree.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "WebKit" }),
           let first = tree.statements.first(where: { $0.item.is(ImportDeclSyntax.self) }) {
            let end = first.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: end, end: end, text: "\nimport WebKit"))
        }
        var bytes = Array(text.utf8)
        for e in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(e.start..<e.end, with: Array(e.text.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), notes)
    }

    /// The renames inside a moved method's body.
    private static func renamed(_ s: String) -> String {
        var out = s
        for (a, b) in [("UIWebView.NavigationType", "WKNavigationType"), (".linkClicked", ".linkActivated"), (".loadRequest(", ".load(")] {
            out = out.replacingOccurrences(of: a, with: b)
        }
        for (a, b) in types.sorted(by: { $0.key.count > $1.key.count }) {
            out = out.replacingOccurrences(of: "\\b\(a)\\b", with: b, options: .regularExpression)
        }
        return out
    }

    /// A UIWebViewDelegate method, written as WKNavigationDelegate's (its body kept), or nil.
    private static func delegateMethod(_ f: FunctionDeclSyntax, text: String) -> String? {
        let params = Array(f.signature.parameterClause.parameters)
        guard let first = params.first, first.type.trimmedDescription.hasPrefix("UIWebView"), let body = f.body else { return nil }
        let web = (first.secondName ?? first.firstName).text
        let modifiers = f.modifiers.filter { !["override", "dynamic"].contains($0.name.text) }.map { $0.trimmedDescription + " " }.joined()
        let bodyText = renamed(body.trimmedDescription)
        let labels = params.map { $0.firstName.text }
        func name(_ i: Int) -> String { (params[i].secondName ?? params[i].firstName).text }
        /// `label name`, or the name alone where they are the same.
        func labelled(_ label: String, _ i: Int) -> String { name(i) == label ? label : "\(label) \(name(i))" }
        switch (f.name.text, labels) {
        case ("webViewDidStartLoad", _):
            return "\(modifiers)func webView(_ \(web): WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) \(bodyText)"
        case ("webViewDidFinishLoad", _):
            return "\(modifiers)func webView(_ \(web): WKWebView, didFinish navigation: WKNavigation!) \(bodyText)"
        case ("webView", let l) where l.count == 2 && l[1] == "didFailLoadWithError":
            let error = name(1)
            return """
            \(modifiers)func webView(_ \(web): WKWebView, didFail navigation: WKNavigation!, withError \(error): Error) \(bodyText)

                // UIWebView told a failure before the page committed the same way.
                \(modifiers)func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
                    self.webView(webView, didFail: navigation, withError: error)
                }
            """
        case ("webView", let l) where l.count == 3 && (l[1] == "shouldStartLoadWith" || l[1] == "shouldStartLoadWithRequest"):
            let returns = f.signature.returnClause?.type.trimmedDescription ?? "Bool"
            return """
            \(modifiers)func webView(_ \(web): WKWebView, shouldStartLoadWith \(name(1)): URLRequest, \(labelled("navigationType", 2)): WKNavigationType) -> \(returns) \(bodyText)

                // UIWebView asked whether to load; WKWebView asks for a decision, answered with the same answer.
                \(modifiers)func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                             decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                    let load = self.webView(webView, shouldStartLoadWith: navigationAction.request, navigationType: navigationAction.navigationType)
                    decisionHandler(load ? .allow : .cancel)
                }
            """
        default:
            return nil
        }
    }
}
