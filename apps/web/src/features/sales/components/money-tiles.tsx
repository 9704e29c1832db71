import { StatTile } from '@/components/stat-tile';
import { useSalesFormat } from '../use-sales-format';

/** The amounts beside a card's headline figure, each on its own tile, in the interface's locale. */
export function MoneyTiles({
  tiles,
  currency,
  className,
}: {
  tiles: { label: string; testId: string; amount: number }[];
  currency: string;
  /** The grid: how many tiles share a line. */
  className: string;
}) {
  const f = useSalesFormat();
  return (
    <dl className={`grid gap-3 ${className}`}>
      {tiles.map((tile) => (
        <StatTile key={tile.testId} label={tile.label} testId={tile.testId}>
          {f.money(tile.amount, currency)}
        </StatTile>
      ))}
    </dl>
  );
}
