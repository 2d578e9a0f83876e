#if os(iOS) || os(tvOS)
import UIKit
public typealias LayoutView = UIView
public typealias LayoutPriority = UILayoutPriority
#else
import AppKit
public typealias LayoutView = NSView
public typealias LayoutPriority = NSLayoutConstraint.Priority
#endif
