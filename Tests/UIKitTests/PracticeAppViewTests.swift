import Testing
import Foundation
import UIKit
import UIKitTesting

/// Text views, buttons and refresh controls as the practice apps use them (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppViewTests {
    /// Excludes the right half of its text view's container once the view is laid out, as
    /// Programming iOS's exclusion-path example does in `viewDidLayoutSubviews`.
    final class ExclusionController: UIViewController {
        let tv = UITextView()
        var containerWidthSeen: CGFloat = -1
        override func viewDidLoad() {
            view.backgroundColor = .white
            tv.translatesAutoresizingMaskIntoConstraints = false
            tv.backgroundColor = .yellow
            tv.isScrollEnabled = false
            tv.textContainerInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 0)
            tv.text = String(repeating: "Twas brillig, and the slithy toves did gyre and gimble in the wabe. ", count: 4)
            view.addSubview(tv)
            NSLayoutConstraint.activate([
                tv.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                tv.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                tv.widthAnchor.constraint(equalToConstant: 320),
            ])
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let size = tv.textContainer.size
            containerWidthSeen = size.width
            tv.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: 10_000))]
        }
    }

    @Test func aTextViewsContainerTracksItsWidthAsSoonAsItIsSized() throws {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(tv.textContainer.size.width == 300)
        tv.frame.size.width = 250
        #expect(tv.textContainer.size.width == 250, "at once, not at the next layout")
        tv.textContainerInset = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 10)
        #expect(tv.textContainer.size.width == 220)

        let sim = Simulator(device: .iPhone15)
        let vc = ExclusionController()
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.containerWidthSeen == 300, "the container's width in the first viewDidLayoutSubviews")
        let frame = vc.tv.frame
        let right = matching(sim, in: CGRect(x: frame.minX + 20 + 150 + 4, y: frame.minY, width: 140, height: frame.height)) { $0.r < 100 && $0.g < 100 }
        let left = matching(sim, in: CGRect(x: frame.minX + 20, y: frame.minY, width: 150, height: frame.height)) { $0.r < 100 && $0.g < 100 }
        #expect(left.count > 200, "text in the left half")
        #expect(right.count == 0, "the excluded right half stays empty")
        #expect(frame.height > 200, "the text, wrapped at half the width, grows the view")
    }

    /// A legacy button's image larger than the button shrinks into its content rectangle (the
    /// image view scales to fill), and the title gets what room is left.
    @Test func aButtonsImageShrinksIntoTheButton() throws {
        let (sim, root) = canvas()
        let big = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { ctx in
            UIColor.systemOrange.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
        }
        let button = UIButton(type: .custom)
        button.setImage(big, for: .normal)
        button.setTitle("Pay Tribute", for: .normal)
        button.frame = CGRect(x: 40, y: 200, width: 110, height: 38)
        root.addSubview(button)
        sim.settle()
        let iv = try #require(button.imageView)
        #expect(iv.frame == CGRect(x: 0, y: 0, width: 110, height: 38))
        #expect((button.titleLabel?.frame.width ?? -1) == 0, "no room left for the title")
        #expect(sim.color(at: CGPoint(x: 95, y: 219)) == RGBA(r: 255, g: 149, b: 0))
        #expect(sim.color(at: CGPoint(x: 95, y: 260)) == white, "nothing drawn below the button")
        #expect(sim.color(at: CGPoint(x: 170, y: 219)) == white, "nothing drawn beside it")
    }

    /// A refresh control's title shows as the content is pulled, in its own attributes; at rest
    /// (above content the safe area pushes down, under the status bar) it is not seen.
    @Test func aRefreshControlsTitleShowsOnlyWhenPulledInItsAttributes() throws {
        let (sim, root) = canvas()
        let sv = UIScrollView(frame: root.bounds)
        sv.contentInsetAdjustmentBehavior = .always
        sv.contentSize = CGSize(width: root.bounds.width, height: 3000)
        let rc = UIRefreshControl()
        rc.attributedTitle = NSAttributedString(string: "This is a test", attributes: [
            .font: UIFont(name: "Georgia", size: 13)!, .foregroundColor: UIColor.blue,
        ])
        sv.refreshControl = rc
        root.addSubview(sv)
        sim.settle()
        #expect(sv.contentOffset.y == -59)
        func blue() -> Int { matching(sim, in: CGRect(x: 0, y: 0, width: 393, height: 200)) { $0.b > 200 && $0.r < 170 && $0.g < 170 }.count }
        #expect(blue() == 0, "not seen at rest")
        sim.touchDown(at: CGPoint(x: 200, y: 300))
        for i in 1...8 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(i) * 10)) }
        sim.advance(by: 0.1)
        #expect(blue() > 30, "blue Georgia text as the content is pulled")
        sim.touchUp(at: CGPoint(x: 200, y: 380))
        sim.settle()
        #expect(blue() == 0 && !rc.isRefreshing, "a short pull springs back and hides it")
    }

    /// Apple's advice for a list's header: register a list cell as the supplementary view. Its
    /// default content configuration is then the list's header style, not a row's.
    final class PepList: UICollectionViewController {
        var headerConfiguration: UIListContentConfiguration?
        var rowConfiguration: UIListContentConfiguration?
        init() {
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.headerMode = .supplementary
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! UICollectionViewListCell
            var c = cell.defaultContentConfiguration()
            c.text = ["Manny", "Moe", "Jack"][indexPath.item]
            rowConfiguration = c
            cell.contentConfiguration = c
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! UICollectionViewListCell
            var c = v.defaultContentConfiguration()
            c.text = "Pep \(indexPath.section)"
            headerConfiguration = c
            v.contentConfiguration = c
            return v
        }
    }

    @Test func aListCellServingAsAHeaderDefaultsToTheHeaderStyle() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = PepList()
        sim.rootViewController = vc
        sim.settle()
        let header = try #require(vc.headerConfiguration), row = try #require(vc.rowConfiguration)
        #expect(header.textProperties.font == UIListContentConfiguration.plainHeader().textProperties.font, "the plain list's header: semibold")
        #expect(row.textProperties.font == UIListContentConfiguration.cell().textProperties.font)
        let label = try #require(sim.view(withText: "Pep 0"))
        let headerView = try #require(sequence(first: label, next: { $0.superview }).first { $0 is UICollectionViewListCell })
        #expect(headerView.frame.height < 44, "a header is as tall as its text, not a row's 44 points: \(headerView.frame)")
        let manny = try #require(sim.view(withText: "Manny"))
        #expect(manny.convert(manny.bounds, to: nil).minY > label.convert(label.bounds, to: nil).maxY, "the rows below their header")
    }

    /// `headerMode = .firstItemInSection` (Programming iOS's lists): the first item of each section is
    /// its header, styled as one, shorter than a row and with no separator; the rows follow it.
    final class FirstItemHeaderList: UICollectionViewController {
        init() {
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.headerMode = .firstItemInSection
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! UICollectionViewListCell
            var c = cell.defaultContentConfiguration()
            c.text = ["Pep", "Manny", "Moe", "Jack"][indexPath.item]
            cell.contentConfiguration = c
            return cell
        }
    }

    @Test func theFirstItemInASectionCanBeItsHeader() throws {
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = FirstItemHeaderList()
        sim.settle()
        let pep = try #require(sim.view(withText: "Pep") as? UILabel)
        let manny = try #require(sim.view(withText: "Manny") as? UILabel)
        #expect(pep.font == UIListContentConfiguration.plainHeader().textProperties.font, "the header's semibold: \(String(describing: pep.font))")
        #expect(manny.font == UIListContentConfiguration.cell().textProperties.font)
        let cell = { (label: UIView) in sequence(first: label, next: { $0.superview }).first { $0 is UICollectionViewListCell } }
        let header = try #require(cell(pep)), row = try #require(cell(manny))
        #expect(header.frame.height < 44 && row.frame.height >= 44, "\(header.frame) \(row.frame)")
        #expect(row.frame.minY >= header.frame.maxY - 0.5)
        let separators = { (v: UIView) in v.subviews.filter { !$0.isHidden && $0.frame.height > 0 && $0.frame.height <= 1 && $0.frame.minY >= v.bounds.height - 1 } }
        #expect(separators(header).isEmpty, "no separator under the header")
        #expect(!separators(row).isEmpty, "a row keeps its separator")
    }

    /// A list configuration's image: `maximumSize` scales a large picture down into the row
    /// (Programming iOS's Pep Boys with stars); with no maximum the row grows to the image.
    final class PictureTable: UITableViewController {
        var maximum = CGSize.zero
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 90)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 90))
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var c = cell.defaultContentConfiguration()
            c.text = ["Manny", "Moe", "Jack"][indexPath.row]
            c.image = picture
            c.imageProperties.maximumSize = maximum
            c.imageProperties.cornerRadius = maximum == .zero ? 0 : 4
            cell.contentConfiguration = c
            return cell
        }
    }

    func descendants(of view: UIView) -> [UIView] { view.subviews + view.subviews.flatMap(descendants) }

    @Test func aListImageShrinksToItsMaximumSizeOrTheRowGrowsToIt() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = PictureTable()
        vc.maximum = CGSize(width: 30, height: 30)
        sim.rootViewController = vc
        sim.settle()
        let manny = try #require(sim.view(withText: "Manny"))
        let row = try #require(sequence(first: manny, next: { $0.superview }).first { $0 is UITableViewCell })
        let image = try #require(descendants(of: row).compactMap { $0 as? UIImageView }.first { $0.image === vc.picture })
        #expect(image.bounds.size == CGSize(width: 30, height: 22.5), "aspect fit into 30 by 30: \(image.frame)")
        #expect(row.frame.height < 50, "a row's height: \(row.frame)")
        let frame = image.convert(image.bounds, to: nil), text = manny.convert(manny.bounds, to: nil)
        #expect(text.minX > frame.maxX, "the text after the image")
        #expect(sim.color(at: CGPoint(x: frame.midX, y: frame.midY)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: frame.maxX + 4, y: frame.midY)) != RGBA(r: 255, g: 0, b: 0), "not the picture's full width")
        #expect(image.layer.cornerRadius == 4 && image.clipsToBounds)

        let big = PictureTable()
        sim.rootViewController = big
        sim.settle()
        let moe = try #require(sim.view(withText: "Moe"))
        let tall = try #require(sequence(first: moe, next: { $0.superview }).first { $0 is UITableViewCell })
        #expect(tall.frame.height >= 90 + 22, "the row grows to the picture and its margins: \(tall.frame)")
    }

    /// An app's own content configuration (Programming iOS's self-configuring cell): its view
    /// replaces what the prototype put in the content view, and its constraints size the row.
    final class PlaceholderCell: UITableViewCell {
        let placeholder = UILabel()
        required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            placeholder.text = "Label"
            placeholder.frame = CGRect(x: 15, y: 10, width: 100, height: 20)
            contentView.addSubview(placeholder)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    struct TallConfiguration: UIContentConfiguration {
        var text: String
        func makeContentView() -> UIView & UIContentView { TallContentView(configuration: self) }
        func updated(for state: UIConfigurationState) -> TallConfiguration { self }
    }

    final class TallContentView: UIView, UIContentView {
        let label = UILabel()
        var configuration: UIContentConfiguration { didSet { label.text = (configuration as? TallConfiguration)?.text } }
        init(configuration: UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            // As in the book: the text is applied only in the property's observer, which UIKit
            // runs by assigning the configuration once the view is made.
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 15),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -15),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 30),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -30),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class ConfiguredTable: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(PlaceholderCell.self, forCellReuseIdentifier: "Cell")
            tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.contentConfiguration = TallConfiguration(text: "The author of this book, row \(indexPath.row)")
            return cell
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            var c = v?.defaultContentConfiguration()
            c?.text = "Pep Boys"
            v?.contentConfiguration = c
            return v
        }
    }

    @Test func anAppsContentConfigurationReplacesThePrototypesContentAndSizesTheRow() throws {
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = ConfiguredTable(style: .grouped)
        sim.settle()
        #expect(sim.view(withText: "Label") == nil, "the prototype's placeholder is gone")
        let text = try #require(sim.view(withText: "The author of this book, row 0"))
        let row = try #require(sequence(first: text, next: { $0.superview }).first { $0 is UITableViewCell })
        #expect(abs(row.frame.height - (text.frame.height + 60)) < 1.5, "the row from the constraints: \(row.frame) \(text.frame)")
        let header = try #require(sim.view(withText: "Pep Boys") as? UILabel)
        #expect(header.font == UIListContentConfiguration.groupedHeader().textProperties.font, "a grouped table's header style")
        let headerFrame = header.convert(header.bounds, to: nil), textFrame = text.convert(text.bounds, to: nil)
        #expect(headerFrame.maxY < textFrame.minY)
        #expect(abs(headerFrame.minX - 20) < 1, "the header text at the table's text margin: \(headerFrame)")
        let inked = stride(from: textFrame.minX, to: textFrame.maxX, by: 1).filter { sim.color(at: CGPoint(x: $0, y: textFrame.minY + 8)).r < 128 }
        #expect(inked.count > 20, "the row's text is drawn: \(inked.count) dark points")
    }

    /// The iOS 14 pattern: a cell builds its content in `updateConfiguration(using:)`, which UIKit
    /// calls before the cell first shows, and again as its state changes.
    final class StateCell: UICollectionViewListCell {
        override func updateConfiguration(using state: UICellConfigurationState) {
            var c = defaultContentConfiguration().updated(for: state)
            c.text = state.isSelected ? "Chosen" : "Waiting"
            contentConfiguration = c
        }
    }

    @Test func aCellsConfigurationIsUpdatedBeforeItFirstShows() throws {
        let sim = Simulator(device: .iPhone15)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let vc = UICollectionViewController(collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<StateCell, Int> { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: vc.collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        source.apply(snapshot, animatingDifferences: false)
        sim.rootViewController = vc
        sim.settle()
        let labels = { (text: String) in (vc.collectionView.visibleCells as? [StateCell] ?? []).filter { cell in
            (cell.contentConfiguration as? UIListContentConfiguration)?.text == text } }
        #expect(labels("Waiting").count == 2)
        let first = try #require(sim.view(withText: "Waiting"))
        sim.tap(on: first)
        sim.settle()
        #expect(sim.view(withText: "Chosen") != nil && labels("Waiting").count == 1)
        withExtendedLifetime(source) {}
    }

    static let controllerXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13189.4" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <viewController id="Nox-GT-QuK" customClass="XibHowdyController" customModule="UIKitTests" customModuleProvider="target">
                <view key="view" contentMode="scaleToFill" id="dNh-UF-HdV">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" fixedFrame="YES" text="Howdy, world!" translatesAutoresizingMaskIntoConstraints="NO" id="Mpr-Ma-jSp">
                            <rect key="frame" x="105" y="273" width="110" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
                <connections>
                    <outlet property="howdy" destination="Mpr-Ma-jSp" id="out-1"/>
                </connections>
            </viewController>
        </objects>
    </document>
    """

    /// A view controller in a xib, its view inside it (Programming iOS's nib-instantiated
    /// controller): the view is the file's, with its outlets, and `viewDidLoad` comes on first access.
    @Test func aControllerInAXibHasTheXibsView() throws {
        let top = UINib(data: Data(Self.controllerXib.utf8), bundle: nil).instantiate(withOwner: nil)
        let vc = try #require(top.first as? XibHowdyController)
        #expect(!vc.isViewLoaded && vc.loadedWithLabel == nil, "the view loads on first access")
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.loadedWithLabel == true, "viewDidLoad sees the xib's view and its outlets")
        #expect(sim.color(at: CGPoint(x: 40, y: 500)) == RGBA(r: 255, g: 255, b: 0), "the xib's yellow view")
        #expect(sim.view(withText: "Howdy, world!") != nil)
    }
}

@IBConnectable
final class XibHowdyController: UIViewController {
    @Outlet var howdy: UILabel!
    var loadedWithLabel: Bool?
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func viewDidLoad() {
        super.viewDidLoad()
        loadedWithLabel = howdy?.superview === view
    }
}
