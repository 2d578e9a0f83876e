/// Objects kept until the main queue's next turn, as an autorelease pool keeps a nib's
/// top-level objects on iOS until the run loop drains it.
final class AutoreleasedObjects: @unchecked Sendable {
    private var objects: [Any]
    init(_ objects: [Any]) { self.objects = objects }
    func drain() { objects = [] }
}
