import Foundation

/// Which processes may load a representation. Everything here stays in one app, so all of them can.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}
