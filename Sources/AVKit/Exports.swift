// AVKit's controllers play AVFoundation's players, which `import AVKit` brings along.
@_exported import AVFoundation
