import Foundation

extension UIDatePicker {
    /// What the picker chooses: a time of day, a calendar date, both, or a duration in hours and minutes.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }
}
