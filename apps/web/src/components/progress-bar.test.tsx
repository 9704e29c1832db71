import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { percentOf, ProgressBar } from './progress-bar';

describe('percentOf', () => {
  it('is total divided by max as a whole percentage', () => {
    expect(percentOf(5, 20)).toBe(25);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(20, 20)).toBe(100);
  });

  it('is 0 when the maximum is 0 (or missing) or nothing was used', () => {
    expect(percentOf(4, 0)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(3, Number.NaN)).toBe(0);
  });

  it('is capped at 100', () => {
    expect(percentOf(12, 10)).toBe(100);
    expect(percentOf(1000, 1)).toBe(100);
  });
});

describe('ProgressBar', () => {
  it('exposes its value to assistive technology', () => {
    render(<ProgressBar percent={42} label="Usage of Free coffee" />);
    const bar = screen.getByRole('progressbar', { name: 'Usage of Free coffee' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
  });

  it('clamps values outside 0–100', () => {
    render(<ProgressBar percent={140} label="over" />);
    expect(screen.getByRole('progressbar', { name: 'over' })).toHaveAttribute('aria-valuenow', '100');
  });
});
