import Foundation

extension UIImagePickerController {
    /// The keys of the dictionary `imagePickerController(_:didFinishPickingMediaWithInfo:)` is
    /// given. Any of them may be absent: which are there depends on the source and the settings.
    public struct InfoKey: Hashable, RawRepresentable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }

        /// The type of what was picked, a `String`: "public.image" or "public.movie".
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as the library holds it, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The square the user cropped to, a `UIImage` (only when `allowsEditing`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The part of the original image the edited one shows, an `NSValue` holding a `CGRect` in
        /// the original's pixels (only when `allowsEditing`).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A chosen movie's file, a `URL`.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset's "assets-library://" URL, a `URL`.
        @available(iOS, deprecated: 11.0, message: "Will be removed in a future release, use PHPicker.")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// A new photo's metadata, a dictionary (the camera only).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// A Live Photo (`PHLivePhoto`).
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The asset (`PHAsset`), when the app has access to the library; absent here.
        @available(iOS, deprecated: 11.0, message: "Will be removed in a future release, use PHPicker.")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// A copy of the chosen image's file in the app's temporary folder, a `URL` (iOS 11).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}
