/// What must happen for an evaluation to succeed.
public enum LAPolicy: Int, Sendable {
    /// Face ID or Touch ID only (a fallback button ends with `LAError.userFallback`).
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Face ID or Touch ID, else the device's passcode.
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}
