import Foundation

/// A `.strings`, `.stringsdict` or `.xcstrings` file that cannot be read: the file, the line when
/// known, and what is wrong. The file's other entries, and every other file, still load.
public struct LocalizationFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's path.
    public var file: String
    /// The line (from 1) where reading stopped; 0 when the file as a whole is wrong.
    public var line: Int
    /// What is wrong.
    public var problem: String

    public init(file: String, line: Int, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String { line > 0 ? "\(file):\(line): \(problem)" : "\(file): \(problem)" }
}
