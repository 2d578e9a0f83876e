import Foundation

/// Tells a picker view how many wheels (components) it has and how many rows each holds.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
