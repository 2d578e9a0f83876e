import Foundation

/// One table of one localization: `<lang>.lproj/<Table>.strings` and `.stringsdict` together.
package struct LocalizationTable: Sendable {
    package var strings: [String: String] = [:]
    package var plurals: [String: PluralFormat] = [:]
    package var widths: [String: WidthVariants] = [:]
    /// What was wrong with either file; what could be read is above.
    package var errors: [LocalizationFileError] = []

    package init() {}

    /// Reads the table's files in `folder` (an `.lproj`); missing files make an empty table.
    package init(named table: String, in folder: URL) {
        let strings = folder.appendingPathComponent(table + ".strings")
        if let data = try? Data(contentsOf: strings) {
            let file = StringsFile(data: data, file: strings.path)
            self.strings = file.entries
            if let error = file.error { errors.append(error) }
        }
        let dict = folder.appendingPathComponent(table + ".stringsdict")
        if let data = try? Data(contentsOf: dict) {
            let file = StringsDictFile(data: data, file: dict.path)
            plurals = file.entries
            widths = file.widths
            if let error = file.error { errors.append(error) }
        }
    }

    var isEmpty: Bool { strings.isEmpty && plurals.isEmpty && widths.isEmpty }
}
