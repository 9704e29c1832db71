/** The setup guide of a new store: its steps ticked from its data, and its dismissal. */
import { setupGuide } from '../domain/setup-guide';
import type { HandlerFactory } from './types';

export const createSetupGuideHandlers: HandlerFactory<'setupGuide' | 'updateSetupGuide'> = (deps) => {
  const { setupGuide: repo } = deps.repos;
  const guideOf = (storeId: number) => setupGuide(repo.facts(storeId, deps.clock.now()));
  return {
    setupGuide: ({ storeId }) => ({ data: guideOf(storeId) }),
    updateSetupGuide: ({ storeId, body }) => {
      repo.setDismissed(storeId, body.dismissed, deps.clock.now());
      return { data: guideOf(storeId) };
    },
  };
};
