import Foundation

extension UIFont {
    /// The family installed here that stands in for an iOS family (`Times New Roman`, `Helvetica`,
    /// `Courier`), for engines that take family names (the web engine); nil if iOS has no such family.
    package static func standInFamily(forIOSFamily name: String) -> String? {
        IOSFontCatalog.family(named: name)?.standIn
    }

    /// The family that stands in for the system font (San Francisco).
    package static var systemStandInFamily: String { "Inter" }
}
