import Foundation

/// An alert's view: the panel with its title, message, text fields and actions. An alert is one
/// 270-point panel (two actions side by side, cancel on the left; more stack, cancel last); an
/// iPhone action sheet is a panel of 57-point rows with the cancel action apart below it; in an
/// iPad popover the cancel action is left out (a tap outside cancels).
@MainActor final class AlertContentView: UIView {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.label = alert.title
        a.role = alert.preferredStyle == .actionSheet ? .sheet : .alert
        return a
    }

    unowned let alert: UIAlertController
    private let panel = UIView()
    private let blur = BackdropBlurView()
    private let header = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let scroll = UIScrollView()
    private var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    private var cancelPanel: UIView?
    /// The most height the presentation allows (the rest scrolls).
    var maximumHeight: CGFloat = .greatestFiniteMagnitude

    static let alertWidth: CGFloat = 270, padWidth: CGFloat = 304
    static let separatorColor = UIColor.separator

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: .zero)
        backgroundColor = .clear
        panel.clipsToBounds = true
        addSubview(panel)
        panel.addSubview(blur)
        panel.addSubview(header)
        header.addSubview(titleLabel)
        header.addSubview(messageLabel)
        panel.addSubview(scroll)
        for l in [titleLabel, messageLabel] {
            l.numberOfLines = 0
            l.textAlignment = .center
        }
        reload()
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    private var isSheet: Bool { alert.preferredStyle == .actionSheet }
    private var inPopover: Bool { alert.modalPresentationStyle == .popover }
    private var rowHeight: CGFloat { isSheet ? 57 : 44 }
    private var hairline: CGFloat { 1 / (window?.screen.scale ?? UIScreen.main.scale) }

    /// The actions in the order iOS shows them: cancel last in a stack, first (left) in a pair;
    /// on an iPad popover no cancel at all; on an iPhone sheet cancel apart.
    private var ordered: [UIAlertAction] {
        let cancel = alert.actions.filter { $0.style == .cancel }, rest = alert.actions.filter { $0.style != .cancel }
        if isSheet { return rest }
        return sideBySide ? cancel + rest : rest + cancel
    }

    /// Two short actions share a row; decided when the actions are laid out anew (`reload`).
    private var sideBySide = false

    private func measureSideBySide() -> Bool {
        guard !isSheet, alert.actions.count == 2, (alert.textFields ?? []).count <= 2 else { return false }
        let room = AlertContentView.alertWidth / 2 - 16
        return alert.actions.allSatisfy { a in
            let l = UILabel()
            l.font = .systemFont(ofSize: 17, weight: .semibold)
            l.text = a.title
            return l.sizeThatFits(.zero).width <= room
        }
    }

    func reload() {
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        let sheet = isSheet
        titleLabel.font = .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        for b in buttons { b.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        sideBySide = measureSideBySide()
        buttons = ordered.map { AlertActionButton(action: $0, alert: alert, sheet: sheet) }
        for b in buttons { scroll.addSubview(b) }
        for f in alert.textFields ?? [] where f.superview !== header { header.addSubview(f) }
        cancelPanel?.removeFromSuperview()
        cancelPanel = nil
        if sheet, !inPopover, let cancel = alert.actions.first(where: { $0.style == .cancel }) {
            let p = UIView()
            p.backgroundColor = ChromePalette.sheetCancel
            p.layer.cornerRadius = 13
            p.clipsToBounds = true
            p.addSubview(AlertActionButton(action: cancel, alert: alert, sheet: true))
            addSubview(p)
            cancelPanel = p
        }
        // A popover draws its own background; elsewhere the panel is the translucent material.
        blur.isHidden = inPopover
        panel.layer.cornerRadius = inPopover ? 0 : (sheet ? 13 : 14)
        setNeedsLayout()
    }

    /// The width the panel takes in a container of `width`.
    func panelWidth(in width: CGFloat) -> CGFloat {
        if inPopover { return AlertContentView.padWidth }
        return isSheet ? min(width - 16, 398) : AlertContentView.alertWidth
    }

    private var headerHeight: CGFloat {
        let w = panelWidth(in: bounds.width > 0 ? bounds.width : UIScreen.main.bounds.width) - 32
        let hasTitle = !(alert.title ?? "").isEmpty, hasMessage = !(alert.message ?? "").isEmpty
        let fields = alert.textFields ?? []
        guard hasTitle || hasMessage || !fields.isEmpty else { return 0 }
        var h: CGFloat = isSheet ? 14 : 19
        if hasTitle { h += titleLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height }
        if hasTitle && hasMessage { h += isSheet ? 2 : 4 }
        if hasMessage { h += messageLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height }
        if !fields.isEmpty { h += 16 + CGFloat(fields.count) * 26 + CGFloat(fields.count - 1) * 6 - (hasTitle || hasMessage ? 0 : 19) }
        return h + (isSheet ? 14 : 19)
    }

    private var buttonsHeight: CGFloat {
        guard !buttons.isEmpty else { return 0 }
        return sideBySide ? rowHeight : CGFloat(buttons.count) * rowHeight
    }

    /// The panel's height (header and rows, capped so the rows scroll), plus the cancel panel.
    var fittingSize: CGSize {
        let w = panelWidth(in: superview?.bounds.width ?? UIScreen.main.bounds.width)
        let extra = cancelPanel == nil ? 0 : rowHeight + 8
        let panelH = min(headerHeight + buttonsHeight, max(headerHeight + rowHeight, maximumHeight - extra))
        return CGSize(width: w, height: panelH + extra)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, extra = cancelPanel == nil ? 0 : rowHeight + 8
        panel.frame = CGRect(x: 0, y: 0, width: w, height: bounds.height - extra)
        blur.frame = panel.bounds
        let hh = headerHeight
        header.frame = CGRect(x: 0, y: 0, width: w, height: hh)
        var y: CGFloat = isSheet ? 14 : 19
        let tw = w - 32
        if !(alert.title ?? "").isEmpty {
            let h = titleLabel.sizeThatFits(CGSize(width: tw, height: .greatestFiniteMagnitude)).height
            titleLabel.frame = CGRect(x: 16, y: y, width: tw, height: h)
            y += h + (isSheet ? 2 : 4)
        } else {
            titleLabel.frame = .zero
        }
        if !(alert.message ?? "").isEmpty {
            let h = messageLabel.sizeThatFits(CGSize(width: tw, height: .greatestFiniteMagnitude)).height
            messageLabel.frame = CGRect(x: 16, y: y, width: tw, height: h)
            y += h
        } else {
            messageLabel.frame = .zero
        }
        y += 16
        for f in alert.textFields ?? [] {
            f.frame = CGRect(x: 16, y: y, width: tw, height: 26)
            y += 32
        }
        scroll.frame = CGRect(x: 0, y: hh, width: w, height: panel.bounds.height - hh)
        layoutButtons(width: w)
        if let cp = cancelPanel {
            cp.frame = CGRect(x: 0, y: bounds.height - rowHeight, width: w, height: rowHeight)
            cp.subviews.first?.frame = cp.bounds
        }
    }

    private func layoutButtons(width w: CGFloat) {
        for s in separators { s.removeFromSuperview() }
        separators = []
        let line = hairline
        func separator(_ r: CGRect) {
            let s = UIView(frame: r)
            s.backgroundColor = AlertContentView.separatorColor
            s.isUserInteractionEnabled = false
            scroll.addSubview(s)
            separators.append(s)
        }
        if sideBySide {
            for (i, b) in buttons.enumerated() {
                b.frame = CGRect(x: CGFloat(i) * w / 2, y: 0, width: w / 2, height: rowHeight)
            }
            separator(CGRect(x: w / 2 - line / 2, y: 0, width: line, height: rowHeight))
        } else {
            for (i, b) in buttons.enumerated() {
                b.frame = CGRect(x: 0, y: CGFloat(i) * rowHeight, width: w, height: rowHeight)
                if i > 0 { separator(CGRect(x: 0, y: CGFloat(i) * rowHeight, width: w, height: line)) }
            }
        }
        if headerHeight > 0 && !buttons.isEmpty { separator(CGRect(x: 0, y: 0, width: w, height: line)) }
        scroll.contentSize = CGSize(width: w, height: buttonsHeight)
    }
}
