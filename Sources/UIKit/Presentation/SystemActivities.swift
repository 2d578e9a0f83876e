import Foundation
import UniformTypeIdentifiers

/// Copy: text, URLs and images onto the general pasteboard.
@MainActor final class CopyActivity: UIActivity {
    private var items: [Any] = []
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { ActivityGlyphs.copy }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is NSString || $0 is URL || $0 is NSURL || $0 is UIImage || $0 is NSAttributedString }
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        let board = (sheet?.responderEnvironment ?? UIKitEnvironment.current).pasteboard
        var texts: [String] = []
        for item in items {
            switch item {
            case let image as UIImage: board.image = image
            case let url as URL: texts.append(url.absoluteString)
            case let url as NSURL: texts.append(url.absoluteString)
            case let s as NSAttributedString: texts.append(s.string)
            case let s as String: texts.append(s)
            default: break
            }
        }
        if !texts.isEmpty { board.string = texts.joined(separator: "\n") }
        activityDidFinish(true)
    }
}

/// Save to Files: each item written as a file, where the desktop's save dialog says (a live window
/// with one) or into the device's documents folder.
@MainActor final class SaveToFilesActivity: UIActivity {
    /// What to write: a name and the bytes, or a file to copy.
    enum Payload { case data(Data), file(URL) }
    private var files: [(name: String, payload: Payload)] = []
    /// The files written, for the completion handler's returned items.
    private(set) var written: [URL] = []

    override var activityType: ActivityType? { .saveToFiles }
    override var activityTitle: String? { "Save to Files" }
    override var activityImage: UIImage? { ActivityGlyphs.folder }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { SaveToFilesActivity.payload(for: $0, subject: "") != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        files = activityItems.compactMap { SaveToFilesActivity.payload(for: $0, subject: sheet?.subject(for: $0) ?? "") }
    }

    /// The file an item becomes: text as .txt, an image as .png, data as its type says, a file as itself.
    static func payload(for item: Any, subject: String) -> (name: String, payload: Payload)? {
        let base = subject.isEmpty ? nil : subject.replacingOccurrences(of: "/", with: "-")
        switch item {
        case let url as URL where url.isFileURL: return (url.lastPathComponent, .file(url))
        case let image as UIImage: return image.pngData().map { ((base ?? "Image") + ".png", .data($0)) }
        case let s as NSAttributedString: return ((base ?? "Text") + ".txt", .data(Data(s.string.utf8)))
        case let s as String: return ((base ?? "Text") + ".txt", .data(Data(s.utf8)))
        case let d as Data: return (base ?? "Data", .data(d))
        default: return nil
        }
    }

    override func perform() {
        guard let sheet else { return activityDidFinish(false) }
        let env = sheet.responderEnvironment
        let folder = env.documentsDirectory
        // One file: the save dialog may choose where; several go into the folder.
        if files.count == 1, let only = files.first,
           env.backend.chooseSaveLocation(suggestedName: only.name, in: folder, completion: { [weak self] url in
               guard let self else { return }
               guard let url else { return self.activityDidFinish(false) }
               self.activityDidFinish(self.write(only.payload, to: url))
           }) {
            return
        }
        var ok = !files.isEmpty
        for f in files {
            ok = write(f.payload, to: SaveToFilesActivity.freeName(f.name, in: folder)) && ok
        }
        activityDidFinish(ok)
    }

    /// Writes a file; false (logged) when it cannot.
    private func write(_ payload: Payload, to url: URL) -> Bool {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch payload {
            case .data(let d): try d.write(to: url, options: .atomic)
            case .file(let source):
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
                try FileManager.default.copyItem(at: source, to: url)
            }
            written.append(url)
            return true
        } catch {
            uikitLog.error("Save to Files could not write \(url.path): \(error)")
            return false
        }
    }

    /// `name` in `folder`, or "name 2", "name 3"… when taken, as Files names copies.
    static func freeName(_ name: String, in folder: URL) -> URL {
        let ext = (name as NSString).pathExtension, stem = (name as NSString).deletingPathExtension
        var url = folder.appendingPathComponent(name)
        var n = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = folder.appendingPathComponent(ext.isEmpty ? "\(stem) \(n)" : "\(stem) \(n).\(ext)")
            n += 1
        }
        return url
    }
}

/// The glyphs of the sheet's own actions, drawn as SF Symbols' "doc.on.doc" and "folder" look.
@MainActor enum ActivityGlyphs {
    static let copy = UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { _ in
        UIColor.label.setStroke()
        for r in [CGRect(x: 7, y: 2.5, width: 11, height: 13), CGRect(x: 3.5, y: 6.5, width: 11, height: 13)] {
            let p = UIBezierPath(roundedRect: r, cornerRadius: 2.5)
            p.lineWidth = 1.5
            if r.minX < 5 { UIColor.systemBackground.setFill(); p.fill() }
            p.stroke()
        }
    }
    /// A page with lines of text: what the sheet's header shows for text and links.
    static let document = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 28)).image { _ in
        UIColor.secondaryLabel.setStroke()
        let page = UIBezierPath(roundedRect: CGRect(x: 3.5, y: 1.5, width: 17, height: 25), cornerRadius: 3)
        page.lineWidth = 1.5
        page.stroke()
        for y in stride(from: CGFloat(8), through: 20, by: 4) {
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 7.5, y: y))
            line.addLine(to: CGPoint(x: y > 18 ? 12.5 : 16.5, y: y))
            line.lineWidth = 1.5
            line.lineCapStyle = .round
            line.stroke()
        }
    }
    static let folder = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 22)).image { _ in
        UIColor.label.setStroke()
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 2.5, y: 18))
        p.addLine(to: CGPoint(x: 2.5, y: 5))
        p.addLine(to: CGPoint(x: 9, y: 5))
        p.addLine(to: CGPoint(x: 11, y: 7.5))
        p.addLine(to: CGPoint(x: 21.5, y: 7.5))
        p.addLine(to: CGPoint(x: 21.5, y: 18))
        p.close()
        p.move(to: CGPoint(x: 2.5, y: 10))
        p.addLine(to: CGPoint(x: 21.5, y: 10))
        p.lineWidth = 1.5
        p.lineJoinStyle = .round
        p.stroke()
    }
}
