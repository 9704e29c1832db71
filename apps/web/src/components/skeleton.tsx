/**
 * Placeholders shaped like content, shown while it loads. They are decorative: the loading state
 * around them (QueryState, or LoadingState on its own) carries `aria-busy` and the "Loading…" text.
 */

/** A grey placeholder block. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

/** Lines of text; later lines are shorter, so the block reads as text, not a table. */
export function SkeletonLines({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-4 ${i === 0 ? 'w-2/3' : i % 2 ? 'w-full' : 'w-5/6'}`} />
      ))}
    </div>
  );
}

/**
 * Blocks stacked top to bottom, each given by its size classes; a list of two stands as a row of
 * two equal tiles. The shape of a card of figures, a code or a picture.
 */
export function SkeletonStack({
  blocks,
  gap = 'gap-2',
  className = '',
}: {
  blocks: (string | [string, string])[];
  gap?: 'gap-2' | 'gap-3' | 'gap-4';
  className?: string;
}) {
  return (
    <div className={`flex flex-col ${gap} ${className}`}>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <Skeleton key={i} className={block} />
        ) : (
          <div key={i} className="grid grid-cols-2 gap-3">
            <Skeleton className={block[0]} />
            <Skeleton className={block[1]} />
          </div>
        ),
      )}
    </div>
  );
}

/**
 * A headline figure with its growth line (a ReportFigure), so a report card does not jump when it
 * loads. It wraps as the figure does: the caption beside the figure or under it, the growth label
 * beside the badge or under it when the card is narrow (two cards side by side).
 */
export function FigureSkeleton({ caption = false }: { caption?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-x-2">
        <Skeleton className="h-8 w-32 max-w-full" />
        {caption && <Skeleton className="h-4 w-32 max-w-full" />}
      </span>
      <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <Skeleton className="h-5 w-14" />
        <Skeleton className="h-4 w-40 max-w-full" />
      </span>
    </div>
  );
}

/** Rows of a two-line list: a title and a date on the left, a figure on the right. */
export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center justify-between gap-3 py-3">
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

/** White cards of text lines, one per count given: the shape of a detail page. */
export function CardsSkeleton({ lines = [2, 3, 4] }: { lines?: number[] }) {
  return (
    <div className="flex flex-col gap-4">
      {lines.map((n, i) => (
        <SkeletonLines key={i} lines={n} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" />
      ))}
    </div>
  );
}
