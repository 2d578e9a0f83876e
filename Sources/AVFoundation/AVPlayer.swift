import Foundation
import CoreGraphics
import CoreMedia
import UIKit

/// Plays a movie's picture on the device's clock: `play()`, `pause()`, `rate`, `seek(to:)`,
/// periodic time observers, and the end (`AVPlayerItem.didPlayToEndTimeNotification`). Layers
/// showing it (`AVPlayerLayer`) get each new frame when the video's frame changes; under a
/// Simulator time moves only as the test advances it, so a frame is where the clock says.
@preconcurrency @MainActor open class AVPlayer: NSObject {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

    open private(set) var currentItem: AVPlayerItem?
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var volume: Float = 1
    open var isMuted = false
    /// The rate `play()` plays at.
    open var defaultRate: Float = 1
    open private(set) var timeControlStatus: TimeControlStatus = .paused
    open var status: Status {
        switch currentItem?.status {
        case .readyToPlay: return .readyToPlay
        case .failed: return .failed
        default: return .unknown
        }
    }
    open var error: Error? { currentItem?.error }

    let environment: UIKitEnvironment
    /// Seconds into the item at `anchor` (the device's time it was last started, stopped or moved).
    private var playhead: TimeInterval = 0
    private var anchor: TimeInterval = 0
    private var playing: Float = 0
    private var endWork: Int?
    private var frameWork: Int?
    private var layers: [WeakLayer] = []
    private var observers: [PeriodicObserver] = []

    private struct WeakLayer { weak var layer: AVPlayerLayer? }
    private final class PeriodicObserver {
        let interval: TimeInterval
        let block: (CMTime) -> Void
        var work: Int?
        init(interval: TimeInterval, block: @escaping (CMTime) -> Void) {
            self.interval = interval
            self.block = block
        }
    }

    public override init() {
        environment = UIKitEnvironment.current
        super.init()
    }

    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    public convenience init(playerItem item: AVPlayerItem?) {
        self.init()
        replaceCurrentItem(with: item)
    }

