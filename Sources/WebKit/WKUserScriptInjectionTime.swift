import Foundation

/// When a user script runs: before the page's own scripts, or once the document is parsed.
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}
