import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('puts each tagged part into its element and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <RichText text="Read <a>the terms</a> and <b>the policy</b>." tags={{ a: <a href="/t" />, b: <em /> }} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Read <a href="/t">the terms</a> and <em>the policy</em>.</p>');
  });

  it('shows an unknown tag as its text', () => {
    const { container } = render(<RichText text="x <zz>y</zz> z" tags={{}} />);
    expect(container.textContent).toBe('x y z');
  });
});
