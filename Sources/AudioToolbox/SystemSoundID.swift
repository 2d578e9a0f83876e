/// Identifies a system sound: one of iOS's own, or one created from a file with
/// `AudioServicesCreateSystemSoundID`.
public typealias SystemSoundID = UInt32
