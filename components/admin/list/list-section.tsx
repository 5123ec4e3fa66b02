import type { ReactNode, Ref } from 'react';

/**
 * A list's region: a section named by a heading only screen readers read ("Orders"). A list that
 * sends focus back to its heading after a change (a deleted row, a new page) passes `headingRef`;
 * the heading then takes focus from script, not from Tab.
 */
export function ListSection({
  id,
  title,
  headingRef,
  className,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="sr-only">
        {title}
      </h2>
      {children}
    </section>
  );
}
