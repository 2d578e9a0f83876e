import Foundation
import UIKit
import AVFoundation
import CoreMedia

/// The system's movie screen: the player's picture on black, fitted by `videoGravity`, and
/// iOS's playback controls over it — skip back 10 s, play/pause, skip ahead 10 s in the middle, the
/// elapsed and remaining time either side of a scrubber at the bottom, and a close button when it
/// is presented. The controls show when playback stops or the picture is tapped, and fade 3 s into
/// playback, as on iOS.
@preconcurrency @MainActor open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer? {
        didSet {
            guard player !== oldValue else { return }
            if let token = timeToken { oldValue?.removeTimeObserver(token) }
            timeToken = nil
            statusObservations = []
            if isViewLoaded { attachPlayer() }
        }
    }

    open var showsPlaybackControls = true { didSet { if isViewLoaded { controls.showsControls = showsPlaybackControls } } }
    open var videoGravity: AVLayerVideoGravity = .resizeAspect { didSet { playerLayer.videoGravity = videoGravity } }
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false { didSet { if isViewLoaded { controls.allowsSkipping = !requiresLinearPlayback } } }
    open weak var delegate: (any AVPlayerViewControllerDelegate)?

    /// A view between the picture and the controls, for the app's own drawing.
    public let contentOverlayView: UIView? = UIView()

    private let playerLayer = AVPlayerLayer()
    private lazy var controls = PlaybackControlsView(controller: self)
    private var timeToken: Any?
    private var statusObservations: [NSKeyValueObservation] = []
    private var wasPlaying = false

    open var isReadyForDisplay: Bool { playerLayer.isReadyForDisplay }

    /// Light on the black picture; hidden with the controls, as iOS's player hides it.
    open override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    open override var prefersStatusBarHidden: Bool { isViewLoaded && controls.alpha == 0 }
    /// Where the picture is, in the view's coordinates.
    open var videoBounds: CGRect { playerLayer.videoRect }

    open override func loadView() {
        view = UIView()
        view.backgroundColor = .black
        view.layer.addSublayer(playerLayer)
        if let overlay = contentOverlayView {
            overlay.backgroundColor = .clear
            view.addSubview(overlay)
        }
        view.addSubview(controls)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: AVPlayerViewController.pictureTapped)
        view.addGestureRecognizer(tap)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        playerLayer.videoGravity = videoGravity
        controls.showsControls = showsPlaybackControls
        attachPlayer()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        playerLayer.frame = view.bounds
        CATransaction.commit()
        contentOverlayView?.frame = view.bounds
        controls.frame = view.bounds
        controls.showsClose = presentingViewController != nil
    }

    private func attachPlayer() {
        playerLayer.player = player
        controls.update(player)
        guard let player else { return }
        timeToken = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.timeChanged() }
        }
        // The duration is known once the item is ready; the glyph follows playing and pausing.
        statusObservations = [
            player.observe(\.status) { [weak self] _, _ in MainActor.assumeIsolated { self?.timeChanged() } },
            player.observe(\.timeControlStatus) { [weak self] _, _ in MainActor.assumeIsolated { self?.timeChanged() } },
        ]
    }

    private func timeChanged() {
        controls.update(player)
        // The fade counts from when playback starts (the app's play() or the button), not from when the controls first showed.
        let playing = player?.timeControlStatus == .playing
        if playing, !wasPlaying, controls.alpha > 0 { controls.setVisible(true) }
        wasPlaying = playing
        if playing, controls.shownSince.map({ CACurrentMediaTime() - $0 >= 3 }) == true {
            controls.setVisible(false)
        }
        if player?.timeControlStatus != .playing, controls.alpha == 0 { controls.setVisible(true) }
    }

    private func pictureTapped() { controls.setVisible(controls.alpha == 0) }

    // MARK: What the controls do

    func togglePlayback() {
        guard let player else { return }
        if player.timeControlStatus == .paused { player.play() } else { player.pause() }
        controls.setVisible(true)
    }

    func skip(by seconds: Double) {
        guard let player else { return }
        player.seek(to: CMTime(seconds: max(0, player.currentTime().seconds + seconds), preferredTimescale: 600))
        controls.setVisible(true)
    }

    func scrub(to fraction: Double) {
        guard let player, let duration = player.currentItem?.duration.seconds, duration.isFinite else { return }
        player.seek(to: CMTime(seconds: duration * fraction, preferredTimescale: 600))
    }

    func close() {
        player?.pause()
        dismiss(animated: true)
    }
}
