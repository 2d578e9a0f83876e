import Foundation

/// Why a project could not be ported at all (problems in single files go to the report instead).
public enum PortError: Error, CustomStringConvertible, Equatable {
    /// The project file is not a property list Xcode could have written; `path` names it.
    case malformedProject(path: String, reason: String)
    /// The project has no iOS application target to port.
    case noApplicationTarget(path: String)
    /// The output folder would overwrite the original project.
    case outputInsideProject(output: String)
    /// A new app's name must be a Swift identifier (it names the module).
    case invalidAppName(String)
    /// A new app would overwrite a package already there.
    case outputExists(output: String)
    /// A file of the package could not be written.
    case unwritable(path: String, reason: String)
    /// A file the project lists could not be read.
    case unreadable(path: String, reason: String)
    /// Two projects ported into one package would write the same module, or the same file differently.
    case writtenTwice(path: String, projects: [String])
    /// Projects ported into one package have UI test targets: one test process launches one target application.
    case severalUITestApps(projects: [String])

    public var description: String {
        switch self {
        case let .malformedProject(path, reason): return "\(path): not a valid Xcode project file: \(reason)"
        case let .noApplicationTarget(path): return "\(path): no iOS application target (productType com.apple.product-type.application)"
        case let .outputInsideProject(output): return "\(output): the output would overwrite the original project; choose another --output"
        case let .invalidAppName(name): return "\(name): an app's name must be a Swift identifier (letters, digits and _, not starting with a digit)"
        case let .outputExists(output): return "\(output): there is a package here already; choose another name or folder"
        case let .unwritable(path, reason): return "\(path): cannot be written: \(reason)"
        case let .unreadable(path, reason): return "\(path): cannot be read: \(reason)"
        case let .writtenTwice(path, projects):
            return "\(path): \(projects.joined(separator: " and ")) would both write it into one package; port them into packages of their own"
        case let .severalUITestApps(projects):
            return "\(projects.joined(separator: " and ")) have UI test targets, and XCUIApplication() launches its package's one app; port them into packages of their own"
        }
    }
}
