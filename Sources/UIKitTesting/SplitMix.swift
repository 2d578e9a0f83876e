import QuartzCore

/// A seeded random generator for tests that must repeat (fuzz tests): SplitMix64.
public typealias SplitMix = SplitMix64