    /// Plays `item` from its start (the item is loaded a moment later, as iOS loads it).
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        let wasPlaying = playing != 0
        halt()
        currentItem?.player = nil
        currentItem = item
        item?.player = self
        playhead = 0
        environment.scheduleSystemWork(after: 0, ambient: false) { [weak self, weak item] in
            guard let self, let item, self.currentItem === item else { return }
            item.load()
            self.showFrame()
            if wasPlaying || self.playing != 0 { self.start() }
        }
    }

    // MARK: Playing

    /// 0 when paused; setting a rate plays at it (0 pauses).
    open var rate: Float {
        get { playing }
        set {
            if newValue == 0 { pause() } else {
                halt()
                playing = newValue
                start()
            }
        }
    }

    open func play() { rate = defaultRate }

    open func pause() {
        guard playing != 0 else { return }
        halt()
        timeControlStatus = .paused
        showFrame()
        notifyObservers()
    }

    /// Where the player is in its item.
    open func currentTime() -> CMTime { CMTime(seconds: currentSeconds, preferredTimescale: 600) }

    private var duration: TimeInterval { currentItem?.status == .readyToPlay ? currentItem!.seconds : 0 }

    private var currentSeconds: TimeInterval {
        guard playing != 0, timeControlStatus == .playing else { return playhead }
        return min(duration, max(0, playhead + (environment.clock.now - anchor) * Double(playing)))
    }

    open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }

    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        let wasPlaying = playing
        halt()
        playhead = min(max(0, time.seconds.isFinite ? time.seconds : 0), duration)
        playing = wasPlaying
        if playing != 0 { start() } else { showFrame() }
        notifyObservers()
        environment.scheduleSystemWork(after: 0, ambient: false) { completionHandler(true) }
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping (Bool) -> Void = { _ in }) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Starts time moving (once the item is ready: until then it waits, as iOS reports).
    private func start() {
        guard currentItem?.status == .readyToPlay else {
            timeControlStatus = currentItem == nil ? .paused : .waitingToPlayAtSpecifiedRate
            return
        }
        if playhead >= duration, playing > 0 { playhead = 0 }
        anchor = environment.clock.now
        timeControlStatus = .playing
        showFrame()
        notifyObservers()
        scheduleEnd()
        scheduleNextFrame()
        for observer in observers { schedule(observer) }
    }

    /// Stops time where it is and cancels the work it had on the clock (a caller that goes on playing sets the rate again).
    private func halt() {
        if playing != 0, timeControlStatus == .playing { playhead = currentSeconds }
        playing = 0
        for id in [endWork, frameWork].compactMap({ $0 }) { environment.cancelSystemWork(id) }
        for observer in observers { if let id = observer.work { environment.cancelSystemWork(id) }; observer.work = nil }
        endWork = nil
        frameWork = nil
    }

    /// The end of the item: the player pauses there (or stays, with `.none`) and the item posts
    /// `didPlayToEndTimeNotification`. Ambient: a film keeps time, `settle` does not wait for it.
    private func scheduleEnd() {
        guard playing > 0 else { return }
        let remaining = (duration - playhead) / Double(playing)
        endWork = environment.scheduleSystemWork(after: max(0, remaining), ambient: true) { [weak self] in
            guard let self, let item = self.currentItem else { return }
            self.endWork = nil
            self.playhead = self.duration
            if self.actionAtItemEnd != .none {
                self.halt()
                self.timeControlStatus = .paused
            } else {
                self.anchor = self.environment.clock.now
            }
            self.showFrame()
            self.notifyObservers()
            NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
        }
    }

    /// The next change of picture, at the video's frame rate.
    private func scheduleNextFrame() {
        guard let item = currentItem, case .success(let video) = item.asset.file, playing != 0 else { return }
        let now = currentSeconds, rate = Double(playing)
        let frame = (now * video.frameRate).rounded(.down)
        let next = (rate > 0 ? frame + 1 : frame - (now * video.frameRate == frame ? 1 : 0)) / video.frameRate
        let wait = max(1 / video.frameRate / 4, (next - now) / rate)
        frameWork = environment.scheduleSystemWork(after: wait, ambient: true) { [weak self] in
            guard let self else { return }
            self.frameWork = nil
            self.showFrame()
            self.scheduleNextFrame()
        }
    }

    // MARK: Showing

    func attach(_ layer: AVPlayerLayer) {
        layers.removeAll { $0.layer == nil || $0.layer === layer }
        layers.append(WeakLayer(layer: layer))
        layer.show(frameImage)
    }

    func detach(_ layer: AVPlayerLayer) { layers.removeAll { $0.layer == nil || $0.layer === layer } }

    private var frameImage: CGImage? {
        guard let item = currentItem, item.status == .readyToPlay else { return nil }
        return item.image(at: currentSeconds)
    }

    private func showFrame() {
        guard layers.contains(where: { $0.layer != nil }) else { return }
        let image = frameImage
        for entry in layers { entry.layer?.show(image) }
    }

    // MARK: Time observers

    /// Calls `block` every `interval` of playback, and whenever playback starts, stops or jumps.
    /// Keep the returned token to `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        let observer = PeriodicObserver(interval: max(0.001, interval.seconds), block: block)
        observers.append(observer)
        if timeControlStatus == .playing { schedule(observer) }
        return observer
    }

    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? PeriodicObserver else { return }
        if let id = observer.work { environment.cancelSystemWork(id) }
        observers.removeAll { $0 === observer }
    }

    private func schedule(_ observer: PeriodicObserver) {
        if let id = observer.work { environment.cancelSystemWork(id) }
        observer.work = environment.scheduleSystemWork(after: observer.interval / Double(abs(playing)), ambient: true) { [weak self, weak observer] in
            guard let self, let observer, self.timeControlStatus == .playing else { return }
            observer.work = nil
            observer.block(self.currentTime())
            self.schedule(observer)
        }
    }

    private func notifyObservers() {
        let time = currentTime()
        for observer in observers { observer.block(time) }
    }
}
