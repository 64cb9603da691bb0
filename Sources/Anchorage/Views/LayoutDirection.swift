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
/// It applies to the view itself, not to its subviews: as in UIKit, a subview with
/// ``unspecified`` follows the tree's direction even inside a forced view.
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
    /// this view (or one of its layout guides), and its directional margins; subviews are not
    /// affected, as in UIKit.
    ///
    /// - Complexity: Setting it is O(*c* · *d*) for the constraints installed on this view and its
    ///   *d* ancestors.
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

    /// The direction this view's leading and trailing are resolved in: forced by
    /// ``semanticContentAttribute`` (`.playback` and `.spatial` are left-to-right), otherwise
    /// the tree's ``userInterfaceLayoutDirection``.
    ///
    /// A constraint resolves its leading and trailing attributes, on both sides, in the effective
    /// direction of its *first* item (for a layout guide, of its owning view).
    ///
    /// - Complexity: O(*d*) in the view's depth (the tree's direction is kept by the root).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        LayoutView.userInterfaceLayoutDirection(for: semanticContentAttributeStorage, relativeTo: userInterfaceLayoutDirection)
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
        guard !needsRebuild else { return }
        hasWork = true
        var marginViews: [LayoutView] = []
        func visit(_ view: LayoutView) {
            if view.semanticContentAttributeStorage == .unspecified {
                if view.marginStorage.isDirectional { marginViews.append(view) }
            }
            for constraint in view.installedConstraints where constraint.isDirectional {
                if let first = constraint.firstItem?.hierarchyView, first.semanticContentAttributeStorage == .unspecified {
                    solverInputDidChange(of: constraint)
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        for view in marginViews { marginsDidChange(of: view) }
    }

    /// One view's effective direction changed (its semantic content attribute): re-lower the
    /// directional constraints whose first item is the view or one of its guides, and whatever
    /// reads its margins if they are directional.
    ///
    /// - Complexity: O(constraints installed on the view and its ancestors).
    func directionDidChange(of view: LayoutView) {
        guard !needsRebuild else { return }
        hasWork = true
        var current: LayoutView? = view
        while let host = current {
            for constraint in host.installedConstraints
            where constraint.isDirectional && constraint.firstItem?.hierarchyView === view {
                solverInputDidChange(of: constraint)
            }
            current = host.superview
        }
        if view.marginStorage.isDirectional { marginsDidChange(of: view) }
    }
}
