// SPDX-License-Identifier: MIT

// Right-to-left layout: the tree's direction, each view's semantic content attribute, and the
// effective direction that resolves leading and trailing.
//
// How a constraint is read in right-to-left (LayoutEngine+LinearExpressions.swift): a constraint that
// names leading, trailing, leadingMargin or trailingMargin on either side is evaluated in the
// reading direction of its FIRST item. In right-to-left, its horizontal positions are measured
// leftward from the right edge of the items' closest common ancestor: leading is the right edge,
// trailing the left edge, and a positive constant moves toward the trailing side (leftward). With
// a multiplier of 1 this is "swap the edges and negate the constant"; with another multiplier it
// mirrors the left-to-right layout exactly (Masonry's `trailing == superview.trailing * i/n`
// distribution comes out mirrored). Left and right are never flipped. UIKit refuses to relate
// leading/trailing to left/right; Anchorage accepts it with the meaning above.

/// The direction a user interface reads in (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Sendable, Hashable {
    /// Leading is left, trailing is right (English).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft
}

/// How a view's content relates to the layout direction (UIKit's `UISemanticContentAttribute`).
///
/// A forced direction applies to the view and to the views below it that do not force their
/// own: a subview with ``unspecified`` takes its superview's effective direction, as UIKit
/// carries it down through the trait collection. So forcing a stack right-to-left reverses its
/// arranged views, and a view inside it may force left-to-right again for its own subtree.
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Follows the tree's ``LayoutView/userInterfaceLayoutDirection`` (the default).
    case unspecified
    /// Playback controls (play, rewind): always left-to-right.
    case playback
    /// Directional controls (a D-pad, a text-alignment segment): always left-to-right.
    case spatial
    /// Always left-to-right.
    case forceLeftToRight
    /// Always right-to-left.
    case forceRightToLeft
}

