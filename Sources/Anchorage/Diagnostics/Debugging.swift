// SPDX-License-Identifier: MIT

// Descriptions in SnapKit's format (SnapKit `Debugging.swift`), e.g.
//   <LayoutConstraint:title@Card.swift#12 LayoutView:title.left == LayoutView:root.left + 20.0>
// The catalog's "Descriptions" gives every part: items, labels and locations, constant,
// multiplier and priority, and the kinds of generated constraints.

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
