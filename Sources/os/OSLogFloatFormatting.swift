import Foundation

/// How an interpolated floating-point number is written, as printf's %f, %a, %e and %g write it.
public struct OSLogFloatFormatting: Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool

    public static let fixed = fixed(explicitPositiveSign: false)
    public static let hex = hex(explicitPositiveSign: false)
    public static let exponential = exponential(explicitPositiveSign: false)
    public static let hybrid = hybrid(explicitPositiveSign: false)

    public static func fixed(precision: Int? = nil, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "F" : "f", precision: precision, explicitPositiveSign: explicitPositiveSign)
    }
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "A" : "a", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static func exponential(precision: Int? = nil, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "E" : "e", precision: precision, explicitPositiveSign: explicitPositiveSign)
    }
    public static func hybrid(precision: Int? = nil, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "G" : "g", precision: precision, explicitPositiveSign: explicitPositiveSign)
    }

    func apply(_ value: Double) -> String {
        let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + conversion
        return String(format: format, value)
    }
}
