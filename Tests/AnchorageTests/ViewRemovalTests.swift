// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// Removing a view from its superview removes every constraint that references it or its
/// descendants from outside the subtree, as UIKit does, and re-adding it does not bring them
/// back; constraints inside the subtree stay with it.
@Suite struct ViewRemovalTests {
    /// root ─┬─ sidebar ── avatar
    ///       └─ content ─┬─ title
    ///                   └─ body
    struct Tree {
        let root = makeRoot()
        let sidebar: LayoutView, avatar: LayoutView, content: LayoutView, title: LayoutView, body: LayoutView
        var titleToAvatar: Constraint!
        var bodyToSidebarGuide: Constraint!

        init() {
            sidebar = addView(to: root, label: "sidebar")
            avatar = addView(to: sidebar, label: "avatar")
            content = addView(to: root, label: "content")
            title = addView(to: content, label: "title")
            body = addView(to: content, label: "body")
            let (sidebar, avatar, content, title, body) = (sidebar, avatar, content, title, body)
            sidebar.snp.makeConstraints { make in
                make.left.top.bottom.equalToSuperview()
                make.width.equalTo(100)
            }
            avatar.snp.makeConstraints { make in
                make.top.left.equalToSuperview().offset(10)
                make.size.equalTo(40)
            }
            content.snp.makeConstraints { make in
                make.left.equalTo(sidebar.snp.right)
                make.top.right.bottom.equalToSuperview()
            }
            var t: Constraint!, b: Constraint!
            title.snp.makeConstraints { make in
                t = make.centerY.equalTo(avatar).constraint         // to a cousin inside sidebar
                make.left.right.equalToSuperview().inset(8)
                make.height.equalTo(20)
                make.top.greaterThanOrEqualTo(0).priority(.low)
            }
            body.snp.makeConstraints { make in
                b = make.top.equalTo(sidebar.safeAreaLayoutGuide).offset(60).constraint   // to a guide of sidebar
                make.left.right.equalToSuperview().inset(8)
                make.bottom.equalToSuperview()
            }
            titleToAvatar = t
            bodyToSidebarGuide = b
            root.layoutIfNeeded()
        }
    }

    @Test func removingASubtreeRemovesEveryConstraintReachingIntoIt() {
        let tree = Tree()
        expectFrame(tree.title, 8, 20, 284, 20)
        expectFrame(tree.body, 8, 60, 284, 240)
        tree.sidebar.removeFromSuperview()
        // content's left (to sidebar.right), title's centerY (to avatar) and body's top (to
        // sidebar's guide) are gone at once; everything inside the sidebar stays with it.
        #expect(!tree.titleToAvatar.isActive)
        #expect(!tree.bodyToSidebarGuide.isActive)
        #expect(tree.content.snp.label() == "content")
        #expect(tree.root.constraints.allSatisfy { !$0.mentions(anyItemInside: tree.sidebar) })
        #expect(tree.content.constraints.allSatisfy { !$0.mentions(anyItemInside: tree.sidebar) })
        // sidebar keeps the avatar's top and left and its own width; avatar its size.
        #expect(tree.sidebar.constraints.count == 3 && tree.avatar.constraints.count == 2)
        #expect(!tree.title.activeHandles.contains { $0 === tree.titleToAvatar })
        tree.root.layoutIfNeeded()
        // content lost its left: the remaining constraints still lay the rest out.
        expectFrame(tree.title, 8, 0, tree.content.frame.width - 16, 20)
    }

    @Test func reAddingDoesNotResurrectTheRemovedConstraints() {
        let tree = Tree()
        tree.sidebar.removeFromSuperview()
        tree.root.insertSubview(tree.sidebar, at: 0)
        #expect(!tree.titleToAvatar.isActive)
        #expect(!tree.bodyToSidebarGuide.isActive)
        tree.root.layoutIfNeeded()
        // The sidebar's own constraints to root were outside its subtree too: gone. What is
        // inside (the avatar's, and its own width) came back with it.
        #expect(tree.sidebar.constraints.count == 3)
        expectFrame(tree.avatar, 10, 10, 40, 40)
        // Reactivating by hand works, as in UIKit.
        tree.titleToAvatar.activate()
        tree.sidebar.snp.makeConstraints { make in make.left.top.bottom.equalToSuperview() }
        tree.root.layoutIfNeeded()
        expectFrame(tree.title, 8, 20, tree.content.frame.width - 16, 20)
    }

