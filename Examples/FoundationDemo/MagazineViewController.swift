import UIKit

/// A magazine page set with TextKit: one story flowing through two columns (two text containers on
/// one layout manager), a drop cap the first lines wrap around, and a picture the text flows around
/// (an exclusion path). The text is in text styles, so it follows the user's text size.
public final class MagazineViewController: UIViewController {
    /// One column: draws its container's share of the story.
    public final class ColumnView: UIView {
        let layoutManager: NSLayoutManager
        let textContainer: NSTextContainer
        init(layoutManager: NSLayoutManager, textContainer: NSTextContainer) {
            self.layoutManager = layoutManager
            self.textContainer = textContainer
            super.init(frame: .zero)
            backgroundColor = .systemBackground
            contentMode = .redraw
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        public override func draw(_ rect: CGRect) {
            let glyphs = layoutManager.glyphRange(for: textContainer)
            layoutManager.drawBackground(forGlyphRange: glyphs, at: .zero)
            layoutManager.drawGlyphs(forGlyphRange: glyphs, at: .zero)
        }
    }

    public static let story = """
        ext flows through a magazine page the way water finds its level: around the picture, down one column and \
        on into the next. Each line is set where the page leaves room for it, and a long word waits for the line \
        below rather than crowd the margin. The drop cap holds the first lines aside, as printers did with carved \
        initials, and the picture takes its own bite out of the second column.
        The layout manager keeps one story for every column. Change the size of the type and the story \
        reflows through both columns at once; the picture and the initial keep their places, and the lines find \
        their way around them again. Nothing here is drawn twice, and nothing is measured by hand: the containers \
        say where text may go, and the layout manager does the rest, paragraph by paragraph.
        A reader turning the page never sees the machinery. What they see is an even grey of type, margins that \
        hold their line, a picture that sits in the text rather than on it, and a story that begins with a flourish \
        and ends where the page does. That is the whole craft of setting a page: every decision about a line is \
        made so that nobody notices it was made at all.
        When the page grows narrower, as it does when a phone turns or a window shrinks, the same story is poured \
        again into the new shape. Lines get shorter, columns get longer, and the picture finds a new place in the \
        flow, but the words are never lost: whatever does not fit waits for the next column.
        """

    public let textStorage = NSTextStorage()
    public let layoutManager = NSLayoutManager()
    public private(set) var columns: [NSTextContainer] = []
    public private(set) var columnViews: [ColumnView] = []
    public let titleLabel = UILabel()
    public let dropCap = UILabel()
    public let picture = UIView()

    public init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Magazine"
        view.backgroundColor = .systemBackground
        titleLabel.text = "The Shape of a Page"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        view.addSubview(titleLabel)
        textStorage.addLayoutManager(layoutManager)
        for _ in 0..<2 {
            let c = NSTextContainer(size: .zero)
            layoutManager.addTextContainer(c)
            columns.append(c)
            let v = ColumnView(layoutManager: layoutManager, textContainer: c)
            columnViews.append(v)
            view.addSubview(v)
        }
        dropCap.text = "T"
        dropCap.textColor = .systemRed
        columnViews[0].addSubview(dropCap)
        picture.backgroundColor = .systemTeal
        picture.layer.cornerRadius = 12
        columnViews[1].addSubview(picture)
        setStory()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setStory() }
    }

    func setStory() {
        let style = NSMutableParagraphStyle()
        style.alignment = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .natural : .justified
        style.paragraphSpacing = 8
        style.firstLineHeadIndent = 0
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        textStorage.setAttributedString(NSAttributedString(string: MagazineViewController.story,
                                                           attributes: [.font: body, .paragraphStyle: style, .foregroundColor: UIColor.label]))
        dropCap.font = UIFont(name: "Georgia-Bold", size: body.lineHeight * 3) ?? .boldSystemFont(ofSize: body.lineHeight * 3)
        view.setNeedsLayout()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaLayoutGuide.layoutFrame.insetBy(dx: 16, dy: 8)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: titleHeight)
        // At the accessibility sizes two columns would hold a word a line: the page takes one.
        let oneColumn = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let gap: CGFloat = 16
        let width = oneColumn ? area.width : (area.width - gap) / 2
        let top = titleLabel.frame.maxY + 12
        let height = area.maxY - top
        for (i, v) in columnViews.enumerated() {
            let shown = i == 0 || !oneColumn
            v.isHidden = !shown
            v.frame = CGRect(x: area.minX + CGFloat(i) * (width + gap), y: top, width: shown ? width : 0, height: shown ? height : 0)
            columns[i].size = shown ? CGSize(width: width, height: height) : CGSize(width: 0, height: 1)
        }
        // The drop cap takes three lines' height at the first column's top-left.
        let capSize = dropCap.intrinsicContentSize
        dropCap.frame = CGRect(x: 0, y: -capSize.height * 0.12, width: capSize.width, height: capSize.height)
        let capArea = CGRect(x: 0, y: 0, width: capSize.width + 4, height: capSize.height * 0.8)
        columns[0].exclusionPaths = [UIBezierPath(rect: capArea)]
        // The picture sits a third of the way down the second column, the text flowing round it.
        picture.frame = CGRect(x: width * 0.3, y: height * 0.3, width: width * 0.7, height: width * 0.6)
        columns[1].exclusionPaths = [UIBezierPath(roundedRect: picture.frame.insetBy(dx: -6, dy: -6), cornerRadius: 12)]
        for v in columnViews { v.setNeedsDisplay() }
    }
}
