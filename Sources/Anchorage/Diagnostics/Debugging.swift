// SPDX-License-Identifier: MIT

// Descriptions in SnapKit's format (SnapKit `Debugging.swift`), e.g.
//   <LayoutConstraint:title@Card.swift#12 LayoutView:title.left == LayoutView:root.left + 20.0>
//   <LayoutConstraint:0x6000000bf440@Card.swift#14 LayoutView:avatar.width == 40.0>
//   <LayoutConstraint:half@Card.swift#15 LayoutView:a.width == LayoutView:root.width * 0.5 ^750.0>
// Items print as `Type:label` (the `snp` label, else the address); a constraint prints its label
// (else its address) and `@File.swift#line`. The constant follows the second item as ` + c` /
// ` - c` (omitted when 0), or stands alone (` 40.0`) when there is no second item; the
// multiplier shows when it is not 1 and the priority when it is not 1000. Constraints that hold a
// user-set frame print as `AutoresizingMaskLayoutConstraint` (UIKit's
// `NSAutoresizingMaskLayoutConstraint`) or `RootFrameLayoutConstraint`, and those that hold a
// view's margins or safe-area guide as `SystemGuideLayoutConstraint` labelled like
// `UIViewSafeAreaLayoutGuide-top`; none has a location. The implicit intrinsic-size constraints
// print as `ContentHuggingLayoutConstraint` (`width <= 42.0 ^250.0`) and
// `CompressionResistanceLayoutConstraint` (`width >= 42.0 ^750.0`). A ``StackView``'s own
// constraints print as `StackViewLayoutConstraint` labelled with UIKit's names (`UISV-spacing`);
// a ``FlowView``'s and a ``GridView``'s as `FlowViewLayoutConstraint` and
// `GridViewLayoutConstraint`, labelled `FlowView-…` and `GridView-…` (UIKit has neither). A side
// measured between two anchors (`anchorWithOffset(to:)`) prints as
// `(LayoutView:b.leading - LayoutView:a.trailing)`.

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint in SnapKit's format:
    /// `<LayoutConstraint:label@File.swift#12 LayoutView:a.left == LayoutView:b.left + 20.0>`.
    public var description: String {
        var text = "<"
        switch kind {
        case .dsl: text += "LayoutConstraint"
        case .autoresizingMask: text += "AutoresizingMaskLayoutConstraint"
        case .rootFrame: text += "RootFrameLayoutConstraint"
        case .contentHugging: text += "ContentHuggingLayoutConstraint"
        case .compressionResistance: text += "CompressionResistanceLayoutConstraint"
        case .systemGuide: text += "SystemGuideLayoutConstraint"
        case .stackView: text += "StackViewLayoutConstraint"
        case .flowView: text += "FlowViewLayoutConstraint"
        case .gridView: text += "GridViewLayoutConstraint"
        }
        text += ":" + (label ?? objectAddress(self))
        if let location { text += "@\(location.fileName)#\(location.line)" }
        return text + " " + equationDescription + ">"
    }

    /// The relation alone, as the description shows it after the name and location:
    /// `LayoutView:a.left == LayoutView:b.left + 20.0`, with ` * m` and ` ^p` when they are not 1
    /// and 1000.
    var equationDescription: String {
        func side(_ item: LayoutItem?, _ attribute: LayoutAttribute, from origin: ConstraintOrigin?) -> String {
            let anchor = (item?.debugDescription ?? "nil") + "." + attribute.description
            guard let origin else { return anchor }
            return "(" + anchor + " - " + (origin.item?.debugDescription ?? "nil") + "." + origin.attribute.description + ")"
        }
        var text = side(firstItem, firstAttribute, from: origins?.first)
        text += " " + relation.description
        if secondAttribute != .notAnAttribute {
            text += " " + side(secondItem, secondAttribute, from: origins?.second)
        }
        if multiplier != 1 { text += " * \(multiplier)" }
        if secondAttribute == .notAnAttribute {
            text += " \(constant)"
        } else if constant > 0 {
            text += " + \(constant)"
        } else if constant < 0 {
            text += " - \(-constant)"
        }
        if priority.value != 1000 { text += " ^\(priority)" }
        return text
    }
}

extension Constraint: CustomStringConvertible {
    /// The layout constraints' descriptions, comma-separated in brackets.
    public var description: String {
        "[" + layoutConstraints.map(\.description).joined(separator: ", ") + "]"
    }
}
