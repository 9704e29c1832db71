import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, Instagram, Plus, X } from './icons';

describe('Icon', () => {
  it("draws lucide's shapes for the icon, stroked in the text colour", () => {
    const { container } = render(<Icon icon={Plus} className="h-5 w-5" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveClass('h-5', 'w-5');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(Plus.map(([, a]) => a.d));
  });

  it('is hidden from screen readers unless it is given a name', () => {
    const { container } = render(<Icon icon={X} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with its name when labelled, as the splash names each network', () => {
    render(<Icon icon={Instagram} role="img" aria-label="Instagram" strokeWidth={1.8} />);
    const img = screen.getByRole('img', { name: 'Instagram' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('stroke-width', '1.8');
  });
});
