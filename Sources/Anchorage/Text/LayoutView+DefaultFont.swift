// SPDX-License-Identifier: MIT

@_exported import AnchorageText

// The tree's text settings: the font labels without one of their own measure with. One line sets
// it for a whole tree, with no global state: `root.defaultFont = Font.systemFont(ofSize: 17)`.
// `AnchorageText` is re-exported so that `import Anchorage` alone gives `Font` and
// `LineBreakMode`, as `import UIKit` gives `UIFont`.

extension LayoutView {
    /// The font every ``Label`` of the tree measures and draws its text in when it has no
    /// ``Label/font`` of its own (and no ``Label/textMetrics`` set), or `nil` (the default) for
    /// the ``TextMetrics`` model.
    ///
    /// ```swift
    /// root.defaultFont = Font.systemFont(ofSize: 17)   // nil on a machine without fonts
    /// ```
    ///
    /// It is a property of the tree, kept by the root, like ``displayScale``: reading or setting
    /// it on any view reads or sets the root's, and a subtree added to another tree takes that
    /// tree's. Setting it invalidates the intrinsic size of the labels that use it.
    ///
    /// - Complexity: Setting it is O(*n*) for the *n* views of the tree.
    public var defaultFont: Font? {
        get { rootView.treeTextSettings?.defaultFont }
        set {
            let root = rootView
            root.treeTextSettings = newValue.map(TreeTextSettings.init)
            root.treeTextSettingsDidChange()
        }
    }

    /// The tree's text settings or display scale changed: every label measured with a font is
    /// measured again.
    func treeTextSettingsDidChange() {
        if let label = self as? Label, label.font != nil || label.textMetricsStorage == nil {
            label.fontCache = FontTextCache()
            label.invalidateIntrinsicContentSize()
        }
        for subview in subviews { subview.treeTextSettingsDidChange() }
    }
}

/// The text settings a root keeps for its tree (boxed: most views are not roots).
final class TreeTextSettings {
    /// The font of the labels without one.
    let defaultFont: Font

    init(_ defaultFont: Font) {
        self.defaultFont = defaultFont
    }
}
