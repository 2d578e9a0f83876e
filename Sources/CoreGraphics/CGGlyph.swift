import Foundation

/// A glyph ID in a font, as Core Graphics numbers glyphs.
public typealias CGGlyph = UInt16
