import Foundation
@_spi(OpenUIKit) import QuartzCore

/// No window: frames stay in the compositor's surface, where screenshots read them.
@_spi(Testing) @MainActor public final class HeadlessBackend: Backend {
    public private(set) var presentedFrames = 0
    public init() {}
    public func present(_ compositor: Compositor, damage: [CGRect]) {
        if !damage.isEmpty { presentedFrames += 1 }
    }
}
