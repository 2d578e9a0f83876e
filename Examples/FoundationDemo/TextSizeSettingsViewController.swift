import UIKit

/// A settings screen set entirely in text styles, as iOS's own are: every label follows the user's
/// text size (Settings › Accessibility › Display & Text Size), its rows growing with it.
public final class TextSizeSettingsViewController: UITableViewController {
    struct Row { let title: String; let detail: String; let style: UIFont.TextStyle }

    let sections: [(header: String, rows: [Row])] = [
        ("Text styles", [
            Row(title: "Large Title", detail: "34 pt at Large", style: .largeTitle),
            Row(title: "Title 1", detail: "28 pt", style: .title1),
            Row(title: "Title 2", detail: "22 pt", style: .title2),
            Row(title: "Title 3", detail: "20 pt", style: .title3),
            Row(title: "Headline", detail: "17 pt semibold", style: .headline),
            Row(title: "Body", detail: "17 pt", style: .body),
            Row(title: "Callout", detail: "16 pt", style: .callout),
            Row(title: "Subheadline", detail: "15 pt", style: .subheadline),
            Row(title: "Footnote", detail: "13 pt", style: .footnote),
            Row(title: "Caption 1", detail: "12 pt", style: .caption1),
            Row(title: "Caption 2", detail: "11 pt", style: .caption2),
        ]),
        ("Display", [
            Row(title: "Bold Text", detail: "Off", style: .body),
            Row(title: "Larger Text", detail: "Follows the system", style: .body),
        ]),
    ]

    public init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Text Size"
        tableView.register(TextStyleCell.self, forCellReuseIdentifier: "row")
        tableView.estimatedRowHeight = 44
        tableView.rowHeight = UITableView.automaticDimension
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TextStyleCell
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.title.font = .preferredFont(forTextStyle: row.style)
        cell.title.text = row.title
        cell.detail.text = row.detail
        return cell
    }
}

/// A row of two labels that follow the text size: the title in its style, the detail in footnote,
/// stacked when the text is large.
final class TextStyleCell: UITableViewCell {
    let title = UILabel()
    let detail = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.adjustsFontForContentSizeCategory = true
        title.numberOfLines = 0
        detail.font = .preferredFont(forTextStyle: .footnote)
        detail.adjustsFontForContentSizeCategory = true
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}
