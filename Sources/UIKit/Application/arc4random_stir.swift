import Foundation

/// Re-seeds `arc4random`, as old iOS code calls before drawing numbers. Glibc (2.36 and later)
/// has `arc4random`, `arc4random_uniform` and `arc4random_buf`, which `import UIKit` brings as on
/// iOS, but no `arc4random_stir`: its generator seeds itself from the kernel and re-seeds on its
/// own, as Apple's has since macOS 10.12 and iOS 10, where this call does nothing either.
public func arc4random_stir() {}
