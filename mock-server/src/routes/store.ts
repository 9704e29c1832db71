import { feeCents } from '@mbo/contracts';
import { invalid, notFound } from '../errors';
import { cents, euros } from '../format';
import { pruneStoreMedia } from './media';
import type { HandlerFactory } from './types';

export const createStoreHandlers: HandlerFactory<
  'myStore' | 'updateMyStore' | 'shortLink' | 'additionalFee' | 'setLang'
> = (deps) => {
  const { stores } = deps.repos;

  const profile = (storeId: number) => {
    const store = stores.profile(storeId);
    if (!store) throw notFound('Store');
    return store;
  };

  return {
    myStore: ({ storeId }) => ({ data: profile(storeId) }),

    updateMyStore: ({ storeId, body }) => {
      if (body.category_id !== undefined && !stores.categoryExists(body.category_id)) {
        throw invalid({ category_id: 'This category does not exist' });
      }
      stores.update(storeId, {
        name: body.name,
        categoryId: body.category_id,
        address: body.address,
        lat: body.lat,
        lng: body.lng,
        about: body.about,
        openingHours: body.opening_hours,
        photoUrl: body.photo_url,
        logoUrl: body.logo_url,
        email: body.email,
      });
      pruneStoreMedia(deps, storeId);
      return { data: profile(storeId) };
    },

    shortLink: ({ storeId, body }) => {
      const store = profile(storeId);
      if (body.link_id !== store.slug && body.link_id !== String(store.id)) throw notFound('Store');
      const code = stores.shortCode(storeId, deps.clock.now());
      return { data: { sort_link: `${deps.config.publicUrl}/s/${code}` } };
    },

    additionalFee: ({ query }) => {
      const priceCents = cents(query.price);
      const fee = feeCents(priceCents);
      return {
        data: {
          price: euros(priceCents),
          fee: euros(fee),
          final_price: euros(priceCents + fee),
          currency: 'EUR' as const,
        },
      };
    },

    setLang: ({ storeId, body }) => {
      stores.setLang(storeId, body.lang);
      return { data: { lang: body.lang } };
    },
  };
};
