import Foundation
import UIKit
import AVFoundation

/// The controls `AVPlayerViewController` draws over the picture, laid out as iOS 17 lays them out.
@MainActor final class PlaybackControlsView: UIView {
    private unowned let controller: AVPlayerViewController
    private let dim = UIView()
    private let back = PlaybackControlsView.button("gobackward", size: 28)
    private let playPause = PlaybackControlsView.button("play.fill", size: 44)
    private let ahead = PlaybackControlsView.button("goforward", size: 28)
    private let closeButton = PlaybackControlsView.button("xmark", size: 14)
    private let elapsed = PlaybackControlsView.timeLabel(.left)
    private let remaining = PlaybackControlsView.timeLabel(.right)
    private let track = UIView()
    private let progress = UIView()
    /// When the controls last appeared (the device's media time), while they show.
    private(set) var shownSince: CFTimeInterval?
    private var fraction: Double = 0

    var showsControls = true { didSet { isHidden = !showsControls } }
    var showsClose = false { didSet { closeButton.isHidden = !showsClose } }
    var allowsSkipping = true { didSet { back.isHidden = !allowsSkipping; ahead.isHidden = !allowsSkipping } }

    init(controller: AVPlayerViewController) {
        self.controller = controller
        super.init(frame: .zero)
        dim.backgroundColor = UIColor.black.withAlphaComponent(0.25)
        addSubview(dim)
        track.backgroundColor = UIColor.white.withAlphaComponent(0.35)
        track.layer.cornerRadius = 2.5
        track.clipsToBounds = true
        progress.backgroundColor = .white
        track.addSubview(progress)
        for view in [track, elapsed, remaining, back, playPause, ahead, closeButton] as [UIView] { addSubview(view) }
        closeButton.backgroundColor = UIColor(white: 0.2, alpha: 0.6)
        closeButton.isHidden = true
        back.accessibilityLabel = "Skip back 10 seconds"
        ahead.accessibilityLabel = "Skip forward 10 seconds"
        closeButton.accessibilityLabel = "Close"
        playPause.addAction(UIAction { [unowned self] _ in self.controller.togglePlayback() }, for: .touchUpInside)
        back.addAction(UIAction { [unowned self] _ in self.controller.skip(by: -10) }, for: .touchUpInside)
        ahead.addAction(UIAction { [unowned self] _ in self.controller.skip(by: 10) }, for: .touchUpInside)
        closeButton.addAction(UIAction { [unowned self] _ in self.controller.close() }, for: .touchUpInside)
        let scrub = UIPanGestureRecognizer()
        scrub.addTarget(self, action: PlaybackControlsView.scrubbed)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: PlaybackControlsView.scrubbed)
        for recognizer in [scrub, tap] as [UIGestureRecognizer] { track.addGestureRecognizer(recognizer) }
    }

    required init?(coder: NSCoder) { fatalError("made by AVPlayerViewController") }

    private static func button(_ symbol: String, size: CGFloat) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: size, weight: .semibold)), for: .normal)
        button.tintColor = .white
        return button
    }

    private static func timeLabel(_ alignment: NSTextAlignment) -> UILabel {
        let label = UILabel()
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        label.textColor = UIColor.white.withAlphaComponent(0.85)
        label.textAlignment = alignment
        return label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dim.frame = bounds
        let insets = safeAreaInsets
        let mid = CGPoint(x: bounds.midX, y: bounds.midY)
        playPause.frame = CGRect(x: mid.x - 32, y: mid.y - 32, width: 64, height: 64)
        back.frame = CGRect(x: mid.x - 32 - 88, y: mid.y - 24, width: 48, height: 48)
        ahead.frame = CGRect(x: mid.x + 32 + 40, y: mid.y - 24, width: 48, height: 48)
        let bottom = bounds.maxY - max(insets.bottom, 8) - 30
        elapsed.frame = CGRect(x: insets.left + 16, y: bottom - 8, width: 52, height: 16)
        remaining.frame = CGRect(x: bounds.maxX - insets.right - 16 - 52, y: bottom - 8, width: 52, height: 16)
        track.frame = CGRect(x: elapsed.frame.maxX + 8, y: bottom - 2.5, width: max(0, remaining.frame.minX - 8 - elapsed.frame.maxX - 8), height: 5)
        progress.frame = CGRect(x: 0, y: 0, width: track.bounds.width * fraction, height: track.bounds.height)
        closeButton.frame = CGRect(x: insets.left + 16, y: max(insets.top, 8) + 8, width: 30, height: 30)
        closeButton.layer.cornerRadius = 15
    }

    /// The play/pause glyph, the times and the scrubber as the player is now.
    func update(_ player: AVPlayer?) {
        let playing = player?.timeControlStatus == .playing
        playPause.setImage(UIImage(systemName: playing ? "pause.fill" : "play.fill",
                                   withConfiguration: UIImage.SymbolConfiguration(pointSize: 44, weight: .semibold)), for: .normal)
        playPause.accessibilityLabel = playing ? "Pause" : "Play"
        let now = player?.currentTime().seconds ?? 0
        let total = player?.currentItem?.duration.seconds ?? .nan
        elapsed.text = Self.clock(now)
        remaining.text = total.isFinite ? "-" + Self.clock(max(0, total - now)) : "--:--"
        fraction = total.isFinite && total > 0 ? min(1, max(0, now / total)) : 0
        setNeedsLayout()
    }

    /// Fades the controls in or out (a quarter of a second, as iOS fades them).
    func setVisible(_ visible: Bool) {
        shownSince = visible ? CACurrentMediaTime() : nil
        UIView.animate(withDuration: 0.25) {
            self.alpha = visible ? 1 : 0
            self.controller.setNeedsStatusBarAppearanceUpdate()
        }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        // Hidden controls take no touches, and the dimmed picture's are the controller's (a tap toggles them).
        return alpha == 0 || hit === self || hit === dim ? nil : hit
    }

    private func scrubbed(_ recognizer: UIGestureRecognizer) {
        let x = recognizer.location(in: track).x
        controller.scrub(to: Double(min(max(0, x / max(1, track.bounds.width)), 1)))
        shownSince = CACurrentMediaTime()
    }

    /// "0:07", "1:02:03".
    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.down))
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }
}
