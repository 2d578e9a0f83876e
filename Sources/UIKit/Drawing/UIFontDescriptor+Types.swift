import Foundation

extension UIFontDescriptor {
    /// A descriptor's attributes, with Core Text's names.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        public static let traits = AttributeName("NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// Keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// Keys of a `.featureSettings` entry.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey("CTFeatureTypeIdentifier")
        public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
    }

    /// The system font's designs: each drawn by an open font (`IOSFontCatalog`: Quicksand for
    /// rounded, Charis SIL for New York's serif, DejaVu Sans Mono for SF Mono).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }

    /// Core Text's symbolic traits, with their bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    }
}
