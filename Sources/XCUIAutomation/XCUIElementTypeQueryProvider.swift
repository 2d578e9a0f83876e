import Foundation

/// The element queries every element and query offers, by type: `app.buttons`, `cell.staticTexts` …
/// Each is `descendants(matching:)` of its type.
@preconcurrency @MainActor public protocol XCUIElementTypeQueryProvider {
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    public var touchBars: XCUIElementQuery { descendants(matching: .touchBar) }
    public var groups: XCUIElementQuery { descendants(matching: .group) }
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    public var drawers: XCUIElementQuery { descendants(matching: .drawer) }
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    public var dialogs: XCUIElementQuery { descendants(matching: .dialog) }
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var radioButtons: XCUIElementQuery { descendants(matching: .radioButton) }
    public var radioGroups: XCUIElementQuery { descendants(matching: .radioGroup) }
    public var checkBoxes: XCUIElementQuery { descendants(matching: .checkBox) }
    public var disclosureTriangles: XCUIElementQuery { descendants(matching: .disclosureTriangle) }
    public var popUpButtons: XCUIElementQuery { descendants(matching: .popUpButton) }
    public var comboBoxes: XCUIElementQuery { descendants(matching: .comboBox) }
    public var menuButtons: XCUIElementQuery { descendants(matching: .menuButton) }
    public var toolbarButtons: XCUIElementQuery { descendants(matching: .toolbarButton) }
    public var popovers: XCUIElementQuery { descendants(matching: .popover) }
    public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    public var tabGroups: XCUIElementQuery { descendants(matching: .tabGroup) }
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    public var statusBars: XCUIElementQuery { descendants(matching: .statusBar) }
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    public var tableRows: XCUIElementQuery { descendants(matching: .tableRow) }
    public var tableColumns: XCUIElementQuery { descendants(matching: .tableColumn) }
    public var outlines: XCUIElementQuery { descendants(matching: .outline) }
    public var outlineRows: XCUIElementQuery { descendants(matching: .outlineRow) }
    public var browsers: XCUIElementQuery { descendants(matching: .browser) }
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var toggles: XCUIElementQuery { descendants(matching: .toggle) }
    public var links: XCUIElementQuery { descendants(matching: .link) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var icons: XCUIElementQuery { descendants(matching: .icon) }
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    public var scrollBars: XCUIElementQuery { descendants(matching: .scrollBar) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    public var menus: XCUIElementQuery { descendants(matching: .menu) }
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    public var menuBars: XCUIElementQuery { descendants(matching: .menuBar) }
    public var menuBarItems: XCUIElementQuery { descendants(matching: .menuBarItem) }
    public var maps: XCUIElementQuery { descendants(matching: .map) }
    public var webViews: XCUIElementQuery { descendants(matching: .webView) }
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    public var tabs: XCUIElementQuery { descendants(matching: .tab) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    public var statusItems: XCUIElementQuery { descendants(matching: .statusItem) }
}
