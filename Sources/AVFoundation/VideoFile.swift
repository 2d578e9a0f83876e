import Foundation
import CoreGraphics
@_implementationOnly import CFFmpeg

/// A video file's picture, decoded by FFmpeg's libavformat and libavcodec (H.264, HEVC, MPEG-4,
/// ProRes … in MP4, MOV, M4V), as the frame showing at a time. Frames are decoded in order from the
/// key frame before a time and kept one ahead, so a player moving forward decodes each frame once.
final class VideoFile {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let url: URL
    let size: CGSize
    let duration: TimeInterval
    let frameRate: Double
    /// Whether the file has sound beside its picture (not played here: see Docs/Frameworks.md).
    let hasAudio: Bool

    // FFmpeg's objects, kept untyped: a C type may not be part of a Swift class's layout when the
    // C module is imported implementation-only (the typed views are below).
    private var formatStorage: UnsafeMutableRawPointer?
    private var codecStorage: UnsafeMutableRawPointer?
    private let packetStorage: UnsafeMutableRawPointer
    /// The last frame decoded at or before the time asked for, and the one after it.
    private var candidateStorage: UnsafeMutableRawPointer
    private var lookaheadStorage: UnsafeMutableRawPointer
    private let streamIndex: Int32
    private let timeBase: Double

    private var format: UnsafeMutablePointer<AVFormatContext>? {
        get { formatStorage?.assumingMemoryBound(to: AVFormatContext.self) }
        set { formatStorage = newValue.map(UnsafeMutableRawPointer.init) }
    }
    private var codec: UnsafeMutablePointer<AVCodecContext>? {
        get { codecStorage?.assumingMemoryBound(to: AVCodecContext.self) }
        set { codecStorage = newValue.map(UnsafeMutableRawPointer.init) }
    }
    private var packet: UnsafeMutablePointer<AVPacket> { packetStorage.assumingMemoryBound(to: AVPacket.self) }
    private var candidate: UnsafeMutablePointer<AVFrame> { candidateStorage.assumingMemoryBound(to: AVFrame.self) }
    private var lookahead: UnsafeMutablePointer<AVFrame> { lookaheadStorage.assumingMemoryBound(to: AVFrame.self) }
    private var candidateTime: Double?
    private var lookaheadTime: Double?
    private var draining = false
    private var scaler: OpaquePointer?
    private var shown: (from: Double, until: Double, image: CGImage)?

    private static let again = -EAGAIN
    // AVERROR_EOF, FFERRTAG('E','O','F',' '), which Swift does not import.
    private static let endOfFile: Int32 = -0x2046_4F45

