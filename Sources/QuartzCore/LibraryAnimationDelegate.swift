/// An animation delegate of the library's own whose calls run none of the app's code: a frame
/// that delivers only such calls need not paint what frames left before them (`FramePipeline.hasDeferredAppCode`).
package protocol LibraryAnimationDelegate: CAAnimationDelegate {}
