import Foundation
import UIKit

/// Face ID and Touch ID as apps ask for them: whether a policy can be evaluated on this device,
/// and the evaluation itself — the system's Face ID prompt on first use (Info.plist's
/// `NSFaceIDUsageDescription`), the scanning panel, retries — ending in a reply. Under a
/// Simulator the face is the test's (`Simulator.presentBiometry(matching:)`).
@preconcurrency @MainActor open class LAContext: NSObject {
    private let device: DeviceBiometrics
    /// The biometry the device has; `.none` until `canEvaluatePolicy` has been called, as on iOS.
    open private(set) var biometryType: LABiometryType = .none
    /// The fallback button's title (nil: "Enter Password"; empty: no button).
    open var localizedFallbackTitle: String?
    /// The cancel button's title (nil: "Cancel").
    open var localizedCancelTitle: String?
    open var localizedReason = ""
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    /// Changes when the enrolled faces or fingers change; nil before an evaluation could run.
    open private(set) var evaluatedPolicyDomainState: Data?
    private var invalidated = false
    private weak var evaluation: BiometricEvaluation?

    public override init() {
        device = DeviceBiometrics.of(UIKitEnvironment.current)
        super.init()
    }

    /// Whether `policy` can be evaluated now; if not, `error` says why (`biometryNotEnrolled` …).
    /// (`NSErrorPointer` is Objective-C's; an app's `&error` on an `NSError?` passes here.)
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        biometryType = device.type
        let obstacle = invalidated ? LAError(.invalidContext) : device.obstacle(for: policy)
        error?.pointee = obstacle.map { NSError(domain: LAErrorDomain, code: $0.code.rawValue, userInfo: $0.errorUserInfo) }
        if obstacle == nil { evaluatedPolicyDomainState = Data("enrolled-\(device.type.rawValue)".utf8) }
        return obstacle == nil
    }

    /// Authenticates the user for `policy`, showing `localizedReason` where the system shows one
    /// (the Touch ID alert, a failed face's alert); `reply` gets the outcome. An empty reason is
    /// iOS's exception.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let environment = device.environment
        guard !localizedReason.isEmpty else {
            UIKitRuntime.fail("Non-empty localizedReason must be provided.")
            return
        }
        biometryType = device.type
        let later: (LAError) -> Void = { error in
            environment.scheduleSystemWork(after: 0, ambient: false) { reply(false, error) }
        }
        if invalidated { return later(LAError(.invalidContext)) }
        if interactionNotAllowed { return later(LAError(.notInteractive)) }
        // A Face ID app that has not been asked yet is asked first; anything else that stands in the way ends here.
        if let obstacle = device.obstacle(for: policy),
           !(obstacle.code == .biometryNotAvailable && environment.privacy.decision(for: "faceid") == nil) {
            return later(obstacle)
        }
        device.evaluation?.cancel(.systemCancel)
        let evaluation = BiometricEvaluation(device: device, policy: policy, reason: localizedReason,
                                             fallbackTitle: localizedFallbackTitle, cancelTitle: localizedCancelTitle, reply: reply)
        self.evaluation = evaluation
        device.begin(evaluation)
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            evaluatePolicy(policy, localizedReason: localizedReason) { success, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: success) }
            }
        }
    }

    /// Ends an evaluation under way (`LAError.appCancel`); the context cannot evaluate again.
    open func invalidate() {
        invalidated = true
        evaluation?.cancel(.appCancel)
    }
}
