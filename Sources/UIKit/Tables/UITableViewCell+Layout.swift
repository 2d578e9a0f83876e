import Foundation

/// Where everything in a cell goes, with iOS 17's metrics: 20-point margins on wide phones (16 on
/// narrow ones), 11 points above and below the text, at least 44 points tall, controls 38 points wide.
extension UITableViewCell {
    /// The leading and trailing margin of the text (the table's width decides, as iOS's readable margins do).
    var cellMargin: CGFloat {
        let width = tableView?.bounds.width ?? bounds.width
        let margin: CGFloat = width >= 390 ? 20 : 16
        // Following the readable width, the content keeps to the middle 672 points of a wide table.
        guard tableView?.cellLayoutMarginsFollowReadableWidth == true, width - 2 * margin > UIView.readableWidth else { return margin }
        return ((width - UIView.readableWidth) / 2).rounded()
    }

    static let editingControlWidth: CGFloat = 38
    static let minimumHeight: CGFloat = 44
    static let textPadding: CGFloat = 11

    private var currentAccessory: UIView? {
        if isEditing, let v = editingAccessoryView { return v }
        if !isEditing, let v = accessoryView { return v }
        return nil
    }

    private var currentAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    private func glyph(for type: AccessoryType) -> TableAccessoryView.Glyph? {
        switch type {
        case .none: return nil
        case .disclosureIndicator: return .chevron
        case .checkmark: return .checkmark
        case .detailButton: return .info
        case .detailDisclosureButton: return .infoAndChevron
        }
    }

    /// The accessory shown now (a custom view, or the standard glyph), created or removed as needed.
    private func accessoryForLayout() -> UIView? {
        if let v = currentAccessory {
            accessoryGlyph?.removeFromSuperview()
            return v
        }
        guard let g = glyph(for: currentAccessoryType) else {
            accessoryGlyph?.removeFromSuperview()
            accessoryGlyph = nil
            return nil
        }
        accessoryGlyph = glyphView(accessoryGlyph, g, tapped: UITableViewCell.accessoryTapped)
        return accessoryGlyph
    }

    /// `current` when it already shows `glyph`, else a new glyph view whose taps call `tapped`; in the cell either way.
    private func glyphView(_ current: TableAccessoryView?, _ glyph: TableAccessoryView.Glyph,
                           tapped: @escaping (UITableViewCell) -> () -> Void) -> TableAccessoryView {
        var v = current
        if v?.glyph != glyph {
            v?.removeFromSuperview()
            let made = TableAccessoryView(glyph)
            made.addGestureRecognizer(UITapGestureRecognizer(target: self, action: tapped))
            v = made
        }
        if v!.superview !== self { addSubview(v!) }
        return v!
    }

    func accessoryTapped() {
        guard [.detailButton, .detailDisclosureButton].contains(currentAccessoryType) else { return }
        tableView?.accessoryButtonTapped(in: self)
    }

