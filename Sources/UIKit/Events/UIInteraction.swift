import Foundation

/// Behaviour added to a view with `addInteraction` (a context menu, drag, drop…): told as it joins
/// and leaves its view.
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
