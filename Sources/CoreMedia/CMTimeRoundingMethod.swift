/// How `convertScale` rounds (here always to the nearest).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardPositiveInfinity,
         roundTowardNegativeInfinity
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}