    func layoutCell() {
        let b = bounds, m = cellMargin
        backgroundView?.frame = b
        storedBackgroundConfigurationView?.frame = b
        (selectedBackgroundView ?? defaultSelectedBackground)?.frame = b
        // In landscape the content stays clear of the sensor housing and rounded corners (the table's
        // `insetsContentViewsToSafeArea`, as on iOS).
        let safe = (tableView?.insetsContentViewsToSafeArea ?? true) ? safeAreaInsets : .zero
        var leading: CGFloat = safe.left
        // The editing control at the leading edge.
        let showsControl = isEditing && (editingStyle != .none || selectsWhileEditing)
        if showsControl {
            let g: TableAccessoryView.Glyph = selectsWhileEditing ? (isSelected ? .selectedCircle : .selectionCircle)
                : editingStyle == .delete ? .deleteControl : .insertControl
            editingControl = glyphView(editingControl, g, tapped: UITableViewCell.editingControlTapped)
            editingControl!.frame = CGRect(x: safe.left + m - 11, y: 0, width: UITableViewCell.editingControlWidth, height: b.height)
            editingControl!.isRotated = showingDeleteConfirmation
        } else {
            editingControl?.removeFromSuperview()
        }
        if isEditing && (selectsWhileEditing || shouldIndentWhileEditing && editingStyle != .none) { leading += UITableViewCell.editingControlWidth }
        // The grip at the trailing edge while editing.
        var trailing = b.width - safe.right
        if isEditing && (canReorder || showsReorderControl && canReorder) {
            if reorderControl == nil {
                let grip = TableAccessoryView(.grip)
                grip.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: UITableViewCell.gripDragged))
                reorderControl = grip
            }
            if reorderControl!.superview !== self { addSubview(reorderControl!) }
            reorderControl!.frame = CGRect(x: b.width - UITableViewCell.editingControlWidth - 6, y: 0, width: UITableViewCell.editingControlWidth, height: b.height)
            trailing = reorderControl!.frame.minX
        } else {
            reorderControl?.removeFromSuperview()
        }
        // The accessory, hidden behind the grip while editing unless it is the editing one.
        var contentEnd = trailing
        if let acc = accessoryForLayout(), !(isEditing && canReorder && currentAccessory == nil && editingAccessoryType == .none) {
            let size = acc is TableAccessoryView ? acc.bounds.size : acc.frame.size
            let x = trailing - (trailing < b.width ? 0 : m - 4) - size.width
            acc.frame = pixelAligned(CGRect(x: x + swipeOffset, y: (b.height - size.height) / 2, width: size.width, height: size.height))
            acc.isHidden = false
            contentEnd = x - 6
        } else {
            accessoryGlyph?.isHidden = true
        }
        contentView.frame = CGRect(x: leading + swipeOffset, y: 0, width: max(0, contentEnd - leading), height: b.height)
        editingControl?.frame.origin.x += swipeOffset
        let hasAccessory = contentEnd < b.width - safe.right
        // Auto Layout content lines up with the style's text: the content view's margins are its insets.
        let margins = NSDirectionalEdgeInsets(top: UITableViewCell.textPadding, leading: m + CGFloat(indentationLevel) * indentationWidth,
                                              bottom: UITableViewCell.textPadding, trailing: hasAccessory ? 0 : m)
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
        layoutContent(margin: m, trailingMargin: hasAccessory ? 0 : m)
        // The separator, from the text's leading edge unless the inset says otherwise.
        let scale = window?.screen.scale ?? UIScreen.main.scale
        // The separator stays put while a swipe moves the content.
        let textX = contentView.frame.minX - swipeOffset + textLeading(margin: m)
        let left = separatorInset.left == UITableViewCell.automaticInset ? textX + separatorOffsetFromText : separatorInset.left
        let h = 1 / max(1, scale)
        separatorView.frame = CGRect(x: left, y: b.height - h, width: max(0, b.width - left - separatorInset.right), height: h)
        bringSubviewToFront(separatorView)
    }

    func editingControlTapped() {
        if selectsWhileEditing, let t = tableView, let ip = t.indexPath(for: self) { t.userSelect(ip); return }
        tableView?.editingControlTapped(in: self)
    }

    func gripDragged(_ pan: UIPanGestureRecognizer) { tableView?.handleReorder(pan, cell: self) }

    /// Where the text starts inside the content view: the margin, the indentation and the image.
    private func textLeading(margin m: CGFloat) -> CGFloat {
        var x = m + CGFloat(indentationLevel) * indentationWidth
        if let iv = storedImageView, let img = iv.image { x += img.layoutSlotWidth * imageFit(img) + 16 }
        return x
    }

    /// How much the image shrinks to fit a row shorter than it (a fixed `rowHeight`): the image view
    /// is as tall as the row at most, its width in proportion, as in iOS's own cell styles.
    private func imageFit(_ image: UIImage) -> CGFloat {
        let h = contentView.bounds.height
        return image.size.height > h && h > 0 ? h / image.size.height : 1
    }

    private func layoutContent(margin m: CGFloat, trailingMargin: CGFloat) {
        let b = contentView.bounds
        if let custom = storedContentView {
            custom.frame = b
            return
        }
        // Text on whole device pixels, as UIKit places it: sharp, and copied rather than resampled.
        func place(_ v: UIView?, _ r: CGRect) { v?.frame = pixelAligned(r) }
        let x0 = textLeading(margin: m)
        if let iv = storedImageView {
            let k = iv.image.map(imageFit) ?? 1
            let s = (iv.image?.size ?? .zero).applying(CGAffineTransform(scaleX: k, y: k)), slot = (iv.image?.layoutSlotWidth ?? 0) * k
            place(iv, CGRect(x: m + CGFloat(indentationLevel) * indentationWidth + (slot - s.width) / 2, y: (b.height - s.height) / 2,
                             width: s.width, height: s.height))
        }
        let right = b.width - trailingMargin
        let text = storedTextLabel, detail = storedDetailLabel
        let textH = text.map { lineHeight($0) } ?? 0
        let detailH = detail.map { lineHeight($0) } ?? 0
        let hasDetail = !(detail?.text ?? "").isEmpty
        switch style {
        case .default:
            // The default style's label fills the row's height, its text (as many lines as it may
            // have at this width) centred on a whole pixel, as on iOS: a background colour given
            // to the label shows as a full-height band.
            let width = max(0, right - x0)
            let fit = min(b.height, text?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0)
            let top = pixelAligned((b.height - fit) / 2)
            place(text, CGRect(x: x0, y: 0, width: width, height: 2 * top + fit))
        case .subtitle:
            let total = textH + (hasDetail ? detailH + 1 : 0)
            let y = (b.height - total) / 2
            place(text, CGRect(x: x0, y: y, width: max(0, right - x0), height: textH))
            place(detail, CGRect(x: x0, y: y + textH + 1, width: max(0, right - x0), height: detailH))
        case .value1:
            let dw = min(detail.map { $0.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: detailH)).width } ?? 0, (right - x0) * 0.6)
            place(detail, CGRect(x: right - dw, y: (b.height - detailH) / 2, width: dw, height: detailH))
            place(text, CGRect(x: x0, y: (b.height - textH) / 2, width: max(0, right - dw - x0 - (dw > 0 ? 8 : 0)), height: textH))
        case .value2:
            // A right-aligned column for the small tinted label, the detail after it.
            let column: CGFloat = 67
            place(text, CGRect(x: x0, y: (b.height - textH) / 2, width: column, height: textH))
            let dx = x0 + column + 6
            place(detail, CGRect(x: dx, y: (b.height - detailH) / 2, width: max(0, right - dx), height: detailH))
        }
    }

    private func lineHeight(_ l: UILabel) -> CGFloat {
        l.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).height
    }

    /// The height the content needs at `width`: the text and padding, at least 44 points.
    func naturalHeight(forWidth width: CGFloat) -> CGFloat {
        // The app's subviews laid out with constraints size the cell (self-sizing cells).
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let fitting = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel)
            // What the constraints need, even under 44 points, as on iOS.
            return fitting.height
        }
        if let custom = storedContentView {
            let fit = custom.configuredContentSize(CGSize(width: width, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
            return max(UITableViewCell.minimumHeight, fit.height)
        }
        let textH = storedTextLabel.map { lineHeight($0) } ?? 0
        let detailH = storedDetailLabel.flatMap { ($0.text ?? "").isEmpty ? nil : lineHeight($0) } ?? 0
        let content = style == .subtitle ? textH + (detailH > 0 ? detailH + 1 : 0) : max(textH, detailH)
        let image = storedImageView?.image?.size.height ?? 0
        return max(UITableViewCell.minimumHeight, max(content, image) + 2 * UITableViewCell.textPadding).rounded(.up)
    }
}
