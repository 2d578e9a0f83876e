import SwiftSyntax

/// OpenUIKit's localization API (`NSLocalizedString` by the device's languages, `String(localized:)`,
/// `Locale.preferredLanguages` …) comes with UIKit and takes the place of Foundation's only where a
/// file imports Foundation through UIKit: a file that also imports Foundation by name finds both
/// and cannot choose. On iOS `import UIKit` brings Foundation; so in a file that uses the API, an
/// `import Foundation` beside UIKit goes, and one alone becomes `import UIKit`.
extension SourceRewriter {
    static let localizationNames = ["NSLocalizedString", "localizedStringWithFormat", "String(localized",
                                    "LocalizedStringResource", "AttributedString(localized", "LocalizationValue",
                                    "preferredLanguages", "preferredLocalizations", "Locale.current", "autoupdatingCurrent",
                                    "localizedString(forKey"]

    func importingLocalization(_ items: CodeBlockItemListSyntax, imports: [String], withUIKit: Bool) -> CodeBlockItemListSyntax {
        guard imports.contains("Foundation"), Self.localizationNames.contains(where: original.contains) else { return items }
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
