import Foundation

/// Named steps of a test (Apple's XCTest has them; Linux's does not): each runs its block at once,
/// and its attachments are written where `XCT_ATTACHMENTS` says.
@preconcurrency @MainActor public enum XCTContext {
    /// A step: runs `block` with an activity to attach screenshots and data to.
    public static func runActivity<Result>(named name: String, block: (any XCTActivity) throws -> Result) rethrows -> Result {
        let activity = Activity(name: name)
        stack.append(activity)
        defer { stack.removeLast() }
        return try block(activity)
    }

    /// The activities running now, outermost first (test steps nest).
    private static var stack: [Activity] = []
    /// Every attachment added in this test process, oldest first, with its activity's name.
    package private(set) static var attachments: [(activity: String, attachment: XCTAttachment)] = []

    /// Keeps an attachment: recorded, and written to the folder `XCT_ATTACHMENTS` names, if set.
    static func keep(_ attachment: XCTAttachment, in activity: String) {
        attachments.append((activity, attachment))
        guard let folder = ProcessInfo.processInfo.environment["XCT_ATTACHMENTS"] else { return }
        let dir = URL(fileURLWithPath: folder)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let base = [activity, attachment.name ?? "attachment-\(attachments.count)"].joined(separator: "-")
            .replacingOccurrences(of: "/", with: "_")
        try? attachment.payload.write(to: dir.appendingPathComponent("\(base).\(attachment.fileExtension)"))
    }

    final class Activity: XCTActivity {
        let name: String
        init(name: String) { self.name = name }
        func add(_ attachment: XCTAttachment) { XCTContext.keep(attachment, in: name) }
    }
}
