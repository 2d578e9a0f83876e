import Foundation

/// The contact store's errors (domain `CNErrorDomain`), with iOS's codes.
public struct CNError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101,
             recordDoesNotExist = 200, insertedRecordAlreadyExists = 201, containmentCycle = 202, containmentScope = 203,
             parentRecordDoesNotExist = 204, recordIdentifierInvalid = 205, validationMultipleErrors = 300,
             validationTypeMismatch = 301, validationConfigurationError = 302, predicateInvalid = 400,
             policyViolation = 500, clientIdentifierInvalid = 600
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { CNErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        switch code {
        case .authorizationDenied: [NSLocalizedDescriptionKey: "Access Denied"]
        case .recordDoesNotExist: [NSLocalizedDescriptionKey: "Updated Record Does Not Exist"]
        default: [:]
        }
    }
}

public let CNErrorDomain = "CNErrorDomain"
