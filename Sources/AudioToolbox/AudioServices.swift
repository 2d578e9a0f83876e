import Foundation
@_exported import CoreGraphics
import UIKit

// AudioToolbox's system sound services, as iOS apps call them: short sounds created from files in
// the app's bundle and played at once. The sounds belong to the device the app runs on
// (`SystemSoundLibrary`): a live app plays them through SDL's audio, a Simulator records them
// (`playedSystemSounds`) and calls completions on its clock.

/// Vibrates an iPhone: recorded by the device, never heard.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0FFF
/// The alert sound the user chose in Settings.
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x1000
/// Flashes the screen (macOS): recorded only.
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0FFE

public let kAudioServicesNoError: OSStatus = 0
/// The sound ID names no sound.
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x7370_633F // 'spc?'
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F // 'pty?'
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A // '!siz'
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
public let kAudioServicesSystemSoundClientTimedOutError: OSStatus = -1501
public let kAudioServicesSystemSoundExceededMaximumDurationError: OSStatus = -1502
/// The file is not a sound file libsndfile (or iOS's Audio File Services) can read.
public let kAudioFileUnsupportedFileTypeError: OSStatus = 0x7479_703F // 'typ?'
/// The file could not be found or opened.
public let kAudioFileFileNotFoundError: OSStatus = -43
/// iOS plays system sounds of at most 30 seconds.
let maximumSystemSoundDuration: TimeInterval = 30

/// Errors go to the app's log and to the console of the device (a Simulator's `warnings`).
private let audioLog = diagnosticsLogger(label: "OpenUIKit.AudioToolbox")

/// Reads a sound file (CAF, WAV, AIFF, FLAC, Ogg, MP3) and gives it an identifier to play it by.
/// A file that is missing or not sound gives an error code and a log line naming the file.
@preconcurrency @MainActor
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    let url = inFileURL as URL
    guard FileManager.default.fileExists(atPath: url.path) else {
        audioLog.error("AudioServicesCreateSystemSoundID: no file at \(url.path)")
        return kAudioFileFileNotFoundError
    }
    let audio: PCMAudio
    do { audio = try SoundFile.read(url) } catch {
        audioLog.error("AudioServicesCreateSystemSoundID: \(error)")
        return kAudioFileUnsupportedFileTypeError
    }
    guard audio.duration <= maximumSystemSoundDuration else {
        audioLog.error("AudioServicesCreateSystemSoundID: \(url.lastPathComponent) plays \(Int(audio.duration)) s; system sounds play at most 30 s")
        return kAudioServicesSystemSoundExceededMaximumDurationError
    }
    outSystemSoundID.pointee = UIKitEnvironment.current.systemSounds.add(audio, from: url)
    return kAudioServicesNoError
}

/// Forgets a sound made by `AudioServicesCreateSystemSoundID`.
@preconcurrency @MainActor
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    UIKitEnvironment.current.systemSounds.remove(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesBadSpecifierSizeError
}

/// Plays a system sound at once.
@preconcurrency @MainActor
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    UIKitEnvironment.current.systemSounds.play(inSystemSoundID, alert: false)
}

/// Plays a system sound as an alert (an iPhone also vibrates).
@preconcurrency @MainActor
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    UIKitEnvironment.current.systemSounds.play(inSystemSoundID, alert: true)
}

/// Plays a system sound and calls `inCompletionBlock` when it has finished.
@preconcurrency @MainActor
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    UIKitEnvironment.current.systemSounds.play(inSystemSoundID, alert: false, completion: inCompletionBlock)
}

/// Plays an alert sound and calls `inCompletionBlock` when it has finished.
@preconcurrency @MainActor
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    UIKitEnvironment.current.systemSounds.play(inSystemSoundID, alert: true, completion: inCompletionBlock)
}

/// The C callback of `AudioServicesAddSystemSoundCompletion`.
public typealias AudioServicesSystemSoundCompletionProc = @convention(c) (SystemSoundID, UnsafeMutableRawPointer?) -> Void

/// Calls `inCompletionRoutine` with `inClientData` each time the sound finishes playing. The run
/// loop and mode are accepted and not needed: the routine runs on the main thread, as with nil.
@preconcurrency @MainActor
@discardableResult
public func AudioServicesAddSystemSoundCompletion(_ inSystemSoundID: SystemSoundID, _ inRunLoop: CFRunLoop?, _ inRunLoopMode: CFString?,
                                                  _ inCompletionRoutine: AudioServicesSystemSoundCompletionProc,
                                                  _ inClientData: UnsafeMutableRawPointer?) -> OSStatus {
    let sounds = UIKitEnvironment.current.systemSounds
    guard sounds.isPlayable(inSystemSoundID) else { return kAudioServicesBadSpecifierSizeError }
    sounds.setCompletion(for: inSystemSoundID) { inCompletionRoutine(inSystemSoundID, inClientData) }
    return kAudioServicesNoError
}

/// Stops calling the sound's completion routine.
@preconcurrency @MainActor
public func AudioServicesRemoveSystemSoundCompletion(_ inSystemSoundID: SystemSoundID) {
    UIKitEnvironment.current.systemSounds.setCompletion(for: inSystemSoundID, nil)
}
