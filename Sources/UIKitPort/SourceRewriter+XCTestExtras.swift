import SwiftSyntax
import SwiftSyntaxBuilder

/// Apple's XCTest has API that Linux's lacks (expected failures, `measure(metrics:)`, activities
/// and attachments); XCUIAutomation provides it, so a unit test file that uses it imports that too.
extension SourceRewriter {
    static let xctestExtras = ["XCTExpectFailure", "XCTExpectedFailure", "XCTIssue", "XCTContext", "XCTAttachment",
                               "XCTMeasureOptions", "XCTClockMetric", "XCTCPUMetric", "XCTMemoryMetric", "XCTStorageMetric"]

    /// A test class in a file that calls `XCTExpectFailure` hands each failure XCTest records to
    /// `ExpectedFailures` first, and lets it close the test's expectations: Linux's XCTest records
    /// failures directly, and only the class can override where they go.
    func addingExpectedFailureHooks(_ decl: ClassDeclSyntax) -> ClassDeclSyntax {
        guard callsExpectFailure, isTestCase(decl.name.text) else { return decl }
        let defined = decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
        guard !defined.contains("invokeTest"), !defined.contains("recordFailure") else { return decl }
        // An override is as visible as its class.
        let access = decl.modifiers.contains { $0.name.text == "open" } ? "open "
            : decl.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        let indentation = decl.memberBlock.members.first.map { Self.indentation(of: $0.leadingTrivia) } ?? .spaces(4)
        let indent = indentation.description
        let invoke = MemberBlockItemSyntax(decl: DeclSyntax("""
            \(raw: access)override func invokeTest() { ExpectedFailures.run(self) { super.invokeTest() } }
            """).with(\.leadingTrivia, .newlines(2) + indentation
                      + .lineComment("// uikit-port: XCTExpectFailure sees the failures Linux's XCTest records (Apple's does this itself).")
                      + .newline + indentation))
        let record = MemberBlockItemSyntax(decl: DeclSyntax("""
            \(raw: access)override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            \(raw: indent)    if ExpectedFailures.absorbs(description, inFile: filePath, atLine: lineNumber) { return }
            \(raw: indent)    super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            \(raw: indent)}
            """).with(\.leadingTrivia, .newline + indentation))
        count(.expectedFailures)
        return Self.appending([invoke, record], to: decl)
    }
}
