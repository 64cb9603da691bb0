// SPDX-License-Identifier: MIT

/// The axis views are distributed along (Masonry's `MASAxisType`).
public enum AxisType: Sendable, Hashable {
    /// Left to right: lengths are widths, gaps are horizontal.
    case horizontal
    /// Top to bottom: lengths are heights, gaps are vertical.
    case vertical
}

extension ConstraintArrayDSL {
    /// Lays the views out in a row (or column) with fixed gaps, all of equal length, filling their
    /// closest common superview `C` between `leadSpacing` and `tailSpacing` — Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`:
    ///
    /// ```
    /// v0.left  == C.left + lead
    /// vi.width == v(i-1).width,  vi.left == v(i-1).right + spacing      (i ≥ 1)
    /// vn-1.right == C.right - tail
    /// ⇒ each length is (W − lead − tail − (n−1)·spacing) / n
    /// ```
    ///
    /// Only the main axis is constrained: add the cross axis yourself. The constraints are made
    /// (additively) like `makeConstraints`, so distributing twice duplicates them.
    ///
    /// ```swift
    /// [a, b, c].snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
    /// [a, b, c].snp.makeConstraints { make in make.top.equalToSuperview(); make.height.equalTo(44) }
    /// ```
    ///
    /// - Parameters:
    ///   - axisType: The axis.
    ///   - fixedSpacing: The gap between neighbours.
    ///   - leadSpacing: The gap before the first view.
    ///   - tailSpacing: The gap after the last view.
    ///   - fileID: The caller's file (captured for the constraints' descriptions).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Precondition: At least two views, sharing a common superview.
    /// - Complexity: O(*n* · *d*) for *n* views and tree depth *d*.
    public func distributeViewsAlong(axisType: AxisType, fixedSpacing: Double, leadSpacing: Double = 0,
                                     tailSpacing: Double = 0, fileID: StaticString = #fileID, line: UInt = #line,
                                     column: UInt = #column)
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        let container = distributionContainer(location)
        var previous: LayoutView?
        for (index, view) in views.enumerated() {
            ConstraintMaker.make(view, location) { make in
                let lead: AttributeChain = axisType == .horizontal ? make.left : make.top
                if let previous {
                    let length: AttributeChain = axisType == .horizontal ? make.width : make.height
                    length.equalTo(previous, fileID: fileID, line: line, column: column)
                    lead.equalTo(axisType == .horizontal ? previous.snp.right : previous.snp.bottom,
                                 fileID: fileID, line: line, column: column).offset(fixedSpacing)
                    if index == views.count - 1 {
                        let tail: AttributeChain = axisType == .horizontal ? make.right : make.bottom
                        tail.equalTo(container, fileID: fileID, line: line, column: column).offset(-tailSpacing)
                    }
                } else {
                    lead.equalTo(container, fileID: fileID, line: line, column: column).offset(leadSpacing)
                }
            }
            previous = view
        }
    }

    /// Lays the views out in a row (or column), each `fixedItemLength` long, with the free space
    /// spread evenly between them — Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`. The first view
    /// starts at `C.left + lead`, the last ends at `C.right − tail`, and view *i*'s right edge is
    /// interpolated with a multiplier on `C.right` (which is exact because `C`'s own attributes
    /// are its bounds):
    ///
    /// ```
    /// vi.right == C.right × i/(n−1) + (1 − i/(n−1))·(length + lead) − i·tail/(n−1)
    /// ```
    ///
    /// - Parameters:
    ///   - axisType: The axis.
    ///   - fixedItemLength: Each view's width (horizontal) or height (vertical).
    ///   - leadSpacing: The gap before the first view.
    ///   - tailSpacing: The gap after the last view.
    ///   - fileID: The caller's file (captured for the constraints' descriptions).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Precondition: At least two views, sharing a common superview.
    /// - Complexity: O(*n* · *d*) for *n* views and tree depth *d*.
    public func distributeViewsAlong(axisType: AxisType, fixedItemLength: Double, leadSpacing: Double = 0,
                                     tailSpacing: Double = 0, fileID: StaticString = #fileID, line: UInt = #line,
                                     column: UInt = #column)
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        let container = distributionContainer(location)
        let last = Double(views.count - 1)
        for (index, view) in views.enumerated() {
            ConstraintMaker.make(view, location) { make in
                let length: AttributeChain = axisType == .horizontal ? make.width : make.height
                length.equalTo(fixedItemLength, fileID: fileID, line: line, column: column)
                if index == 0 {
                    let lead: AttributeChain = axisType == .horizontal ? make.left : make.top
                    lead.equalTo(container, fileID: fileID, line: line, column: column).offset(leadSpacing)
                } else {
                    let tail: AttributeChain = axisType == .horizontal ? make.right : make.bottom
                    if index == views.count - 1 {
                        tail.equalTo(container, fileID: fileID, line: line, column: column).offset(-tailSpacing)
                    } else {
                        let i = Double(index)
                        let offset = (1 - i / last) * (fixedItemLength + leadSpacing) - i * tailSpacing / last
                        tail.equalTo(container, fileID: fileID, line: line, column: column)
                            .multipliedBy(i / last).offset(offset)
                    }
                }
            }
        }
    }

    /// Masonry's `mas_commonSuperviewOfViews`: the fold of
    /// ``LayoutView/closestCommonSuperview(_:)`` starting from the first view itself.
    ///
    /// - Returns: The closest view that contains all the views, or `nil` for an empty array or
    ///   views in different trees.
    /// - Complexity: O(*n* · *d*).
    public func closestCommonSuperview() -> LayoutView? {
        guard var common = views.first else { return nil }
        for view in views.dropFirst() {
            guard let next = common.closestCommonSuperview(view) else { return nil }
            common = next
        }
        return common
    }

    private func distributionContainer(_ location: SourceLocation) -> LayoutView {
        Misuse.check(views.count >= 2, "Anchorage: views to distribute need to be more than one (at \(location))")
        guard let container = closestCommonSuperview() else {
            Misuse.trap(
                "Anchorage: can't constrain views that do not share a common superview. Make sure that all the views in this array have been added into the same view hierarchy (at \(location))")
        }
        return container
    }
}
