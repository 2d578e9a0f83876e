import Foundation

/// A class whose instances may contain views that take appearance proxies
/// (`appearance(whenContainedInInstancesOf:)`): views, view controllers, presentation controllers.
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}
