/// A person or an organisation.
public enum CNContactType: Int, Sendable { case person = 0, organization }
