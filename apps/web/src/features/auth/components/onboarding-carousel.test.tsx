import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { OnboardingCarousel } from './onboarding-carousel';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('OnboardingCarousel', () => {
  it('walks the three steps with next and back, then finishing sets the flag', async () => {
    const onDone = vi.fn();
    render(<OnboardingCarousel onDone={onDone} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Sell subscription plans');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Increase visits');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Sell subscription plans');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Attract new clients');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(localStorage.getItem('onboarded')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(localStorage.getItem('onboarded')).toBe('true');
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('skipping sets the flag too', async () => {
    const onDone = vi.fn();
    render(<OnboardingCarousel onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(localStorage.getItem('onboarded')).toBe('true');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
