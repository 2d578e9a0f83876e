/// Whether autocorrection is wanted (kept as a trait; the keyboard does not correct).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
