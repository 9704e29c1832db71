import type { NotificationType } from '@mbo/contracts';
import type { NotificationParams } from '@mbo/db';
import type { Locale } from './catalogue';
import { render, type MessageValues } from './render';

/** The values a stored notification's words are made of, as its messages name them. */
function valuesOf(params: NotificationParams): MessageValues {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(params) as [string, string | number][]) {
    if (name === 'amountCents') values.amount = (value as number) / 100;
    else values[name] = value;
  }
  return values;
}

/** A notification's title and message in the reader's language, from its type and stored values. */
export function notificationTexts(
  type: NotificationType,
  params: NotificationParams,
  locale: Locale,
): { title: string; message: string } {
  const values = valuesOf(params);
  return {
    title: render(`notification.${type}.title`, locale, values),
    message: render(`notification.${type}.message`, locale, values),
  };
}
