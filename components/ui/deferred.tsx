/**
 * A below-the-fold part of a page whose layout and paint wait until it nears the viewport
 * (content-visibility: auto), off the first frame's critical path. `className` carries its
 * remembered size's estimate, the part's measured height (contain-intrinsic-block-size: auto …),
 * so the scrollbar barely moves when it renders. It stays in the document: find in page, anchors
 * and screen readers reach it as before.
 */
export function Deferred({ className, children }: { className: string; children: React.ReactNode }) {
  return <div className={`[content-visibility:auto] ${className}`}>{children}</div>;
}