extension LayoutView {
    /// The layout direction of the whole tree (UIKit's application-wide
    /// `userInterfaceLayoutDirection`); `.leftToRight` by default.
    ///
    /// It is a property of the tree, kept by the root: reading or setting it on any view reads or
    /// sets the root's. (A subtree added to another tree takes that tree's direction.) Switching
    /// it re-lowers, at the next layout, exactly the constraints that depend on the direction:
    /// those naming leading or trailing attributes whose first item follows the tree, and those
    /// reading the margins of views whose margins were set with ``directionalLayoutMargins``.
    ///
    /// ```swift
    /// root.userInterfaceLayoutDirection = .rightToLeft
    /// label.snp.makeConstraints { make in make.leading.equalToSuperview().offset(16) }
    /// root.layoutIfNeeded()   // label's right edge is 16 points from root's right edge
    /// ```
    ///
    /// - Complexity: Setting it is O(*c*) for the *c* constraints installed in the tree (one scan
    ///   to find the affected ones).
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { rootView.treeLayoutDirection }
        set {
            let root = rootView
            guard root.treeLayoutDirection != newValue else { return }
            root.treeLayoutDirection = newValue
            root.engineStorage?.treeDirectionDidChange()
        }
    }

    /// How this view's content relates to the layout direction; `.unspecified` by default.
    ///
    /// Forcing a direction flips the leading and trailing of the constraints whose first item is
    /// this view, one of its layout guides, or a view below it that forces no direction of its
    /// own, and the directional margins of those views (see ``SemanticContentAttribute``).
    ///
    /// ```swift
    /// stack.semanticContentAttribute = .forceRightToLeft   // the first arranged view is rightmost
    /// ```
    ///
    /// - Complexity: Setting it is O(*c*) for the constraints installed on the views that follow
    ///   this one and on its ancestors.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set {
            guard semanticContentAttributeStorage != newValue else { return }
            let old = effectiveUserInterfaceLayoutDirection
            semanticContentAttributeStorage = newValue
            if effectiveUserInterfaceLayoutDirection != old {
                engineIfPresent?.directionDidChange(of: self)
            }
        }
    }

    /// The direction this view's leading and trailing are resolved in: forced by its own
    /// ``semanticContentAttribute`` (`.playback` and `.spatial` are left-to-right), otherwise
    /// its superview's effective direction, and at the root the tree's
    /// ``userInterfaceLayoutDirection``.
    ///
    /// A constraint resolves its leading and trailing attributes, on both sides, in the effective
    /// direction of its *first* item (for a layout guide, of its owning view).
    ///
    /// - Complexity: O(*d*) in the view's depth.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        let source = directionSource
        return source.semanticContentAttributeStorage == .unspecified
            ? source.treeLayoutDirection
            : LayoutView.userInterfaceLayoutDirection(for: source.semanticContentAttributeStorage, relativeTo: .leftToRight)
    }

    /// The view whose setting decides this one's direction: the closest of this view and its
    /// ancestors that forces a direction, or the root when none does.
    var directionSource: LayoutView {
        var view = self
        while view.semanticContentAttributeStorage == .unspecified, let superview = view.superview { view = superview }
        return view
    }

    /// The direction content with `attribute` takes in a tree laid out in `direction` (UIKit's
    /// `userInterfaceLayoutDirection(for:relativeTo:)`).
    ///
    /// - Parameters:
    ///   - attribute: A semantic content attribute.
    ///   - direction: The tree's direction.
    /// - Returns: The forced direction, left-to-right for playback and spatial content, or
    ///   `direction`.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute,
                                                    relativeTo direction: UserInterfaceLayoutDirection)
        -> UserInterfaceLayoutDirection
    {
        switch attribute {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension LayoutItem {
    /// The direction the item's constraints resolve leading and trailing in: a view's effective
    /// direction, a guide's owning view's (left-to-right for a guide without one).
    var constraintLayoutDirection: UserInterfaceLayoutDirection {
        hierarchyView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
}

extension LayoutAttribute {
    /// Whether the attribute depends on the reading direction: leading, trailing and their
    /// margin forms.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The absolute attribute this one is in right-to-left: leading ↔ right, trailing ↔ left
    /// (and their margins); every other attribute is itself.
    var rightToLeftEdge: LayoutAttribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }

    /// Whether the attribute is a horizontal position (not a width, not vertical).
    var isHorizontalLocation: Bool { axis == .horizontal && !isSize }
}

extension LayoutConstraint {
    /// Whether the constraint names a direction-dependent attribute on either side.
    var isDirectional: Bool {
        firstAttribute.isDirectional || secondAttribute.isDirectional
            || (hasOrigins && origins.map {
                ($0.first?.attribute.isDirectional ?? false) || ($0.second?.attribute.isDirectional ?? false)
            } ?? false)
    }
}

extension LayoutEngine {
    /// The tree's direction changed: re-lower the constraints that depend on it.
    ///
    /// - Complexity: O(constraints installed in the tree).
    func treeDirectionDidChange() {
        guard !needsRebuild, root.semanticContentAttributeStorage == .unspecified else { return }
        directionDidChange(from: root)
    }

    /// One view's effective direction changed (its semantic content attribute): re-lower what
    /// depends on the direction of the view and of the views below it that follow it.
    ///
    /// - Complexity: O(constraints installed on those views and on the view's ancestors).
    func directionDidChange(of view: LayoutView) {
        guard !needsRebuild else { return }
        directionDidChange(from: view)
    }

    /// The direction of `source` changed, and with it that of every view below it that forces
    /// none of its own: re-lower the directional constraints whose first item is one of those
    /// views (or their guides), and whatever reads their margins if they are directional. Such a
    /// constraint is installed on a view that follows `source` or on an ancestor of `source`:
    /// one installed below a view that forces its own direction relates only views that follow
    /// that one.
    private func directionDidChange(from source: LayoutView) {
        hasWork = true
        var followers: Set<ObjectIdentifier> = []
        var hosts: [LayoutView] = []
        var marginViews: [LayoutView] = []
        func collect(_ view: LayoutView) {
            followers.insert(ObjectIdentifier(view))
            hosts.append(view)
            if view.marginStorage.isDirectional { marginViews.append(view) }
            for subview in view.subviews where subview.semanticContentAttributeStorage == .unspecified { collect(subview) }
        }
        collect(source)
        var ancestor = source.superview
        while let host = ancestor {
            hosts.append(host)
            ancestor = host.superview
        }
        for host in hosts {
            for constraint in host.installedConstraints where constraint.isDirectional {
                if let first = constraint.firstItem?.hierarchyView, followers.contains(ObjectIdentifier(first)) {
                    solverInputDidChange(of: constraint)
                }
            }
        }
        for view in marginViews { marginsDidChange(of: view) }
    }
}
