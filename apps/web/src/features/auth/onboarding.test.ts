import { describe, expect, it } from 'vitest';
import { isOnboarded, markOnboarded, stageAfterSplash, stepControls } from './onboarding';
import { rememberedPhone, rememberPhone } from './remembered-phone';

describe('onboarding flag', () => {
  it('shows the carousel after the splash until the flag is set', () => {
    expect(isOnboarded()).toBe(false);
    expect(stageAfterSplash()).toBe('onboarding');
    markOnboarded();
    expect(localStorage.getItem('onboarded')).toBe('true');
    expect(stageAfterSplash()).toBe('form');
  });

  it('offers back from step 2, skip on steps 1 and 2, finish on step 3', () => {
    expect(stepControls(1)).toEqual({ back: false, skip: true, finish: false });
    expect(stepControls(2)).toEqual({ back: true, skip: true, finish: false });
    expect(stepControls(3)).toEqual({ back: true, skip: false, finish: true });
  });
});

describe('remember me', () => {
  it('stores the phone when ticked and removes it when not', () => {
    rememberPhone('+49.15112345678', true);
    expect(localStorage.getItem('rememberedPhone')).toBe('+49.15112345678');
    expect(rememberedPhone()).toBe('+49.15112345678');
    rememberPhone('+49.15112345678', false);
    expect(localStorage.getItem('rememberedPhone')).toBeNull();
  });
  it('ignores a stored value that is no phone', () => {
    localStorage.setItem('rememberedPhone', 'junk');
    expect(rememberedPhone()).toBeNull();
  });
});
