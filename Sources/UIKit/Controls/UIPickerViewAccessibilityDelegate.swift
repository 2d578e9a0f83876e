import Foundation

/// A picker delegate that also names each wheel for VoiceOver and UI tests: what the component
/// is called ("Hours"), a hint, and the words Voice Control answers to. Every method is optional;
/// the wheel's value stays the chosen row's title.
@preconcurrency @MainActor public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String]
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedUserInputLabelsForComponent component: Int) -> [NSAttributedString]
}

extension UIPickerViewAccessibilityDelegate {
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] { [] }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedUserInputLabelsForComponent component: Int) -> [NSAttributedString] { [] }
}
