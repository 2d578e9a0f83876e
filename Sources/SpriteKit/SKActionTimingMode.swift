/// The speed curve of an action: constant, or slow at either or both ends.
public enum SKActionTimingMode: Int, Sendable {
    case linear = 0, easeIn, easeOut, easeInEaseOut
}

/// Maps an action's progress (0…1, after its timing mode) to the progress it shows.
public typealias SKActionTimingFunction = (Float) -> Float
