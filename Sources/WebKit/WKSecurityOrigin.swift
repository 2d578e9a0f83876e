import Foundation

/// Where a frame's content comes from: its scheme, host and port.
@preconcurrency @MainActor open class WKSecurityOrigin: NSObject {
    open internal(set) var `protocol`: String
    open internal(set) var host: String
    open internal(set) var port: Int

    init(url: URL?) {
        self.protocol = url?.scheme ?? ""
        host = url?.host ?? ""
        port = url?.port ?? 0
    }
}
