/// Where alpha sits in a pixel and whether color is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast = 1, premultipliedFirst = 2, last = 3, first = 4,
         noneSkipLast = 5, noneSkipFirst = 6, alphaOnly = 7
}
