// SPDX-License-Identifier: MIT

// The parsed form of one visual format: what the parser (VisualFormatParser.swift) reads, with
// every name already resolved to its view or value, and what the lowering
// (VisualFormatLine+Lowering.swift) turns into constraints. Apple's grammar:
//
//   format      = (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
//   orientation = 'H' | 'V'                     superview = '|'
//   view        = '[' viewName ('(' predicate (',' predicate)* ')')? ']'
//   connection  = '' | '-' | '-' (number | metricName) '-' | '-(' predicate (',' predicate)* ')-'
//   predicate   = ('==' | '<=' | '>=')? (number | metricName | viewName) ('@' (number | metricName))?
//
// A view name in a predicate is allowed in a view's own predicates only (its width or height
// against the other view's).

/// One visual format, parsed and resolved.
struct VisualFormatLine {
    /// `V:` (otherwise `H:`, also when the orientation is left out).
    var isVertical = false
    /// The leading `|` and the connection after it, if the format starts with the superview.
    var leadingSuperview: (offset: Int, connection: VisualFormatConnection)?
    /// The views in format order (at least one).
    var views: [VisualFormatView] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection] = []
    /// The trailing `|` and the connection before it, if the format ends with the superview.
    var trailingSuperview: (offset: Int, connection: VisualFormatConnection)?
}

/// A `[name(predicates)]`.
struct VisualFormatView {
    let item: LayoutItem
    let name: String
    /// Where the `[` is, in bytes of the format.
    let offset: Int
    /// Predicates on the view's width (`H:`) or height (`V:`).
    var predicates: [VisualFormatPredicate] = []
}

/// The spacing between two neighbours.
enum VisualFormatConnection {
    /// `[a][b]`: 0.
    case flush
    /// `[a]-[b]`: the standard spacing (8 between views, 20 to the superview).
    case standard
    /// `-20-`, `-metric-`, `-(>=20@250,<=50)-`.
    case predicates([VisualFormatPredicate])
}

/// `>=50@750`, `==other`.
struct VisualFormatPredicate {
    /// What the predicate compares with: a constant, or (in a view's predicates) another view's
    /// width or height.
    enum Object {
        case constant(Double)
        case view(LayoutItem)
    }

    var relation: ConstraintRelation = .equal
    var object: Object
    var priority: ConstraintPriority = .required
}
