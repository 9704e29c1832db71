import { Card, type CardProps } from './card';
import { QueryState, type QueryStateProps } from './query-state';

/**
 * A card that shows one query: its title stays while the body is the query's skeleton, its error
 * with Retry, its empty state or its data, so a panel never loses its name while it loads or fails.
 */
export function QueryCard<T>({
  title,
  action,
  className,
  testId,
  level,
  ...state
}: Omit<CardProps, 'children'> & Omit<QueryStateProps<T>, 'className'>) {
  return (
    <Card title={title} action={action} className={className} testId={testId} level={level}>
      <QueryState {...state} />
    </Card>
  );
}
