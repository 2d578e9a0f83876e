import Foundation
import UIKit
@_implementationOnly import CFFmpeg

/// Compressed sound files (AAC in an `.m4a`, as iOS records them) written by FFmpeg's AAC encoder
/// and MP4 muxer.
enum AudioEncoding {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func writeAAC(_ audio: PCMAudio, to url: URL, bitRate: Int) throws {
        var output: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_alloc_output_context2(&output, nil, "ipod", url.path) >= 0, let format = output else {
            throw Failure(description: "\(url.lastPathComponent): FFmpeg cannot write this container")
        }
        defer { avformat_free_context(format) }
        guard let encoder = avcodec_find_encoder(AV_CODEC_ID_AAC) else { throw Failure(description: "FFmpeg has no AAC encoder") }
        var allocated = avcodec_alloc_context3(encoder)
        guard let codec = allocated else { throw Failure(description: "FFmpeg's AAC encoder did not start") }
        defer { avcodec_free_context(&allocated) }
        codec.pointee.sample_fmt = AV_SAMPLE_FMT_FLTP
        codec.pointee.sample_rate = Int32(audio.sampleRate)
        av_channel_layout_default(&codec.pointee.ch_layout, Int32(audio.channels))
        codec.pointee.bit_rate = Int64(bitRate)
        codec.pointee.time_base = AVRational(num: 1, den: Int32(audio.sampleRate))
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 { codec.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        guard avcodec_open2(codec, encoder, nil) == 0, let stream = avformat_new_stream(format, nil) else {
            throw Failure(description: "\(url.lastPathComponent): AAC at \(audio.sampleRate) Hz is not possible")
        }
        avcodec_parameters_from_context(stream.pointee.codecpar, codec)
        stream.pointee.time_base = codec.pointee.time_base
        guard avio_open(&format.pointee.pb, url.path, AVIO_FLAG_WRITE) >= 0 else {
            throw Failure(description: "\(url.lastPathComponent): the file cannot be written")
        }
        defer { avio_closep(&format.pointee.pb) }
        guard avformat_write_header(format, nil) >= 0 else { throw Failure(description: "\(url.lastPathComponent): no header") }

        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }
        func drain() {
            while avcodec_receive_packet(codec, packet) == 0 {
                av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
                packet!.pointee.stream_index = stream.pointee.index
                av_interleaved_write_frame(format, packet)
            }
        }
        let channels = audio.channels, frames = audio.samples.count / channels
        let chunk = Int(codec.pointee.frame_size > 0 ? codec.pointee.frame_size : 1024)
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        var position = 0
        while position < frames {
            let count = min(chunk, frames - position)
            frame!.pointee.nb_samples = Int32(count)
            frame!.pointee.format = AV_SAMPLE_FMT_FLTP.rawValue
            frame!.pointee.sample_rate = Int32(audio.sampleRate)
            av_channel_layout_copy(&frame!.pointee.ch_layout, &codec.pointee.ch_layout)
            guard av_frame_get_buffer(frame, 0) >= 0 else { throw Failure(description: "FFmpeg could not make a frame") }
            withUnsafeMutablePointer(to: &frame!.pointee.data) { data in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    for c in 0..<min(channels, 8) {
                        let plane = UnsafeMutableRawPointer(planes[c]!).assumingMemoryBound(to: Float.self)
                        for i in 0..<count { plane[i] = audio.samples[(position + i) * channels + c] }
                    }
                }
            }
            frame!.pointee.pts = Int64(position)
            avcodec_send_frame(codec, frame)
            drain()
            av_frame_unref(frame)
            position += count
        }
        avcodec_send_frame(codec, nil)
        drain()
        av_write_trailer(format)
    }
}

extension AudioEncoding {
    /// A compressed sound file's samples (AAC, ALAC, MP3 in MP4, M4A, AAC files), decoded whole by
    /// FFmpeg, for what libsndfile does not read.
    static func read(_ url: URL) throws -> PCMAudio {
        var opened: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&opened, url.path, nil, nil) == 0, let format = opened else {
            throw Failure(description: "\(url.lastPathComponent): not a sound file FFmpeg can open")
        }
        defer { avformat_close_input(&opened) }
        var decoder: UnsafePointer<AVCodec>?
        guard avformat_find_stream_info(format, nil) >= 0,
              case let index = av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0), index >= 0, let decoder else {
            throw Failure(description: "\(url.lastPathComponent): no sound in it")
        }
        var allocated = avcodec_alloc_context3(decoder)
        guard let codec = allocated else { throw Failure(description: "FFmpeg's decoder did not start") }
        defer { avcodec_free_context(&allocated) }
        avcodec_parameters_to_context(codec, format.pointee.streams[Int(index)]!.pointee.codecpar)
        guard avcodec_open2(codec, decoder, nil) == 0 else { throw Failure(description: "\(url.lastPathComponent): its decoder does not open") }
        var packet = av_packet_alloc(), frame = av_frame_alloc()
        defer { av_packet_free(&packet); av_frame_free(&frame) }
        var samples: [Float] = []
        let channels = Int(codec.pointee.ch_layout.nb_channels)
        func take() {
            while avcodec_receive_frame(codec, frame) == 0 { samples += interleaved(frame!, channels: channels) }
        }
        while av_read_frame(format, packet) >= 0 {
            if packet!.pointee.stream_index == index { avcodec_send_packet(codec, packet); take() }
            av_packet_unref(packet)
        }
        avcodec_send_packet(codec, nil)
        take()
        guard !samples.isEmpty, channels > 0 else { throw Failure(description: "\(url.lastPathComponent): no sound in it") }
        return PCMAudio(samples: samples, channels: channels, sampleRate: Int(codec.pointee.sample_rate))
    }

    /// A decoded frame's samples as interleaved floats (from planar or packed floats or 16/32-bit integers).
    private static func interleaved(_ frame: UnsafeMutablePointer<AVFrame>, channels: Int) -> [Float] {
        let count = Int(frame.pointee.nb_samples)
        let kind = AVSampleFormat(frame.pointee.format)
        let planar = av_sample_fmt_is_planar(kind) != 0
        var out = [Float](repeating: 0, count: count * channels)
        withUnsafeMutablePointer(to: &frame.pointee.data) { data in
            data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                for c in 0..<min(channels, 8) {
                    guard let base = planes[planar ? c : 0] else { continue }
                    for i in 0..<count {
                        let at = planar ? i : i * channels + c
                        let value: Float
                        switch kind {
                        case AV_SAMPLE_FMT_FLT, AV_SAMPLE_FMT_FLTP: value = UnsafeRawPointer(base).assumingMemoryBound(to: Float.self)[at]
                        case AV_SAMPLE_FMT_S16, AV_SAMPLE_FMT_S16P: value = Float(UnsafeRawPointer(base).assumingMemoryBound(to: Int16.self)[at]) / 32_768
                        case AV_SAMPLE_FMT_S32, AV_SAMPLE_FMT_S32P: value = Float(UnsafeRawPointer(base).assumingMemoryBound(to: Int32.self)[at]) / 2_147_483_648
                        case AV_SAMPLE_FMT_DBL, AV_SAMPLE_FMT_DBLP: value = Float(UnsafeRawPointer(base).assumingMemoryBound(to: Double.self)[at])
                        default: value = 0
                        }
                        out[i * channels + c] = value
                    }
                }
            }
        }
        return out
    }
}