    @Test func removingALeafKeepsItsSiblingsConstraints() {
        let tree = Tree()
        tree.avatar.removeFromSuperview()
        #expect(!tree.titleToAvatar.isActive)
        #expect(tree.bodyToSidebarGuide.isActive)
        tree.root.layoutIfNeeded()
        expectFrame(tree.body, 8, 60, 284, 240)
        expectFrame(tree.title, 8, 0, 284, 20)
    }

    @Test func aRemovedSubtreeLaysOutOnItsOwnAndInAnotherTree() {
        let tree = Tree()
        tree.sidebar.removeFromSuperview()
        let other = makeRoot(width: 200, height: 200)
        other.addSubview(tree.sidebar)
        tree.sidebar.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        other.layoutIfNeeded()
        expectFrame(tree.sidebar, 5, 5, 190, 190)
        expectFrame(tree.avatar, 10, 10, 40, 40)
        #expect(!other.hasAmbiguousLayout && !tree.avatar.hasAmbiguousLayout)
    }

    /// A view whose first measurement runs `onMeasure` (user code inside a layout pass or a fit).
    final class MeddlingView: LayoutView {
        var onMeasure: (() -> Void)?
        override var intrinsicContentSize: Size {
            if let onMeasure {
                self.onMeasure = nil
                onMeasure()
            }
            return Size(width: 40, height: 20)
        }
    }

    /// `a.right == b.left - 10` lowered first of `a`'s constraints: `a`'s node is made while the
    /// constraint is lowered, and measuring `a` removes `b`, whose last reference was the tree.
    static func meddlingTree() -> (root: LayoutView, a: MeddlingView, b: () -> LayoutView?) {
        let root = makeRoot()
        let a = MeddlingView()
        a.setContentHuggingPriority(.required, for: .horizontal)
        weak var weakB: LayoutView?
        do {
            let b = LayoutView()
            weakB = b
            root.addSubview(b)
            root.addSubview(a)
            b.snp.makeConstraints { make in
                make.top.right.bottom.equalToSuperview()
                make.width.equalTo(30)
            }
            a.snp.makeConstraints { make in
                make.right.equalTo(b.snp.left).offset(-10)
                make.left.top.equalToSuperview()
            }
            a.onMeasure = { [unowned b] in b.removeFromSuperview() }
        }
        return (root, a, { weakB })
    }

    @Test func aViewRemovedByUserCodeWhileAFitRunsIsNotReadAfterItIsGone() {
        let (root, a, b) = Self.meddlingTree()
        let size = root.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: FittingSizeTests.fittingSizeLevel)
        // The constraints as they were when the fit began: b's 30 points, 10 between, a's 40 at
        // its required hugging, which the required target width conflicts with.
        #expect(size.width == 80)
        #expect(b() == nil)
        #expect(a.superview === root)
        let again = root.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: FittingSizeTests.fittingSizeLevel)
        #expect(again == root.systemLayoutSizeFittingFromScratch(Size(width: 375, height: 0), horizontal: .required,
                                                                 vertical: FittingSizeTests.fittingSizeLevel))
    }

    /// `a.right == b.left - 10`, the first of `a`'s constraints lowered, is deactivated by the
    /// user code that measuring `a` runs while the constraint is being lowered: it must not reach
    /// the solver, and the layout must be the one without it.
    @Test func aConstraintDeactivatedByUserCodeWhileItIsLoweredStaysOut() {
        let root = makeRoot()
        let a = MeddlingView(), b = LayoutView()
        root.addSubview(b)
        root.addSubview(a)
        b.snp.makeConstraints { make in
            make.top.right.bottom.equalToSuperview()
            make.width.equalTo(30)
        }
        var gap: Constraint?
        a.snp.makeConstraints { make in
            gap = make.right.equalTo(b.snp.left).offset(-10).constraint
            make.left.top.equalToSuperview()
        }
        a.onMeasure = { gap?.deactivate() }
        root.layoutIfNeeded()
        #expect(gap?.isActive == false)
        #expect(root.auditLayout().problems == [])
        // Without the gap, `a` takes its intrinsic width.
        expectFrame(a, 0, 0, 40, 20)
        gap?.activate()
        root.layoutIfNeeded()
        #expect(root.auditLayout().problems == [])
        #expect(a.frame.maxX == b.frame.minX - 10)
    }

    @Test func aViewRemovedByUserCodeWhileALayoutPassRunsIsNotReadAfterItIsGone() {
        let (root, a, b) = Self.meddlingTree()
        root.layoutIfNeeded()
        #expect(b() == nil)
        #expect(root.subviews.count == 1)
        root.layoutIfNeeded()
        #expect(a.frame.origin == Point(x: 0, y: 0))
    }
}
