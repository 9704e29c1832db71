import i18n from '@/i18n';
import { isApiError } from './api-client';

/** The browser says it has no network (airplane mode, Wi-Fi gone): a call cannot have reached the API. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The text key for a call that got no answer: "You are offline…" when the browser knows why, else "Connection error". */
export const noAnswerKey = () => (isOffline() ? 'common:errors.offline' : 'common:errors.connection');

/** Why a call failed, in words: the API's user_message, or the no-answer text in the interface's language. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.userMessage : i18n.t(noAnswerKey());
}
