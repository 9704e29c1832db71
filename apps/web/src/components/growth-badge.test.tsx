import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { GrowthBadge } from './growth-badge';

const badge = (growth: number) => {
  render(<GrowthBadge growth={growth} label="from last month" />);
  return screen.getByTestId('growth-badge');
};

describe('GrowthBadge', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('is green at zero', () => {
    const el = badge(0);
    expect(el).toHaveTextContent('0%');
    expect(el).toHaveClass('text-green-700');
    expect(el).not.toHaveClass('text-red-700');
  });

  it('is green above zero, as a whole-number percent with its sign', () => {
    const el = badge(12.4);
    expect(el).toHaveTextContent('+12%');
    expect(el).toHaveClass('text-green-700', 'bg-green-50');
  });

  it('is red below zero', () => {
    const el = badge(-7.6);
    expect(el).toHaveTextContent('-8%');
    expect(el).toHaveClass('text-red-700', 'bg-red-50');
    expect(el).not.toHaveClass('text-green-700');
  });

  it('stays green when a tiny drop rounds to 0%', () => {
    expect(badge(-0.2)).toHaveClass('text-green-700');
  });

  it('shows its label', () => {
    badge(3);
    expect(screen.getByText('from last month')).toBeInTheDocument();
  });
});
