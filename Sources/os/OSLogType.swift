/// The level of a log message, as `os_log` and `Logger` take it.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level ("notice" in swift-log).
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    /// A bug in the app or the system ("critical" in swift-log).
    public static let fault = OSLogType(0x11)
}
