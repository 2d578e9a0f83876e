import Foundation

// Core Audio's format identifiers and AVFoundation's settings keys, as recorders' settings name them.

public typealias AudioFormatID = UInt32
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D       // 'lpcm'
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320        // 'aac '
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163   // 'alac'
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134       // 'ima4'
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177            // 'ulaw'
public let kAudioFormatALaw: AudioFormatID = 0x616C_6177            // 'alaw'

public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"

/// A settings dictionary's number, however the app wrote it (`12_000`, `44100.0`,
/// `Int(kAudioFormatMPEG4AAC)`, an `NSNumber`).
func settingsNumber(_ value: Any?) -> Double? {
    switch value {
    case let v as Int: return Double(v)
    case let v as UInt32: return Double(v)
    case let v as Double: return v
    case let v as Float: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}
