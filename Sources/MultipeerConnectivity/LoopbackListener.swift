import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A live process's TCP listener on 127.0.0.1, on a port the system picks: browsers in other
/// processes connect to it to invite this process's advertising peers. A thread of its own accepts.
final class LoopbackListener: Sendable {
    let port: UInt16
    private let fd: Int32

    /// Listens; nil when the loopback interface refuses (then only this process's peers are heard).
    init?(accept: @escaping @Sendable (LoopbackConnection) -> Void) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = loopbackAddress(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            return nil
        }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread {
            while true {
                let client = Glibc.accept(fd, nil, nil)
                if client >= 0 {
                    accept(LoopbackConnection(fd: client))
                } else if errno != EINTR && errno != ECONNABORTED {
                    return
                }
            }
        }
        thread.name = "OpenUIKit.MultipeerConnectivity.loopback.accept"
        thread.start()
    }
}
