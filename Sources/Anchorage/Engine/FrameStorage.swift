// SPDX-License-Identifier: MIT

/// A view's frame, in a box that the view and its layout node share.
///
/// A frame pass writes thousands of frames; reaching each view to do it would cost a weak load
/// and a reference-count round trip on an object with a side table (views are weakly referenced
/// by constraints and nodes), several times the write itself. The node holds the view's box
/// instead and writes through it: the view reads its frame from the same box.
final class FrameStorage {
    /// The frame in the superview's coordinates. Unchecked exclusivity: read and written once per
    /// moved view and pass, never handed out `inout`.
    @exclusivity(unchecked) var rect: Rect

    init(_ rect: Rect) {
        self.rect = rect
    }
}
