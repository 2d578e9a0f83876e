import Foundation

/// A value with its label (a phone number labelled Mobile).
open class CNLabeledValue<ValueType: NSObjectProtocol & NSCopying>: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        identifier = UUID().uuidString
        self.label = label
        self.value = value
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A label as the user reads it ("home", "mobile").
    open class func localizedString(forLabel label: String) -> String {
        let names = [CNLabelHome: "home", CNLabelWork: "work", CNLabelOther: "other", CNLabelPhoneNumberMobile: "mobile",
                     CNLabelPhoneNumberMain: "main", CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax",
                     CNLabelPhoneNumberPager: "pager", CNLabelPhoneNumberiPhone: "iPhone"]
        return names[label] ?? label
    }
}
