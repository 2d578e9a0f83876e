import Foundation

extension XCUIElement {
    /// What kind of element it is, with Apple's raw values.
    public enum ElementType: UInt, Sendable, CustomStringConvertible {
        case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton, radioGroup
        case checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover, keyboard, key
        case navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow
        case browser, collectionView, slider, pageIndicator, progressIndicator, activityIndicator, segmentedControl
        case picker, pickerWheel, `switch`, toggle, link, image, icon, searchField, scrollView, scrollBar, staticText
        case textField, secureTextField, datePicker, textView, menu, menuItem, menuBar, menuBarItem, map, webView, incrementArrow
        case decrementArrow, timeline, ratingIndicator, valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell
        case helpTag, matte, dockItem, ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle
        case stepper, tab, touchBar, statusItem

        /// The name XCUITest prints ("Button", "StaticText", "NavigationBar").
        public var description: String { ElementType.names[Int(rawValue)] }

        private static let names = [
            "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
            "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox",
            "MenuButton", "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup",
            "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser",
            "CollectionView", "Slider", "PageIndicator", "ProgressIndicator", "ActivityIndicator",
            "SegmentedControl", "Picker", "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon",
            "SearchField", "ScrollView", "ScrollBar", "StaticText", "TextField", "SecureTextField",
            "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map", "WebView",
            "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup",
            "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler",
            "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper",
            "Tab", "TouchBar", "StatusItem"]
    }
}
