// SPDX-License-Identifier: MIT

/// What a relation (`equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`) accepts: a view, a
/// layout guide, an item's attributes (`view.snp.top`), a number (`Int`, `UInt`, `Double`,
/// `Float`), a ``Point``, a ``Size``, ``EdgeInsets``, ``DirectionalEdgeInsets``, or an array of
/// any one of these (one constraint per element).
///
/// The single requirement turns the value into a ``ConstraintTargetValue``; a type that does not
/// conform does not compile as a target.
///
/// ```swift
/// make.left.equalTo(otherView)                   // otherView.left
/// make.top.equalTo(header.snp.bottom)            // header.bottom
/// make.width.equalTo(100)                        // width == 100
/// make.left.equalTo(10)                          // left == superview.left + 10
/// make.width.lessThanOrEqualTo([a, b])           // width <= a.width, width <= b.width
/// ```
public protocol ConstraintTarget {
    /// The value as the DSL's lowering sees it.
    var constraintTargetValue: ConstraintTargetValue { get }
}

/// A relation's target in canonical form: an item with attributes (empty: "the same attributes"),
/// a constant to resolve per attribute, or a list of targets.
///
/// ```swift
/// struct Gutter: ConstraintTarget {
///     var constraintTargetValue: ConstraintTargetValue { .constant(.scalar(16)) }
/// }
/// ```
public struct ConstraintTargetValue {
    enum Storage {
        case item(LayoutItem, AttributeSet)
        case constant(ConstraintConstant)
        case list([ConstraintTargetValue])
    }

    let storage: Storage

    /// An item and some of its attributes; empty attributes mean "the constrained attributes".
    ///
    /// - Parameters:
    ///   - item: The view or guide.
    ///   - attributes: The attributes.
    public static func item(_ item: LayoutItem, attributes: AttributeSet = []) -> ConstraintTargetValue {
        ConstraintTargetValue(storage: .item(item, attributes))
    }

    /// A constant; location attributes are then measured from the implicit superview.
    ///
    /// - Parameter constant: The constant, resolved per target attribute.
    public static func constant(_ constant: ConstraintConstant) -> ConstraintTargetValue {
        ConstraintTargetValue(storage: .constant(constant))
    }

    /// Several targets: one constraint per element and attribute.
    ///
    /// - Parameter targets: The elements.
    public static func list(_ targets: [ConstraintTargetValue]) -> ConstraintTargetValue {
        ConstraintTargetValue(storage: .list(targets))
    }
}

extension ConstraintTargetValue.Storage {
    /// The number of elements with nested lists flattened.
    var elementCount: Int {
        switch self {
        case .list(let targets): targets.reduce(0) { $0 + $1.storage.elementCount }
        default: 1
        }
    }

    /// Appends each element, nested lists flattened, in order.
    func appendElements(to elements: inout [ConstraintTargetValue.Storage]) {
        switch self {
        case .list(let targets):
            for target in targets { target.storage.appendElements(to: &elements) }
        default:
            elements.append(self)
        }
    }
}

extension LayoutItem: ConstraintTarget {
    /// The item, with the constrained side's attributes.
    public var constraintTargetValue: ConstraintTargetValue { .item(self) }
}

extension ConstraintItem: ConstraintTarget {
    /// The item with the selected attributes.
    public var constraintTargetValue: ConstraintTargetValue { .item(item, attributes: attributes) }
}

extension Int: ConstraintTarget {
    /// A scalar constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(.scalar(Double(self))) }
}

extension UInt: ConstraintTarget {
    /// A scalar constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(.scalar(Double(self))) }
}

extension Double: ConstraintTarget {
    /// A scalar constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(.scalar(self)) }
}

extension Float: ConstraintTarget {
    /// A scalar constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(.scalar(Double(self))) }
}

extension Point: ConstraintTarget {
    /// A point constant: `x` for horizontal locations, `y` for vertical ones, 0 for sizes.
    public var constraintTargetValue: ConstraintTargetValue { .constant(.point(self)) }
}

extension Size: ConstraintTarget {
    /// A size constant: width and height; 0 for every other attribute.
    public var constraintTargetValue: ConstraintTargetValue { .constant(.size(self)) }
}

extension EdgeInsets: ConstraintTarget {
    /// An insets constant (each edge inward).
    public var constraintTargetValue: ConstraintTargetValue { .constant(.insets(self)) }
}

extension DirectionalEdgeInsets: ConstraintTarget {
    /// A directional insets constant (each edge inward; leading = left).
    public var constraintTargetValue: ConstraintTargetValue { .constant(.directionalInsets(self)) }
}

extension Array: ConstraintTarget where Element: ConstraintTarget {
    /// One target per element.
    public var constraintTargetValue: ConstraintTargetValue { .list(map(\.constraintTargetValue)) }
}
