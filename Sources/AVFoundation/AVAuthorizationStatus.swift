/// Whether the app may use the camera or the microphone.
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }
