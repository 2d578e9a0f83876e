import Testing
import Foundation
import UIKit
import UIKitTesting

/// A plain list of three rows, each with a 1×-only image (a 30-point red square, no @2x/@3x)
/// and, when titled, one section header — as the book chapters' first tables are.
@MainActor final class SquareRowsController: UITableViewController {
    var headerTitle: String?
    override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
    override func tableView(_ t: UITableView, titleForHeaderInSection s: Int) -> String? { headerTitle }
    override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let c = t.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
        c.textLabel?.text = "Row \(ip.row)"
        c.imageView?.image = UIImage(named: "square1x", in: fixtures, compatibleWith: nil)
        return c
    }
}

/// Table behaviours the practice apps showed wrong (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppTableTests {
    @Test func aOneTimesImageFirstDrawsAtItsPointSizeOnAThreeTimesScreen() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = SquareRowsController(style: .plain)
        sim.rootViewController = vc
        let iv = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.imageView)
        #expect(iv.image?.scale == 1)
        let f = iv.convert(iv.bounds, to: nil)
        #expect(f.size == CGSize(width: 30, height: 30))
        // The whole frame is red: before, the 30-pixel image showed as 10 points in its middle.
        #expect(sim.color(at: CGPoint(x: f.minX + 2, y: f.minY + 2)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: f.maxX - 2, y: f.maxY - 2)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: f.maxX + 2, y: f.midY)) == white)
    }

    @Test func plainSectionHeadersHaveTheAutomaticTopPadding() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = SquareRowsController(style: .plain)
        vc.headerTitle = "Fruits"
        sim.rootViewController = vc
        let t = vc.tableView!
        #expect(t.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(t.rectForHeader(inSection: 0).minY == 22, "22 points above a plain header, as iOS 15 on")
        #expect(t.rectForHeader(inSection: 0).height == 28)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        let title = try #require(sim.view(withText: "Fruits"))
        let top = t.convert(CGPoint(x: 0, y: 22), to: nil).y
        #expect(title.convert(title.bounds, to: nil).minY > top)
        // Scrolled, the pinned header sits at the top, its padding gone.
        t.contentOffset.y += 100
        sim.advance(by: 0.1)
        let pinned = t.rectForHeader(inSection: 0)
        #expect(t.subviews.contains { $0 is UITableViewHeaderFooterView && abs($0.frame.minY - (t.bounds.minY + t.adjustedContentInset.top)) < 0.5 })
        #expect(pinned.minY == 22)
        t.sectionHeaderTopPadding = 0
        t.layoutIfNeeded()
        #expect(t.rectForHeader(inSection: 0).minY == 0)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        let grouped = SquareRowsController(style: .grouped)
        grouped.headerTitle = "Fruits"
        sim.rootViewController = grouped
        #expect(grouped.tableView.rectForHeader(inSection: 0).minY == 0, "grouped headers hold their own space")
    }
}

/// Rows 44 points tall, each with an image taller than the row.
@MainActor final class TallImageRowsController: UITableViewController {
    let image: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
        }
    }()
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
    }
    override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
    override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Flag \(ip.row)"
        c.imageView?.image = image
        return c
    }
}

extension PracticeAppTableTests {
    @Test func aDefaultCellFitsAnImageTallerThanItsRow() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = TallImageRowsController(style: .plain)
        sim.rootViewController = vc
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let iv = try #require(cell.imageView), label = try #require(cell.textLabel)
        #expect(abs(iv.frame.height - cell.contentView.bounds.height) < 0.5, "as tall as the row: \(iv.frame)")
        #expect(abs(iv.frame.width / iv.frame.height - 1.5) < 0.05, "in proportion: \(iv.frame)")
        #expect(label.frame.minX >= iv.frame.maxX, "the text after the image")
        #expect(label.convert(label.bounds, to: nil).maxX <= sim.screen.bounds.width)
        let f = iv.convert(iv.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: f.maxX - 2, y: f.midY)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: f.maxX + 4, y: f.midY)) == white)
        #expect(sim.view(withText: "Flag 0") != nil)
    }

    @Test func aSearchControllersBarAsTheTableHeaderTakesTheTablesWidth() throws {
        final class Searching: UITableViewController {
            let search = UISearchController(searchResultsController: nil)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.tableHeaderView = search.searchBar
            }
        }
        let sim = Simulator(device: .iPhone15)
        let vc = Searching(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.advance(by: 0.1)
        let bar = vc.search.searchBar
        #expect(bar.frame.width == vc.tableView.bounds.width)
        #expect(bar.frame.height >= 44)
        let field = bar.searchTextField.convert(bar.searchTextField.bounds, to: nil)
        #expect(field.width > 300, "the field spans the bar: \(field)")
    }
}

/// A table view controller whose table is in a xib, as older templates made them.
@MainActor final class NibTableController: UITableViewController {
    override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
    override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Nib row \(ip.row)"
        return c
    }
}

extension PracticeAppTableTests {
    @Test func aTableViewControllerTakesTheTableInItsNib() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = NibTableController(nibName: "NibTable", bundle: fixtures)
        sim.rootViewController = vc
        let table = try #require(vc.tableView)
        #expect(table.rowHeight == 58, "the nib's row height")
        #expect(table.dataSource === vc && table.delegate === vc)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 58)
        #expect(sim.view(withText: "Nib row 2") != nil)
        // The nib's green shows above the rows, under the status bar.
        #expect(sim.color(at: CGPoint(x: 200, y: 30)) == RGBA(r: 0, g: 255, b: 0))
    }
}

extension PracticeAppTableTests {
    /// Scrolling to the first row at the top shows the table's top: its first header and the padding
    /// above it stay, so a large title is not shrunk by the padding scrolled away.
    @Test func scrollingToTheFirstRowAtTheTopKeepsTheHeadersPadding() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = SquareRowsController(style: .plain)
        vc.headerTitle = "Fruits"
        let nav = UINavigationController(rootViewController: vc)
        nav.navigationBar.prefersLargeTitles = true
        vc.title = "States"
        sim.rootViewController = nav
        sim.settle()
        let t = vc.tableView!
        t.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        sim.settle()
        #expect(t.contentOffset.y == -t.adjustedContentInset.top, "at the top: \(t.contentOffset.y) with inset \(t.adjustedContentInset.top)")
        #expect(nav.navigationBar.frame.height > 90, "the large title stays large: \(nav.navigationBar.frame)")
    }
}

/// The xib's plain table (section headers 22 points, as older Xcode writes) with a titled section and
/// an untitled one.
@MainActor final class NibTitledTableController: UITableViewController {
    override func numberOfSections(in t: UITableView) -> Int { 2 }
    override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 2 }
    override func tableView(_ t: UITableView, titleForHeaderInSection s: Int) -> String? { s == 0 ? "Alpha" : nil }
    override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Row \(ip.section).\(ip.row)"
        return c
    }
}

extension PracticeAppTableTests {
    /// A plain table's section heights in its xib are the table's: a titled header is 22 points
    /// tall; an untitled section has none.
    @Test func aPlainTablesSectionHeightsComeFromItsNib() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = NibTitledTableController(nibName: "NibTable", bundle: fixtures)
        sim.rootViewController = vc
        sim.settle()
        let table = try #require(vc.tableView)
        #expect(table.sectionHeaderHeight == 22 && table.sectionFooterHeight == 22)
        #expect(table.rectForHeader(inSection: 0).height == 22)
        #expect(table.rectForHeader(inSection: 1).height == 0, "no title, no header")
        let title = try #require(sim.view(withText: "Alpha"))
        let header = title.convert(title.bounds, to: nil)
        let row = try #require(sim.view(withText: "Row 0.0")).convert(CGRect.zero, to: nil)
        #expect(header.maxY <= row.minY, "the rows below the header")
        #expect(!sim.warnings.contains { $0.contains("sectionHeaderHeight") }, "read: \(sim.warnings)")
    }
}

/// A default-style cell from a nib whose content view is yellow (Programming iOS's label
/// background test), one row's label blue, one row's two lines of bold text.
@MainActor final class YellowCellsController: UITableViewController {
    static let cellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <tableViewCell contentMode="scaleToFill" selectionStyle="blue" reuseIdentifier="Cell" textLabel="mj9-rw-d14" style="IBUITableViewCellStyleDefault" id="0kS-OV-sXB">
                <rect key="frame" x="0.0" y="0.0" width="374" height="43.5"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="0kS-OV-sXB" id="olx-yz-ech">
                    <rect key="frame" x="0.0" y="0.0" width="374" height="43.5"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Title" id="mj9-rw-d14">
                            <rect key="frame" x="20" y="0.0" width="334" height="43.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(data: Data(Self.cellXib.utf8), bundle: nil), forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 58
    }
    override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
    override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let c = t.dequeueReusableCell(withIdentifier: "Cell", for: ip)
        c.textLabel?.text = ip.row == 2 ? "The author of this book, who would rather be out dirt biking" : "howdy"
        if ip.row == 1 { c.textLabel?.backgroundColor = .blue }
        if ip.row == 2 {
            c.textLabel?.font = UIFont(name: "Helvetica-Bold", size: 16)
            c.textLabel?.numberOfLines = 2
        }
        return c
    }
}

extension PracticeAppTableTests {
    /// The content view's colour in the nib shows; the default style's label fills the row's height
    /// (a blue background is a full-height band) and shows as many lines as it may.
    @Test func aDefaultCellsLabelFillsTheRowAndItsContentViewKeepsItsNibColour() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = YellowCellsController(style: .plain)
        sim.rootViewController = vc
        sim.settle()
        let t = vc.tableView!
        let rows = (0..<3).map { t.convert(t.rectForRow(at: IndexPath(row: $0, section: 0)), to: nil) }
        #expect(sim.color(at: CGPoint(x: 370, y: rows[0].midY)) == RGBA(r: 255, g: 204, b: 0), "the nib's yellow content view")
        let blue = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel)
        #expect(blue.frame.height >= 57, "the label spans the row: \(blue.frame)")
        let band = blue.convert(blue.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: band.maxX - 5, y: rows[1].minY + 2)) == RGBA(r: 0, g: 0, b: 255), "blue to the row's top")
        let twoLines = try #require(t.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel)
        #expect(!twoLines.isTruncated, "both lines show: \(twoLines.frame)")
        #expect(twoLines.frame.height > 36)
    }
}