    init(url: URL) throws {
        self.url = url
        var opened: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&opened, url.path, nil, nil) == 0, let context = opened else {
            throw Failure(description: "\(url.lastPathComponent): not a movie FFmpeg can open")
        }
        guard avformat_find_stream_info(context, nil) >= 0 else {
            avformat_close_input(&opened)
            throw Failure(description: "\(url.lastPathComponent): its streams cannot be read")
        }
        var decoder: UnsafePointer<AVCodec>?
        let index = av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
        var allocated = decoder.flatMap { avcodec_alloc_context3($0) }
        guard index >= 0, let decoder, let made = allocated else {
            avformat_close_input(&opened)
            throw Failure(description: "\(url.lastPathComponent): no video track this machine can decode")
        }
        let stream = context.pointee.streams[Int(index)]!
        avcodec_parameters_to_context(made, stream.pointee.codecpar)
        guard avcodec_open2(made, decoder, nil) == 0 else {
            avcodec_free_context(&allocated)
            avformat_close_input(&opened)
            throw Failure(description: "\(url.lastPathComponent): its video decoder does not open")
        }
        formatStorage = UnsafeMutableRawPointer(context)
        codecStorage = UnsafeMutableRawPointer(made)
        streamIndex = index
        timeBase = av_q2d(stream.pointee.time_base)
        size = CGSize(width: Int(made.pointee.width), height: Int(made.pointee.height))
        let rate = av_q2d(stream.pointee.avg_frame_rate)
        frameRate = rate.isFinite && rate > 0 ? rate : 30
        duration = context.pointee.duration > 0 ? Double(context.pointee.duration) / Double(AV_TIME_BASE)
            : Double(stream.pointee.duration) * timeBase
        hasAudio = av_find_best_stream(context, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0) >= 0
        packetStorage = UnsafeMutableRawPointer(av_packet_alloc())
        candidateStorage = UnsafeMutableRawPointer(av_frame_alloc())
        lookaheadStorage = UnsafeMutableRawPointer(av_frame_alloc())
    }

    deinit {
        var frames: [UnsafeMutablePointer<AVFrame>?] = [candidate, lookahead]
        for i in frames.indices { av_frame_free(&frames[i]) }
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        sws_freeContext(scaler)
        var c = codec, f = format
        avcodec_free_context(&c)
        avformat_close_input(&f)
    }

    /// The picture showing `time` seconds in (the first frame before the first, the last after the end).
    func image(at time: TimeInterval) -> CGImage? {
        if let shown, time >= shown.from, time < shown.until { return shown.image }
        let behind = candidateTime.map { time < $0 } ?? false
        let farAhead = (lookaheadTime ?? candidateTime).map { time > $0 + 2 } ?? (time > 2)
        if behind || farAhead { seek(to: time) }
        while true {
            if let next = lookaheadTime {
                if next > time {
                    // The frame before `time` shows; with none decoded yet (before the first), the first.
                    let (frame, from) = candidateTime.map { (candidate, $0) } ?? (lookahead, -Double.infinity)
                    return remember(frame, from: from, until: next)
                }
                av_frame_unref(candidate)
                av_frame_move_ref(candidate, lookahead)
                candidateTime = next
                lookaheadTime = nil
            }
            guard decodeNext(into: lookahead) else {
                guard let from = candidateTime else { return nil }
                return remember(candidate, from: from, until: .infinity)
            }
            lookaheadTime = frameTime(lookahead)
        }
    }

    private func remember(_ frame: UnsafeMutablePointer<AVFrame>, from: Double, until: Double) -> CGImage? {
        guard let image = picture(of: frame) else { return nil }
        shown = (from, until, image)
        return image
    }

    private func frameTime(_ frame: UnsafeMutablePointer<AVFrame>) -> Double {
        let stamp = frame.pointee.best_effort_timestamp != Int64.min ? frame.pointee.best_effort_timestamp : frame.pointee.pts
        return stamp == Int64.min ? (candidateTime ?? 0) + 1 / frameRate : Double(stamp) * timeBase
    }

    private func seek(to time: TimeInterval) {
        av_seek_frame(format, streamIndex, Int64(max(0, time) / timeBase), AVSEEK_FLAG_BACKWARD)
        avcodec_flush_buffers(codec)
        av_frame_unref(candidate)
        av_frame_unref(lookahead)
        candidateTime = nil
        lookaheadTime = nil
        draining = false
        shown = nil
    }

    /// The next frame of the video stream, reading packets as the decoder asks; false at the end.
    private func decodeNext(into frame: UnsafeMutablePointer<AVFrame>) -> Bool {
        while true {
            let received = avcodec_receive_frame(codec, frame)
            if received == 0 { return true }
            guard received == Self.again, !draining else { return false }
            if av_read_frame(format, packet) < 0 {
                draining = true
                avcodec_send_packet(codec, nil)
                continue
            }
            if packet.pointee.stream_index == streamIndex { avcodec_send_packet(codec, packet) }
            av_packet_unref(packet)
        }
    }

    /// The frame as premultiplied BGRA, the layout Cairo draws without converting.
    private func picture(of frame: UnsafeMutablePointer<AVFrame>) -> CGImage? {
        let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
        guard width > 0, height > 0 else { return nil }
        scaler = sws_getCachedContext(scaler, Int32(width), Int32(height), AVPixelFormat(frame.pointee.format),
                                      Int32(width), Int32(height), AV_PIX_FMT_BGRA, SWS_BILINEAR, nil, nil, nil)
        guard let scaler else { return nil }
        let stride = width * 4
        var bytes = Data(count: stride * height)
        bytes.withUnsafeMutableBytes { raw in
            var planes: [UnsafeMutablePointer<UInt8>?] = [raw.baseAddress!.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
            var strides: [Int32] = [Int32(stride), 0, 0, 0]
            withUnsafePointer(to: &frame.pointee.data) { data in
                withUnsafePointer(to: &frame.pointee.linesize) { lines in
                    data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { src in
                        lines.withMemoryRebound(to: Int32.self, capacity: 8) { srcStrides in
                            _ = sws_scale(scaler, src, srcStrides, 0, Int32(height), &planes, &strides)
                        }
                    }
                }
            }
        }
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        guard let provider = CGDataProvider(data: bytes) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: stride,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
                       shouldInterpolate: true, intent: .defaultIntent)
    }
}
