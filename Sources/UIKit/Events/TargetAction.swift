/// One target-action pair: the target held weakly (as on iOS), the action an unapplied method reference.
/// A nil target sends the action up the responder chain each time (`UIApplication.sendAction`).
@MainActor struct TargetAction<Sender: AnyObject> {
    weak var target: AnyObject?
    /// Made with a nil target: the receiver is found up the responder chain when the action is sent.
    let travelsChain: Bool
    let selector: Selector
    let invoke: (AnyObject, Sender) -> Bool

    /// `(Target) -> (S) -> Void`: the action receives the sender, downcast to what the method takes.
    init<T, S>(_ target: T?, _ action: @escaping (T) -> (S) -> Void) {
        self.target = target.map { $0 as AnyObject }
        travelsChain = target == nil
        selector = Selector(action)
        invoke = { t, sender in
            guard let t = t as? T, let s = sender as? S else { return false }
            action(t)(s)
            return true
        }
    }

    /// `(Target) -> () -> Void`: the action takes no sender.
    init<T>(_ target: T?, _ action: @escaping (T) -> () -> Void) {
        self.target = target.map { $0 as AnyObject }
        travelsChain = target == nil
        selector = Selector(action)
        invoke = { t, _ in
            guard let t = t as? T else { return false }
            action(t)()
            return true
        }
    }

    /// An action given as a selector and a way to perform it on a target (Interface Builder's).
    init(target: AnyObject?, selector: Selector, invoke: @escaping (AnyObject, Sender) -> Bool) {
        self.target = target
        travelsChain = target == nil
        self.selector = selector
        self.invoke = invoke
    }

    /// Calls the action on its target if that is still alive, or on the responder chain's choice;
    /// `view` is where the chain starts when nothing is first responder and the sender is no responder.
    func send(from sender: Sender, in view: UIView? = nil) {
        if travelsChain {
            _ = UIApplication.shared.deliver(selector, to: nil, from: sender, startingAt: view) { invoke($0, sender) }
        } else if let t = target {
            _ = invoke(t, sender)
        }
    }
}
