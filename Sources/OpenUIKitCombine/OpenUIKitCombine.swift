// Combine for apps on OpenUIKit: `import Combine` in an iOS app is `import OpenUIKitCombine` here
// (uikit-port writes it). The publishers, subscribers, operators, `@Published` and
// `ObservableObject` are OpenCombine's; this module adds what iOS's Foundation gives Combine —
// DispatchQueue and RunLoop as schedulers, `Timer.publish`, `NotificationCenter`'s and
// `URLSession`'s publishers, JSON coders — with work for the main queue on a Simulator's clock.
//
// Not named `Combine`: OpenCombine (and packages an app uses) ask `canImport(Combine)`, and a
// module of that name in the build folder would change their answer with the order SwiftPM builds in.
@_exported import OpenCombine
