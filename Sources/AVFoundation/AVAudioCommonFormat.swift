/// The sample formats audio buffers use.
public enum AVAudioCommonFormat: UInt, Sendable { case otherFormat = 0, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32 }
