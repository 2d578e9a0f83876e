import Foundation

// os_log, the printf-style logging of iOS 10 and the interpolated form of iOS 14. Privacy and
// type annotations in a format (`%{public}@`, `%{private}d`, `%{bool}d`) are dropped and the rest is
// formatted by Foundation, as the unified log shows it while an app is debugged.

/// Logs a printf-style message (`os_log("Loaded %{public}@", log: log, type: .info, name)`).
@_disfavoredOverload
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    log.write(type, formatted(message, args))
}

/// Logs a printf-style message at a level (`os_log(.error, log: log, "Failed: %d", code)`).
@_disfavoredOverload
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    log.write(type, formatted(message, args))
}

/// Logs an interpolated message (`os_log("Loaded \(name)")`).
public func os_log(_ message: OSLogMessage, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default) {
    log.write(type, message.text)
}

/// Logs an interpolated message at a level (`os_log(.info, "Loaded \(name)")`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(type, message.text)
}

/// The format with `{…}` annotations removed, filled in with `args` by Foundation.
func formatted(_ message: StaticString, _ args: [any CVarArg]) -> String {
    var format = "\(message)"
    while let open = format.range(of: "%{"), let close = format[open.upperBound...].firstIndex(of: "}") {
        format.replaceSubrange(open.lowerBound...close, with: "%")
    }
    return args.isEmpty ? format.replacingOccurrences(of: "%%", with: "%") : String(format: format, arguments: args)
}
