/// An encoder's quality setting (`AVEncoderAudioQualityKey`).
public enum AVAudioQuality: Int, Sendable { case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F }
