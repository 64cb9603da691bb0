// SPDX-License-Identifier: MIT

extension LayoutConstraint {
    /// The constraints a visual format describes (UIKit's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`), inactive,
    /// each carrying this call's source line.
    ///
    /// Apple's whole grammar: `H:` or `V:` (`H:` when left out); `|` for the superview at either
    /// end; views as `[name]` with predicates on their width (`H:`) or height (`V:`):
    /// `[button(>=50)]`, `[button(100@20)]`, `[a(==b)]`, `[b(>=70,<=100)]`, `[c(width)]` with a
    /// metric; connections: `[a][b]` (flush), `[a]-[b]` (the standard spacing: 8 between views,
    /// 20 to the superview's edge, ``SystemSpacing``), `-20-`, `-metric-`,
    /// `-(>=20@250,<=50)-`. Relations are `==` (the default), `<=`, `>=`; a priority is
    /// `@` and a number or metric in 1…1000. `H:` names leading and trailing edges unless
    /// `options` give another direction (see ``FormatOptions``).
    ///
    /// ```swift
    /// let views = ["find": find, "findNext": findNext, "findField": findField]
    /// LayoutConstraint.activate(try LayoutConstraint.constraints(
    ///     withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop,
    ///     metrics: nil, views: views))
    /// // find.leading == superview.leading + 20, findNext.leading == find.trailing + 8, …
    /// ```
    ///
    /// Like UIKit, this leaves ``LayoutView/translatesAutoresizingMaskIntoConstraints`` alone:
    /// turn it off on views laid out this way.
    ///
    /// - Parameters:
    ///   - format: The visual format.
    ///   - options: Alignment, direction and spacing options.
    ///   - metrics: Named numbers the format may use for constants and priorities.
    ///   - views: The views (or layout guides) the format names. `|` is the superview (a
    ///     guide's owning view) of the view next to it.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: The constraints, inactive, in format order.
    /// - Throws: ``VisualFormatError`` for a malformed format, an unknown view or metric, a
    ///   priority outside 1…1000, `|` in the middle or next to a view without a superview, and
    ///   options that align along the format's own axis or contradict each other. Nothing is
    ///   made then.
    /// - Complexity: O(*n*) for a format of *n* bytes (each name looked up once).
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Double]? = nil, views: [String: LayoutItem],
                                   fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
        throws(VisualFormatError) -> [LayoutConstraint]
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        func failure(_ reason: VisualFormatError.Reason, atByte byteOffset: Int) -> VisualFormatError {
            let utf8 = format.utf8
            let index = utf8.index(utf8.startIndex, offsetBy: min(byteOffset, utf8.count))
            let characters = String(format.unicodeScalars[..<index]).count
            return VisualFormatError(reason: reason, format: format, offset: characters, location: location)
        }
        var parser = VisualFormatParser(format, views: views, metrics: metrics ?? [:])
        let parsed: VisualFormatLine
        do {
            parsed = try parser.parse()
        } catch {
            throw failure(error.reason, atByte: error.byteOffset)
        }
        if let reason = parsed.validate(options) { throw failure(reason, atByte: 0) }
        var superviews: (leading: LayoutView?, trailing: LayoutView?) = (nil, nil)
        if let (offset, _) = parsed.leadingSuperview {
            guard let superview = parsed.views[0].item.containerView else {
                throw failure(.noSuperview(parsed.views[0].name), atByte: offset)
            }
            superviews.leading = superview
        }
        if let (offset, _) = parsed.trailingSuperview {
            guard let superview = parsed.views[parsed.views.count - 1].item.containerView else {
                throw failure(.noSuperview(parsed.views[parsed.views.count - 1].name), atByte: offset)
            }
            superviews.trailing = superview
        }
        return parsed.lower(options: options, superviews: superviews, location: location)
    }
}
