import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to another process: messages framed as a 4-byte big-endian length and JSON.
/// A thread of its own reads; what it reads, and the connection's end, go to `receive` (which
/// hands them to the main queue). Writes go out in order on a serial queue, never on the main thread.
final class LoopbackConnection: @unchecked Sendable {
    private let fd: Int32
    private let writes = DispatchQueue(label: "OpenUIKit.MultipeerConnectivity.loopback.write")
    private let closed = NSLock()
    private var isClosed = false

    init(fd: Int32) { self.fd = fd }

    /// Connects to `port` on 127.0.0.1; nil when nothing listens there (its process has gone).
    static func connect(port: UInt16) -> LoopbackConnection? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = loopbackAddress(port: port)
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else {
            Glibc.close(fd)
            return nil
        }
        return LoopbackConnection(fd: fd)
    }

    /// Starts the reading thread: every message, then nil once the connection has ended.
    func startReading(_ receive: @escaping @Sendable (LoopbackMessage?) -> Void) {
        let thread = Thread { [self] in
            while let message = readMessage() { receive(message) }
            receive(nil)
            shutDown()
        }
        thread.name = "OpenUIKit.MultipeerConnectivity.loopback.read"
        thread.start()
    }

    func send(_ message: LoopbackMessage) {
        guard let body = try? JSONEncoder().encode(message) else { return }
        var length = UInt32(body.count).bigEndian
        let frame = Data(bytes: &length, count: 4) + body
        writes.async { [self] in
            guard !closedNow else { return }
            frame.withUnsafeBytes { raw in
                var sent = 0
                while sent < raw.count {
                    // MSG_NOSIGNAL: a peer that has gone ends the write, not this process (SIGPIPE).
                    let n = Glibc.send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return }
                    sent += n
                }
            }
        }
    }

    /// Says bye after what is queued, then ends the connection (the reader sees it end).
    func close(sayingBye: Bool) {
        if sayingBye { send(.bye) }
        // Not once the descriptor is closed: its number may be a new connection's by then.
        writes.async { [self] in if !closedNow { Glibc.shutdown(fd, Int32(SHUT_RDWR)) } }
    }

    private var closedNow: Bool { closed.withLock { isClosed } }

    private func shutDown() {
        let first = closed.withLock { () -> Bool in
            defer { isClosed = true }
            return !isClosed
        }
        // The descriptor is closed after what was queued before; what is queued later sees
        // `isClosed` and leaves the (perhaps reused) number alone.
        if first { writes.async { [fd] in _ = Glibc.close(fd) } }
    }

    private func readMessage() -> LoopbackMessage? {
        guard let header = read(count: 4) else { return nil }
        let length = header.reduce(0) { $0 << 8 | Int($1) }
        guard length <= 64 << 20, let body = read(count: length) else { return nil }
        return try? JSONDecoder().decode(LoopbackMessage.self, from: body)
    }

    private func read(count: Int) -> Data? {
        var data = Data(count: count)
        var got = 0
        let ok = data.withUnsafeMutableBytes { raw -> Bool in
            while got < count {
                let n = recv(fd, raw.baseAddress! + got, count - got, 0)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                got += n
            }
            return true
        }
        return ok ? data : nil
    }
}

/// 127.0.0.1:`port`.
func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
}
