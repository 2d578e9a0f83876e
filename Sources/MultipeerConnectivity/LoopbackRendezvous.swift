import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where live processes of one user find each other's advertising peers: a folder per service type
/// under `$XDG_RUNTIME_DIR/openuikit-multipeer` (or `/tmp/openuikit-multipeer-<uid>`), with one
/// file per advertising peer saying who it is and which loopback port its process listens on.
/// A file is written whole (renamed into place), removed when the peer stops advertising, and
/// ignored (and cleared away) once the process that wrote it has gone.
struct LoopbackRendezvous: Sendable {
    /// One advertising peer, as its file says.
    struct Announcement: Codable, Sendable, Equatable {
        var peer: UUID
        var name: String
        var info: [String: String]?
        var port: UInt16
        var pid: Int32
    }

    let root: URL

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, FileManager.default.fileExists(atPath: runtime) {
            root = URL(fileURLWithPath: runtime).appendingPathComponent("openuikit-multipeer")
        } else {
            root = URL(fileURLWithPath: "/tmp/openuikit-multipeer-\(getuid())")
        }
    }

    func folder(for serviceType: String) -> URL { root.appendingPathComponent(serviceType) }

    func file(for serviceType: String, peer: UUID) -> URL {
        folder(for: serviceType).appendingPathComponent(peer.uuidString + ".json")
    }

    /// A peer's file, there as long as this object is: the advertiser that holds it stops, or goes away.
    final class Published: Sendable {
        let file: URL
        init(file: URL) { self.file = file }
        deinit { try? FileManager.default.removeItem(at: file) }
    }

    func publish(_ announcement: Announcement, serviceType: String) -> Published? {
        let folder = folder(for: serviceType), file = file(for: serviceType, peer: announcement.peer)
        do {
            // Only this user reads what its apps advertise.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try JSONEncoder().encode(announcement).write(to: file, options: .atomic)
            return Published(file: file)
        } catch {
            multipeerLog.error("Cannot announce \(announcement.name) in \(folder.path): \(error)")
            return nil
        }
    }

    /// The peers other live processes advertise now for `serviceType`.
    func scan(_ serviceType: String) -> [Announcement] {
        let folder = folder(for: serviceType)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let me = getpid()
        return names.sorted().compactMap { name -> Announcement? in
            guard name.hasSuffix(".json") else { return nil }
            let url = folder.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path),
                  let announcement = try? JSONDecoder().decode(Announcement.self, from: data),
                  announcement.pid != me else { return nil }
            if kill(announcement.pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: url)
                return nil
            }
            return announcement
        }
    }
}
