/** The title block every back-office page opens with (its one <h1>). */
export function AdminPageHeader({
  title,
  eyebrow,
  description,
  children,
}: {
  title: string;
  eyebrow?: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {eyebrow ? <p className="eyebrow text-gold-deep">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-medium break-words sm:text-4xl">{title}</h1>
        {description ? <div className="mt-2 max-w-2xl text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </div>
  );
}
