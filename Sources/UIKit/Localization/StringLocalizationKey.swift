/// iOS 15's first name for `String.LocalizationValue` (Xcode 13's betas), which early code and
/// books still write.
public typealias StringLocalizationKey = String.LocalizationValue
