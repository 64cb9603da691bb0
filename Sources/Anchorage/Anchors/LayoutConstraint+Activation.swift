// SPDX-License-Identifier: MIT

// UIKit's activation API on layout constraints: the class methods that take arrays, and
// `identifier` (the DSL's label under UIKit's name).

extension LayoutConstraint {
    /// Activates each constraint, as setting ``isActive`` to `true` on each does: installed on
    /// its items' closest common ancestor and added to the solver at the next layout. Already
    /// active constraints are left as they are.
    ///
    /// ```swift
    /// LayoutConstraint.activate([
    ///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    ///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ///     box.widthAnchor.constraint(equalToConstant: 100),
    ///     box.heightAnchor.constraint(equalToConstant: 50),
    /// ])
    /// ```
    ///
    /// - Parameter constraints: The constraints, activated in order.
    /// - Precondition: Each constraint's items share an ancestor (a trap naming both items and
    ///   the constraint's source line, like UIKit's "no common ancestor" exception).
    /// - Complexity: O(*n* · *d*) for *n* constraints and tree depth *d*.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint, as setting ``isActive`` to `false` on each does; the next
    /// layout removes them from the solver. Inactive constraints are left as they are.
    ///
    /// ```swift
    /// LayoutConstraint.deactivate(compactConstraints)
    /// LayoutConstraint.activate(regularConstraints)
    /// ```
    ///
    /// - Parameter constraints: The constraints.
    /// - Complexity: O(*n*) for *n* constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// UIKit's name for ``label``: the name descriptions and diagnostics show for the
    /// constraint (its address when `nil`).
    ///
    /// ```swift
    /// let width = box.widthAnchor.constraint(equalToConstant: 100)
    /// width.identifier = "box-width"
    /// width.description   // "<LayoutConstraint:box-width@Card.swift#12 LayoutView:box.width == 100.0>"
    /// ```
    public var identifier: String? {
        get { label }
        set { label = newValue }
    }
}
