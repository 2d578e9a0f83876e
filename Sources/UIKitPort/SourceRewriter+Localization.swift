import SwiftSyntax

/// OpenUIKit's localization API (`NSLocalizedString` by the device's languages, `String(localized:)`,
/// `Locale.preferredLanguages` …) comes with UIKit and takes the place of Foundation's only where a
/// file imports Foundation through UIKit: a file that also imports Foundation by name finds both
/// and cannot choose. On iOS `import UIKit` brings Foundation; so in a file that uses the API, an
/// `import Foundation` beside UIKit goes, and one alone becomes `import UIKit`.
extension SourceRewriter {
    static let localizationNames = ["NSLocalizedString", "localizedStringWithFormat", "String(localized",
                                    "LocalizedStringResource", "AttributedString(localized", "LocalizationValue",
                                    "preferredLanguages", "preferredLocalizations", "localizedString(forKey"]
    /// The members UIKit takes over, which a file importing XCTest (and so Foundation by name) finds twice.
    static let localizationMembers: Set<String> = ["localizedStringWithFormat", "preferredLanguages", "preferredLocalizations",
                                                   "localizedString", "localizations", "developmentLocalization"]


    /// In a test file, `NSLocalizedString` names UIKit's by its module, as the file cannot import
    /// Foundation only through UIKit.
    func qualifyingLocalization(_ node: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard node.baseName.text == "NSLocalizedString", importsXCTest,
              node.parent?.is(MemberAccessExprSyntax.self) != true else { return nil }
        count(.localizationImport)
        return ExprSyntax("UIKit.NSLocalizedString").keepingTrivia(of: node)
    }

    /// A member UIKit takes over, used in a test file: ambiguous there, and no rewrite can say which.
    func reportAmbiguousLocalization(_ node: MemberAccessExprSyntax) {
        let member = node.declName.baseName.text
        guard importsXCTest, Self.localizationMembers.contains(member),
              ["String", "Locale", "Bundle"].contains(where: { node.base?.sourceText.hasPrefix($0) == true }) else { return }
        problem(node, "\(member) is both Foundation's and UIKit's in a file that imports XCTest (which brings Foundation by name)",
                "read it in a small file of the test target that imports UIKit alone, and call that")
    }

    func importingLocalization(_ items: CodeBlockItemListSyntax, imports: [String], withUIKit: Bool) -> CodeBlockItemListSyntax {
        guard imports.contains("Foundation"), mentionsLocalization else { return items }
        var out: [CodeBlockItemSyntax] = []
        var carried: Trivia?
        for item in items {
            guard let decl = item.item.as(ImportDeclSyntax.self), decl.path.sourceText == "Foundation" else {
                if let trivia = carried {
                    out.append(item.with(\.leadingTrivia, trivia + item.leadingTrivia.droppingLeadingNewline))
                    carried = nil
                } else {
                    out.append(item)
                }
                continue
            }
            count(.localizationImport)
            if withUIKit {
                carried = item.leadingTrivia  // the line goes; its comments stay
            } else {
                let uikit = ImportPathComponentSyntax(name: .identifier("UIKit", leadingTrivia: decl.path.leadingTrivia,
                                                                        trailingTrivia: decl.path.trailingTrivia))
                out.append(item.with(\.item, .decl(DeclSyntax(decl.with(\.path, ImportPathComponentListSyntax([uikit]))))))
            }
        }
        return CodeBlockItemListSyntax(out)
    }
}

private extension Trivia {
    /// The trivia less its first newline (the removed line's end).
    var droppingLeadingNewline: Trivia {
        guard let first = pieces.first else { return self }
        switch first {
        case .newlines(let n) where n > 0: return Trivia(pieces: (n > 1 ? [.newlines(n - 1)] : []) + pieces.dropFirst())
        default: return self
        }
    }
}
