import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';
import notFoundArt from '@/components/art/empty-card.svg';

export interface NotFoundProps {
  text: string;
  hint?: string;
  backTo: string;
  backLabel: string;
}

/**
 * A detail page whose id does not exist, or belongs to another store: says so in place of the
 * content and offers the way back, instead of a blank page or an endless skeleton.
 */
export function NotFoundState({ text, hint, backTo, backLabel }: NotFoundProps) {
  return (
    <div data-testid="not-found-state" className="flex flex-col items-center gap-3 px-4 py-10">
      <EmptyState art={notFoundArt} text={text} hint={hint} />
      <ButtonLink to={backTo} variant="secondary">
        {backLabel}
      </ButtonLink>
    </div>
  );
}
