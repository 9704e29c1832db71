/**
 * The account form's rules: the contract's UpdateStoreBody itself, with every message an i18n key
 * (settings.edit.errors.*). Building them loads zod, so the form loads this on first use
 * (lazyResolver), not with the screen.
 */
import { UpdateStoreBody, z } from '@mbo/contracts';
import type { FormMessages } from '@/lib/forms/field-messages';
import { formResolver } from '@/lib/forms/resolver';
import { fieldOfKey, toBody, type AccountFormValues } from './account-form';

/** The contract's rules in the form's words (settings.edit.errors.*), by form field. */
export const ACCOUNT_MESSAGES: FormMessages = {
  prefix: 'settings:edit.errors.',
  fields: {
    name: { too_small: 'nameShort', too_big: 'nameLong' },
    // A select always holds a category; a missing or unknown one reads as none chosen.
    category_id: 'required',
    address: { too_small: 'addressShort', too_big: 'addressLong' },
    about: { too_big: 'aboutLong' },
    email: 'email',
    start_time: 'time',
    end_time: {
      custom: 'hoursEmpty',
      invalid_format: 'time',
      invalid_type: 'time',
      too_small: 'time',
      invalid: 'time',
    },
  },
  defaults: { too_small: 'required' },
};

/** Checks the body the form would send against the contract; messages land on the form's fields. */
export const accountResolver = formResolver(
  z.preprocess((values: AccountFormValues) => toBody(values), UpdateStoreBody),
  ACCOUNT_MESSAGES,
  { fieldOf: fieldOfKey },
);
