/// One target-action pair: the target held weakly (as on iOS), the action an unapplied method reference.
@MainActor struct TargetAction<Sender: AnyObject> {
    weak var target: AnyObject?
    let invoke: (AnyObject, Sender) -> Void

    /// `(Target) -> (S) -> Void`: the action receives the sender, downcast to what the method takes.
    init<T: AnyObject, S>(_ target: T, _ action: @escaping (T) -> (S) -> Void) {
        self.target = target
        invoke = { t, sender in
            guard let t = t as? T, let s = sender as? S else { return }
            action(t)(s)
        }
    }

    /// `(Target) -> () -> Void`: the action takes no sender.
    init<T: AnyObject>(_ target: T, _ action: @escaping (T) -> () -> Void) {
        self.target = target
        invoke = { t, _ in (t as? T).map { action($0)() } }
    }

    /// Calls the action if its target is still alive.
    func send(from sender: Sender) {
        guard let t = target else { return }
        invoke(t, sender)
    }
}
