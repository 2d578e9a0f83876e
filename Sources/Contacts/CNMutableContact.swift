import Foundation

/// A contact an app fills in, to save with a `CNSaveRequest`.
open class CNMutableContact: CNContact, @unchecked Sendable {
    open override var contactType: CNContactType { get { super.contactType } set { super.contactType = newValue } }
    open override var namePrefix: String { get { super.namePrefix } set { super.namePrefix = newValue } }
    open override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    open override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    open override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    open override var nameSuffix: String { get { super.nameSuffix } set { super.nameSuffix = newValue } }
    open override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    open override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    open override var departmentName: String { get { super.departmentName } set { super.departmentName = newValue } }
    open override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { super.phoneNumbers } set { super.phoneNumbers = newValue } }
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { super.emailAddresses } set { super.emailAddresses = newValue } }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] { get { super.postalAddresses } set { super.postalAddresses = newValue } }
    open override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
    open override var note: String { get { super.note } set { super.note = newValue } }
    open override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
}
