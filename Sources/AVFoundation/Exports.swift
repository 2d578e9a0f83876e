// AVFoundation's media times are Core Media's, which `import AVFoundation` brings, as on iOS.
@_exported import CoreMedia
