import Foundation

/// The word after the Swift object header, as Core Foundation on Linux reads it. CF takes a
/// bridged object's type ID from there (`_cfinfo`: bits 8–17), and NSObject reserves no such word:
/// for a Swift class the first stored property lands in it. Comparing two values in a Foundation
/// collection — two runs of attributed text — CF asks a Swift object to compare itself only when
/// that type ID is not zero; at zero (a font whose name is a long string, a number below 256) it
/// takes the object for a CF object of no type and traps (`__CFGenericAssertIsCF`). Classes whose
/// instances go into attribute dictionaries declare this first: type 1, which CF leaves to Swift.
struct CFInfoWord {
    let bits: UInt64 = 0x100
}
