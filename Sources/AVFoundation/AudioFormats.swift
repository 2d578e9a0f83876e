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
