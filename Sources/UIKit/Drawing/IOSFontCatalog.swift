import Foundation

/// The font families iOS ships, with their PostScript face names, and the open font Debian packages
/// that draws each: metric-compatible where one exists (Liberation for Arial, Times New Roman and
/// Courier New; URW's base 35 for Helvetica, Courier, Palatino, Zapf Chancery and the symbol fonts;
/// DejaVu Sans Mono, which Menlo is derived from; Charis SIL, which is Charter), otherwise the closest
/// design. `make deps` installs them; Docs/Porting.md has the table. A family whose script has no
/// stand-in of its own draws its Latin in DejaVu Sans (or Droid Sans Fallback for Chinese, Japanese
/// and Korean) and its script through fontconfig's fallback.
enum IOSFontCatalog {
    struct Family {
        let name: String
        /// The fontconfig family that draws it.
        let standIn: String
        /// PostScript names, as `UIFont.fontNames(forFamilyName:)` lists them.
        let faces: [String]
    }

    static let families: [Family] = [
        Family(name: "Academy Engraved LET", standIn: "Linux Libertine O", faces: ["AcademyEngravedLetPlain"]),
        Family(name: "Al Nile", standIn: "DejaVu Sans", faces: ["AlNile", "AlNile-Bold"]),
        Family(name: "American Typewriter", standIn: "Courier Prime", faces: [
            "AmericanTypewriter", "AmericanTypewriter-Light", "AmericanTypewriter-Semibold", "AmericanTypewriter-Bold",
            "AmericanTypewriter-Condensed", "AmericanTypewriter-CondensedLight", "AmericanTypewriter-CondensedBold"]),
        Family(name: "Apple Color Emoji", standIn: "DejaVu Sans", faces: ["AppleColorEmoji"]),
        Family(name: "Apple SD Gothic Neo", standIn: "Droid Sans Fallback", faces: [
            "AppleSDGothicNeo-Regular", "AppleSDGothicNeo-Thin", "AppleSDGothicNeo-UltraLight", "AppleSDGothicNeo-Light",
            "AppleSDGothicNeo-Medium", "AppleSDGothicNeo-SemiBold", "AppleSDGothicNeo-Bold"]),
        Family(name: "Apple Symbols", standIn: "DejaVu Sans", faces: ["AppleSymbols"]),
        Family(name: "Arial", standIn: "Liberation Sans", faces: ["ArialMT", "Arial-ItalicMT", "Arial-BoldMT", "Arial-BoldItalicMT"]),
        Family(name: "Arial Hebrew", standIn: "Liberation Sans", faces: ["ArialHebrew", "ArialHebrew-Light", "ArialHebrew-Bold"]),
        Family(name: "Arial Rounded MT Bold", standIn: "Quicksand", faces: ["ArialRoundedMTBold"]),
        Family(name: "Avenir", standIn: "Lato", faces: [
            "Avenir-Book", "Avenir-Roman", "Avenir-BookOblique", "Avenir-Oblique", "Avenir-Light", "Avenir-LightOblique",
            "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Heavy", "Avenir-HeavyOblique", "Avenir-Black", "Avenir-BlackOblique"]),
        Family(name: "Avenir Next", standIn: "Lato", faces: [
            "AvenirNext-Regular", "AvenirNext-Italic", "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic",
            "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic",
            "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic"]),
        Family(name: "Avenir Next Condensed", standIn: "Lato", faces: [
            "AvenirNextCondensed-Regular", "AvenirNextCondensed-Italic", "AvenirNextCondensed-UltraLight",
            "AvenirNextCondensed-UltraLightItalic", "AvenirNextCondensed-Medium", "AvenirNextCondensed-MediumItalic",
            "AvenirNextCondensed-DemiBold", "AvenirNextCondensed-DemiBoldItalic", "AvenirNextCondensed-Bold",
            "AvenirNextCondensed-BoldItalic", "AvenirNextCondensed-Heavy", "AvenirNextCondensed-HeavyItalic"]),
        Family(name: "Baskerville", standIn: "Baskervald ADF Std", faces: [
            "Baskerville", "Baskerville-Italic", "Baskerville-SemiBold", "Baskerville-SemiBoldItalic",
            "Baskerville-Bold", "Baskerville-BoldItalic"]),
        Family(name: "Bodoni 72", standIn: "GFS Didot", faces: ["BodoniSvtyTwoITCTT-Book", "BodoniSvtyTwoITCTT-BookIta", "BodoniSvtyTwoITCTT-Bold"]),
        Family(name: "Bodoni 72 Oldstyle", standIn: "GFS Didot", faces: ["BodoniSvtyTwoOSITCTT-Book", "BodoniSvtyTwoOSITCTT-BookIt", "BodoniSvtyTwoOSITCTT-Bold"]),
        Family(name: "Bodoni 72 Smallcaps", standIn: "GFS Didot", faces: ["BodoniSvtyTwoSCITCTT-Book"]),
        Family(name: "Bodoni Ornaments", standIn: "D050000L", faces: ["BodoniOrnamentsITCTT"]),
        Family(name: "Bradley Hand", standIn: "Dancing Script", faces: ["BradleyHandITCTT-Bold"]),
        Family(name: "Chalkboard SE", standIn: "Comic Neue", faces: ["ChalkboardSE-Regular", "ChalkboardSE-Light", "ChalkboardSE-Bold"]),
        Family(name: "Chalkduster", standIn: "Cabin Sketch", faces: ["Chalkduster"]),
        Family(name: "Charter", standIn: "Charis SIL", faces: [
            "Charter-Roman", "Charter-Italic", "Charter-Bold", "Charter-BoldItalic", "Charter-Black", "Charter-BlackItalic"]),
        Family(name: "Cochin", standIn: "Linux Libertine O", faces: ["Cochin", "Cochin-Italic", "Cochin-Bold", "Cochin-BoldItalic"]),
        Family(name: "Copperplate", standIn: "C059", faces: ["Copperplate", "Copperplate-Light", "Copperplate-Bold"]),
        Family(name: "Courier", standIn: "Nimbus Mono PS", faces: ["Courier", "Courier-Oblique", "Courier-Bold", "Courier-BoldOblique"]),
        Family(name: "Courier New", standIn: "Liberation Mono", faces: [
            "CourierNewPSMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-BoldItalicMT"]),
        Family(name: "Damascus", standIn: "DejaVu Sans", faces: ["Damascus", "DamascusLight", "DamascusMedium", "DamascusSemiBold", "DamascusBold"]),
        Family(name: "Devanagari Sangam MN", standIn: "DejaVu Sans", faces: ["DevanagariSangamMN", "DevanagariSangamMN-Bold"]),
        Family(name: "Didot", standIn: "GFS Didot", faces: ["Didot", "Didot-Italic", "Didot-Bold"]),
        Family(name: "DIN Alternate", standIn: "OSP-DIN", faces: ["DINAlternate-Bold"]),
        Family(name: "DIN Condensed", standIn: "OSP-DIN", faces: ["DINCondensed-Bold"]),
        Family(name: "Euphemia UCAS", standIn: "DejaVu Sans", faces: ["EuphemiaUCAS", "EuphemiaUCAS-Italic", "EuphemiaUCAS-Bold"]),
        Family(name: "Farah", standIn: "DejaVu Sans", faces: ["Farah"]),
        Family(name: "Futura", standIn: "League Spartan", faces: [
            "Futura-Medium", "Futura-MediumItalic", "Futura-Bold", "Futura-CondensedMedium", "Futura-CondensedExtraBold"]),
        Family(name: "Galvji", standIn: "Nimbus Sans", faces: ["Galvji", "Galvji-Bold"]),
        Family(name: "Geeza Pro", standIn: "DejaVu Sans", faces: ["GeezaPro", "GeezaPro-Bold"]),
        Family(name: "Georgia", standIn: "Charis SIL", faces: ["Georgia", "Georgia-Italic", "Georgia-Bold", "Georgia-BoldItalic"]),
        Family(name: "Gill Sans", standIn: "Cabin", faces: [
            "GillSans", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic", "GillSans-SemiBold",
            "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold"]),
        Family(name: "Helvetica", standIn: "Nimbus Sans", faces: [
            "Helvetica", "Helvetica-Oblique", "Helvetica-Light", "Helvetica-LightOblique", "Helvetica-Bold", "Helvetica-BoldOblique"]),
        Family(name: "Helvetica Neue", standIn: "Nimbus Sans", faces: [
            "HelveticaNeue", "HelveticaNeue-Italic", "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic",
            "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic", "HelveticaNeue-Light", "HelveticaNeue-LightItalic",
            "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic",
            "HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack"]),
        Family(name: "Hiragino Maru Gothic ProN", standIn: "Droid Sans Fallback", faces: ["HiraMaruProN-W4"]),
        Family(name: "Hiragino Mincho ProN", standIn: "Droid Sans Fallback", faces: ["HiraMinProN-W3", "HiraMinProN-W6"]),
        Family(name: "Hiragino Sans", standIn: "Droid Sans Fallback", faces: ["HiraginoSans-W3", "HiraginoSans-W6", "HiraginoSans-W7"]),
        Family(name: "Hoefler Text", standIn: "EB Garamond", faces: [
            "HoeflerText-Regular", "HoeflerText-Italic", "HoeflerText-Black", "HoeflerText-BlackItalic"]),
        Family(name: "Iowan Old Style", standIn: "Linux Libertine O", faces: [
            "IowanOldStyle-Roman", "IowanOldStyle-Italic", "IowanOldStyle-Bold", "IowanOldStyle-BoldItalic"]),
        Family(name: "Kailasa", standIn: "DejaVu Sans", faces: ["Kailasa", "Kailasa-Bold"]),
        Family(name: "Kefa", standIn: "DejaVu Sans", faces: ["Kefa-Regular"]),
        Family(name: "Khmer Sangam MN", standIn: "DejaVu Sans", faces: ["KhmerSangamMN"]),
        Family(name: "Kohinoor Bangla", standIn: "DejaVu Sans", faces: ["KohinoorBangla-Regular", "KohinoorBangla-Light", "KohinoorBangla-Semibold"]),
        Family(name: "Kohinoor Devanagari", standIn: "DejaVu Sans", faces: [
            "KohinoorDevanagari-Regular", "KohinoorDevanagari-Light", "KohinoorDevanagari-Semibold"]),
        Family(name: "Kohinoor Gujarati", standIn: "DejaVu Sans", faces: ["KohinoorGujarati-Regular", "KohinoorGujarati-Light", "KohinoorGujarati-Bold"]),
        Family(name: "Kohinoor Telugu", standIn: "DejaVu Sans", faces: ["KohinoorTelugu-Regular", "KohinoorTelugu-Light", "KohinoorTelugu-Medium"]),
        Family(name: "Lao Sangam MN", standIn: "DejaVu Sans", faces: ["LaoSangamMN"]),
        Family(name: "Malayalam Sangam MN", standIn: "DejaVu Sans", faces: ["MalayalamSangamMN", "MalayalamSangamMN-Bold"]),
        Family(name: "Marker Felt", standIn: "Humor Sans", faces: ["MarkerFelt-Thin", "MarkerFelt-Wide"]),
        Family(name: "Menlo", standIn: "DejaVu Sans Mono", faces: ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"]),
        Family(name: "Mishafi", standIn: "DejaVu Sans", faces: ["DiwanMishafi"]),
        Family(name: "Mukta Mahee", standIn: "DejaVu Sans", faces: ["MuktaMahee-Regular", "MuktaMahee-Light", "MuktaMahee-Bold"]),
        Family(name: "Myanmar Sangam MN", standIn: "DejaVu Sans", faces: ["MyanmarSangamMN", "MyanmarSangamMN-Bold"]),
        Family(name: "Noteworthy", standIn: "Comic Neue", faces: ["Noteworthy-Light", "Noteworthy-Bold"]),
        Family(name: "Noto Nastaliq Urdu", standIn: "DejaVu Sans", faces: ["NotoNastaliqUrdu", "NotoNastaliqUrdu-Bold"]),
        Family(name: "Noto Sans Kannada", standIn: "DejaVu Sans", faces: ["NotoSansKannada-Regular", "NotoSansKannada-Light", "NotoSansKannada-Bold"]),
        Family(name: "Noto Sans Myanmar", standIn: "DejaVu Sans", faces: ["NotoSansMyanmar-Regular", "NotoSansMyanmar-Light", "NotoSansMyanmar-Bold"]),
        Family(name: "Noto Sans Oriya", standIn: "DejaVu Sans", faces: ["NotoSansOriya", "NotoSansOriya-Bold"]),
        Family(name: "Optima", standIn: "Linux Biolinum O", faces: [
            "Optima-Regular", "Optima-Italic", "Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack"]),
        Family(name: "Palatino", standIn: "P052", faces: ["Palatino-Roman", "Palatino-Italic", "Palatino-Bold", "Palatino-BoldItalic"]),
        Family(name: "Papyrus", standIn: "Cabin Sketch", faces: ["Papyrus", "Papyrus-Condensed"]),
        Family(name: "Party LET", standIn: "Lobster Two", faces: ["PartyLetPlain"]),
        Family(name: "PingFang HK", standIn: "Droid Sans Fallback", faces: [
            "PingFangHK-Regular", "PingFangHK-Ultralight", "PingFangHK-Thin", "PingFangHK-Light", "PingFangHK-Medium", "PingFangHK-Semibold"]),
        Family(name: "PingFang SC", standIn: "Droid Sans Fallback", faces: [
            "PingFangSC-Regular", "PingFangSC-Ultralight", "PingFangSC-Thin", "PingFangSC-Light", "PingFangSC-Medium", "PingFangSC-Semibold"]),
        Family(name: "PingFang TC", standIn: "Droid Sans Fallback", faces: [
            "PingFangTC-Regular", "PingFangTC-Ultralight", "PingFangTC-Thin", "PingFangTC-Light", "PingFangTC-Medium", "PingFangTC-Semibold"]),
        Family(name: "Rockwell", standIn: "Roboto Slab", faces: ["Rockwell-Regular", "Rockwell-Italic", "Rockwell-Bold", "Rockwell-BoldItalic"]),
        Family(name: "Savoye LET", standIn: "Dancing Script", faces: ["SavoyeLetPlain"]),
        Family(name: "Sinhala Sangam MN", standIn: "DejaVu Sans", faces: ["SinhalaSangamMN", "SinhalaSangamMN-Bold"]),
        Family(name: "Snell Roundhand", standIn: "Z003", faces: ["SnellRoundhand", "SnellRoundhand-Bold", "SnellRoundhand-Black"]),
        Family(name: "Symbol", standIn: "Standard Symbols PS", faces: ["Symbol"]),
        Family(name: "Tamil Sangam MN", standIn: "DejaVu Sans", faces: ["TamilSangamMN", "TamilSangamMN-Bold"]),
        Family(name: "Thonburi", standIn: "DejaVu Sans", faces: ["Thonburi", "Thonburi-Light", "Thonburi-Bold"]),
        Family(name: "Times New Roman", standIn: "Liberation Serif", faces: [
            "TimesNewRomanPSMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-BoldItalicMT"]),
        Family(name: "Trebuchet MS", standIn: "Open Sans", faces: ["TrebuchetMS", "TrebuchetMS-Italic", "TrebuchetMS-Bold", "Trebuchet-BoldItalic"]),
        Family(name: "Verdana", standIn: "DejaVu Sans", faces: ["Verdana", "Verdana-Italic", "Verdana-Bold", "Verdana-BoldItalic"]),
        Family(name: "Zapf Dingbats", standIn: "D050000L", faces: ["ZapfDingbatsITC"]),
        Family(name: "Zapfino", standIn: "Z003", faces: ["Zapfino"]),
    ]

    /// Vertical metrics of the faces iOS ships, where their stand-in's differ enough to move a line:
    /// ascent, descent, cap height and x-height in units of 2048 per em, as the fonts' `hhea` and
    /// `OS/2` tables give them (the figures Capsize's `@capsizecss/metrics` publishes for Apple's
    /// font files). A font of such a family reports these, so its lines are as tall as on iOS, and
    /// its text is drawn with its baseline where iOS puts it (TextLayout).
    static let verticalMetrics: [String: FontCatalog.Metrics] = [
        "Georgia": em2048(ascent: 1878, descent: -449, capHeight: 1419, xHeight: 986),
        "Verdana": em2048(ascent: 2059, descent: -430, capHeight: 1489, xHeight: 1117),
        "Trebuchet MS": em2048(ascent: 1923, descent: -455, capHeight: 1465, xHeight: 1071),
    ]

    private static func em2048(ascent: CGFloat, descent: CGFloat, capHeight: CGFloat, xHeight: CGFloat) -> FontCatalog.Metrics {
        FontCatalog.Metrics(ascender: ascent / 2048, descender: descent / 2048, capHeight: capHeight / 2048, xHeight: xHeight / 2048)
    }

    /// The stand-ins of the system font's designs (`UIFontDescriptor.SystemDesign`).
    static let roundedStandIn = "Quicksand"
    static let serifStandIn = "Charis SIL"
    static let monospacedStandIn = "DejaVu Sans Mono"

    /// A face by PostScript name, or a family by its name (its first, regular face), ignoring case.
    static func face(named name: String) -> (family: Family, face: String)? {
        let key = name.lowercased()
        for family in families {
            if let face = family.faces.first(where: { $0.lowercased() == key }) { return (family, face) }
        }
        if let family = families.first(where: { $0.name.lowercased() == key }) { return (family, family.faces[0]) }
        return nil
    }

    static func family(named name: String) -> Family? {
        families.first { $0.name.lowercased() == name.lowercased() }
    }

    /// A face's weight, slant and width, read from its PostScript style ("CondensedExtraBold").
    static func style(of face: String) -> (weight: UIFont.Weight, italic: Bool, condensed: Bool) {
        // "ArialRoundedMTBold", "DamascusSemiBold": without a dash the style is run into the name.
        guard let dash = face.firstIndex(of: "-") else { return (weight(in: face.lowercased()), false, false) }
        let style = face[face.index(after: dash)...].lowercased()
        return (weight(in: style), style.contains("italic") || style.contains("oblique") || style.hasSuffix("ita") || style.hasSuffix("bookit"),
                face.lowercased().contains("condensed"))
    }

    /// The family's face nearest a weight and slant (a slant that differs counts more than any weight).
    static func nearestFace(in family: Family, weight: UIFont.Weight, italic: Bool) -> String? {
        family.faces.min { a, b in
            func cost(_ face: String) -> CGFloat {
                let s = style(of: face)
                return abs(s.weight.rawValue - weight.rawValue) + (s.italic == italic ? 0 : 10) + (s.condensed ? 5 : 0)
            }
            return cost(a) < cost(b)
        }
    }

    /// Longest names first, so "ultralight" is not read as "light" nor "demibold" as "bold".
    private static let weightNames: [(String, UIFont.Weight)] = [
        ("extrablack", .black), ("ultralight", .ultraLight), ("ultrabold", .heavy), ("extrabold", .heavy),
        ("semibold", .semibold), ("demibold", .semibold), ("hairline", .thin), ("medium", .medium),
        ("black", .black), ("heavy", .heavy), ("light", .light), ("thin", .thin), ("bold", .bold),
        ("wide", .bold), ("w3", .light), ("w4", .regular), ("w6", .semibold), ("w7", .bold),
    ]

    private static func weight(in style: String) -> UIFont.Weight {
        weightNames.first { style.contains($0.0) }?.1 ?? .regular
    }
}
