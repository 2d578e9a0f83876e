import Foundation

// CoreFoundation's names that iOS frameworks hand out (`kUTTypeImage` is a CFString, a sound is
// created from a CFURL, results are OSStatus codes). On iOS they are toll-free bridged to Foundation's
// classes; Linux's CoreFoundation types do not bridge with `as`, so here they are Foundation's classes
// themselves, and `kUTTypeImage as String` and `url as CFURL` compile as apps write them.

/// CoreFoundation's string: Foundation's `NSString`, which `as` bridges to and from `String`.
public typealias CFString = NSString
/// CoreFoundation's URL: Foundation's `NSURL`, which `as` bridges to and from `URL`.
public typealias CFURL = NSURL
/// CoreFoundation's array: Foundation's `NSArray` (`[color1, color2] as CFArray`).
public typealias CFArray = NSArray
/// CoreFoundation's dictionary: Foundation's `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// CoreFoundation's run loop: Foundation's `RunLoop`.
public typealias CFRunLoop = RunLoop
/// The result code of Apple's C frameworks: 0 is success.
public typealias OSStatus = Int32
/// An Apple four-character code (`'typ?'`) as a number.
public typealias OSType = UInt32

/// The main thread's run loop, as CoreFoundation names it.
public func CFRunLoopGetMain() -> CFRunLoop { RunLoop.main }
/// The current thread's run loop, as CoreFoundation names it.
public func CFRunLoopGetCurrent() -> CFRunLoop { RunLoop.current }

/// Objective-C's `autoreleasing` out-parameter (`in view: AutoreleasingUnsafeMutablePointer<UIView>`,
/// a popover delegate's): without the runtime, a plain mutable pointer.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
