import type { Store } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Icon } from '@/components/icons';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A store's picture when it has one, and what stands in its place when it has none. */
function PictureOr({
  picture,
  alt,
  className,
  testId,
  children,
}: {
  picture: Store['photo'];
  alt: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return picture ? <img src={picture.url} alt={alt} className={className} data-testid={testId} /> : children;
}

/** The store's photo as a banner, its logo over the corner, its name and category. */
export function StoreHero({ store }: { store: Store }) {
  const { t } = useTranslation(['settings']);
  return (
    <div className="flex flex-col">
      <div className="relative">
        <PictureOr
          picture={store.photo}
          alt={t('settings:account.photo', { name: store.name })}
          className="aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover"
          testId="store-photo"
        >
          <div
            className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-1 rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700"
            data-testid="store-photo-placeholder"
          >
            <Icon icon={Camera} className="h-8 w-8" />
            <span className="text-xs font-medium">{t('settings:account.noPhoto')}</span>
          </div>
        </PictureOr>
        <div className="absolute -bottom-8 left-4 flex h-16 w-16 items-center justify-center overflow-hidden rounded-2xl bg-white shadow ring-4 ring-white">
          <PictureOr
            picture={store.logo}
            alt={t('settings:account.logo', { name: store.name })}
            className="h-full w-full object-contain"
            testId="store-logo"
          >
            <span
              aria-hidden="true"
              className="flex h-full w-full items-center justify-center bg-brand-100 text-lg font-semibold text-brand-700"
            >
              {initialsOf(store.name) || '·'}
            </span>
          </PictureOr>
        </div>
      </div>
      <div className="mt-10 px-1">
        <p className="text-xl font-semibold text-slate-900" data-testid="account-name">
          {store.name}
        </p>
        <p className="text-sm text-slate-600" data-testid="account-category">
          {store.category.name}
        </p>
      </div>
    </div>
  );
}
