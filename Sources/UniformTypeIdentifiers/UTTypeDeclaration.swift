/// One type the system declares: what it conforms to, its tags and its description. The table is
/// Apple's system-declared types as iOS 17 has them (UTCoreTypes), with the extensions and MIME
/// types iOS maps to each, preferred tag first.
struct UTTypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String

    init(_ identifier: String, _ conformsTo: [String], _ extensions: [String] = [], _ mimeTypes: [String] = [], _ description: String) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.description = description
    }

    /// The declarations by identifier (immutable data, built once).
    static let byIdentifier: [String: UTTypeDeclaration] = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })

    /// Identifiers by lower-cased tag, per tag class, in the table's order (the preferred type first).
    static let byTag: [UTTagClass: [String: [String]]] = {
        var extensions: [String: [String]] = [:], mimeTypes: [String: [String]] = [:]
        for declaration in all {
            for tag in declaration.extensions { extensions[tag.lowercased(), default: []].append(declaration.identifier) }
            for tag in declaration.mimeTypes { mimeTypes[tag.lowercased(), default: []].append(declaration.identifier) }
        }
        return [.filenameExtension: extensions, .mimeType: mimeTypes]
    }()

    static let all: [UTTypeDeclaration] = [
        // The roots: physical (item → data, directory …) and functional (content …) hierarchies.
        .init("public.item", [], [], [], "item"),
        .init("public.content", [], [], [], "content"),
        .init("public.composite-content", ["public.content"], [], [], "composite content"),
        .init("public.data", ["public.item"], [], ["application/octet-stream"], "data"),
        .init("public.directory", ["public.item"], [], [], "directory"),
        .init("public.folder", ["public.directory"], [], [], "folder"),
        .init("public.volume", ["public.folder"], [], [], "volume"),
        .init("com.apple.package", ["public.directory"], [], [], "package"),
        .init("com.apple.bundle", ["public.directory"], [], [], "bundle"),
        .init("public.symlink", ["public.item"], [], [], "symbolic link"),
        .init("public.executable", ["public.item"], [], [], "executable"),
        .init("public.unix-executable", ["public.data", "public.executable"], [], [], "Unix executable"),
        .init("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], ["application/x-msdownload"], "Windows executable"),
        .init("com.apple.application", ["public.executable"], [], [], "application"),
        .init("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], [], "application"),
        .init("public.url", ["public.data"], [], [], "URL"),
        .init("public.file-url", ["public.url"], [], [], "file URL"),
        .init("public.archive", ["public.data"], [], [], "archive"),
        .init("public.disk-image", ["public.archive"], [], [], "disk image"),
        .init("com.pkware.zip-archive", ["public.data", "public.archive"], [], [], "ZIP archive"),
        .init("public.zip-archive", ["com.pkware.zip-archive"], ["zip"], ["application/zip"], "ZIP archive"),
        .init("org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/x-gzip", "application/gzip"], "gzip archive"),
        .init("public.bzip2-archive", ["public.data", "public.archive"], ["bz2", "bzip2"], ["application/x-bzip2"], "bzip2 archive"),
        .init("com.apple.archive", ["public.data", "public.archive"], ["aar"], [], "Apple archive"),
        .init("public.tar-archive", ["public.data", "public.archive"], ["tar"], ["application/x-tar", "application/tar"], "tar archive"),
        // Text.
        .init("public.text", ["public.data", "public.content"], [], [], "text"),
        .init("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
        .init("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], "Unicode (UTF-8) text"),
        .init("public.utf16-external-plain-text", ["public.plain-text"], [], [], "Unicode (UTF-16) text"),
        .init("public.utf16-plain-text", ["public.plain-text"], [], [], "Unicode (UTF-16) text"),
        .init("public.delimited-values-text", ["public.text"], [], [], "delimited text"),
        .init("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"], "comma-separated values"),
        .init("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values"),
        .init("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], [], [], "UTF-8 tab-separated values"),
        .init("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "rich text"),
        .init("public.html", ["public.text"], ["html", "htm", "shtml"], ["text/html"], "HTML text"),
        .init("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
        .init("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml", "text/yaml"], "YAML"),
        .init("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
        .init("public.log", ["public.text"], ["log"], [], "log file"),
        .init("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard", "text/directory"], "vCard"),
        .init("public.source-code", ["public.plain-text"], [], [], "source code"),
        .init("public.swift-source", ["public.source-code"], ["swift"], ["text/x-swift"], "Swift source"),
        .init("public.c-source", ["public.source-code"], ["c"], ["text/x-c"], "C source"),
        .init("public.c-header", ["public.source-code"], ["h"], [], "C header"),
        .init("public.objective-c-source", ["public.source-code"], ["m"], [], "Objective-C source"),
        .init("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cc", "cxx", "c++"], ["text/x-c++"], "C++ source"),
        .init("public.make-source", ["public.source-code"], ["make", "mk"], [], "Makefile"),
        .init("public.script", ["public.source-code"], [], [], "script"),
        .init("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh"], "shell script"),
        .init("public.python-script", ["public.script"], ["py"], ["text/x-python-script", "text/x-python"], "Python script"),
        .init("public.ruby-script", ["public.script"], ["rb", "rbw"], ["text/ruby-script", "text/x-ruby"], "Ruby script"),
        .init("public.perl-script", ["public.script"], ["pl", "pm"], ["text/x-perl-script"], "Perl script"),
        .init("public.php-script", ["public.script"], ["php", "php3", "php4", "ph3", "ph4", "phtml"], ["text/php", "application/php"], "PHP script"),
        .init("com.netscape.javascript-source", ["public.source-code", "public.executable"], ["js", "jscript", "javascript"], ["text/javascript", "application/javascript"], "JavaScript"),
        .init("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        .init("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], [], "XML property list"),
        .init("com.apple.binary-property-list", ["com.apple.property-list"], [], [], "binary property list"),
        // Documents.
        .init("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        .init("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], [], "rich text with attachments"),
        .init("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], [], "rich text with attachments (flat)"),
        .init("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"], ["application/x-webarchive"], "web archive"),
        .init("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB"),
        .init("public.spreadsheet", ["public.composite-content"], [], [], "spreadsheet"),
        .init("public.presentation", ["public.composite-content"], [], [], "presentation"),
        .init("public.database", ["public.item"], [], [], "database"),
        .init("public.message", ["public.item"], [], [], "message"),
        .init("public.contact", ["public.item"], [], [], "contact"),
        .init("public.to-do-item", ["public.item"], [], [], "to-do item"),
        .init("public.calendar-event", ["public.item"], ["ics"], ["text/calendar"], "calendar event"),
        .init("com.apple.mail.email", ["public.data", "public.message", "public.content"], ["eml"], ["message/rfc822"], "email message"),
        .init("public.font", ["public.data", "public.content"], [], [], "font"),
        .init("public.truetype-ttf-font", ["public.font"], ["ttf"], ["font/ttf"], "TrueType font"),
        .init("public.opentype-font", ["public.font"], ["otf"], ["font/otf"], "OpenType font"),
        .init("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"], "PKCS #12 archive"),
        .init("public.x509-certificate", ["public.data"], ["cer", "crt", "der"], ["application/x-x509-ca-cert", "application/pkix-cert"], "X.509 certificate"),
        // Images.
        .init("public.image", ["public.data", "public.content"], [], [], "image"),
        .init("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image"),
        .init("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        .init("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        .init("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        .init("com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp", "image/x-bmp"], "Windows bitmap image"),
        .init("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"], "Windows icon image"),
        .init("com.apple.icns", ["public.image"], ["icns"], [], "Apple icon image"),
        .init("public.heif-standard", ["public.image"], [], [], "HEIF image"),
        .init("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        .init("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"], "HEIF image"),
        .init("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        .init("public.svg-image", ["public.image", "public.xml"], ["svg", "svgz"], ["image/svg+xml"], "SVG image"),
        .init("public.camera-raw-image", ["public.image"], [], [], "raw image"),
        .init("com.apple.live-photo", [], [], [], "Live Photo"),
        .init("public.3d-content", ["public.content"], [], [], "3D content"),
        .init("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd", "usda", "usdc"], ["model/vnd.usd"], "Universal Scene Description"),
        .init("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data", "public.zip-archive"], ["usdz"], ["model/vnd.usdz+zip"], "Universal Scene Description package"),
        // Sound and moving pictures.
        .init("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        .init("public.movie", ["public.audiovisual-content"], [], [], "movie"),
        .init("public.video", ["public.movie"], [], [], "video"),
        .init("public.audio", ["public.audiovisual-content"], [], [], "audio"),
        .init("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        .init("public.mpeg", ["public.movie"], ["mpg", "mpeg", "mpe", "m75", "m15"], ["video/mpeg", "video/mpg"], "MPEG movie"),
        .init("public.mpeg-2-video", ["public.movie"], ["m2v"], ["video/mpeg2"], "MPEG-2 video"),
        .init("public.mpeg-2-transport-stream", ["public.movie"], ["ts", "mts", "m2ts"], ["video/mp2t"], "MPEG-2 transport stream"),
        .init("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4", "video/mp4v"], "MPEG-4 movie"),
        .init("com.apple.m4v-video", ["public.movie"], ["m4v"], ["video/x-m4v"], "MPEG-4 video"),
        .init("public.avi", ["public.movie"], ["avi", "vfw"], ["video/avi", "video/msvideo", "video/x-msvideo"], "AVI movie"),
        .init("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mpeg3", "audio/mp3", "audio/x-mp3"], "MP3 audio"),
        .init("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a", "m4r"], ["audio/mp4", "audio/x-m4a", "audio/mpeg4"], "MPEG-4 audio"),
        .init("public.aifc-audio", ["public.audio"], ["aifc", "aiffc"], ["audio/x-aifc"], "AIFF-C audio"),
        .init("public.aiff-audio", ["public.aifc-audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], "AIFF audio"),
        .init("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave", "bwf"], ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"], "Waveform audio"),
        .init("com.apple.coreaudio-format", ["public.audio"], ["caf"], ["audio/x-caf"], "Core Audio format"),
        .init("public.midi-audio", ["public.audio"], ["mid", "midi", "smf", "kar"], ["audio/midi", "audio/x-midi"], "MIDI audio"),
        .init("org.xiph.flac", ["public.audio"], ["flac"], ["audio/flac"], "FLAC audio"),
        .init("public.playlist", ["public.item"], [], [], "playlist"),
        .init("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl", "audio/x-mpegurl"], "M3U playlist"),
    ]
}
