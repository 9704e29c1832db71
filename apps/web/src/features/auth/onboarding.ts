import { storage } from '@/lib/storage';

export const ONBOARDING_STEPS = 3;
export const SPLASH_MS = 2000;

/** The carousel shows until it was finished or skipped once on this device. */
export const isOnboarded = () => storage.get('onboarded') === 'true';
export const markOnboarded = () => storage.set('onboarded', 'true');

/** What the login view shows now: splash first, then onboarding only while not onboarded, then the form. */
export type LoginStage = 'splash' | 'onboarding' | 'form';
export const stageAfterSplash = (): LoginStage => (isOnboarded() ? 'form' : 'onboarding');

/** Buttons of a carousel step (1-based): back from step 2, skip on steps 1 and 2, next everywhere (finish on the last). */
export function stepControls(step: number) {
  return {
    back: step >= 2,
    skip: step < ONBOARDING_STEPS,
    finish: step === ONBOARDING_STEPS,
  };
}
