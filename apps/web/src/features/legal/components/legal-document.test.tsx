import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { LegalDocument } from './legal-document';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <LegalDocument doc="terms" />
    </MemoryRouter>,
  );

beforeEach(() => void i18n.changeLanguage('en'));

describe('legal page back link', () => {
  it('returns to the page named by from', () => {
    renderAt('/terms-and-conditions?from=/register');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/register');
  });

  it('falls back to /login without from', () => {
    renderAt('/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
  });

  it.each(['https://evil.test', '//evil.test', 'javascript:alert(1)'])('ignores an unsafe from: %s', (from) => {
    renderAt(`/terms-and-conditions?from=${encodeURIComponent(from)}`);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
  });

  it('shows the date and the sections in English and German', async () => {
    renderAt('/terms-and-conditions');
    expect(screen.getByText('Last updated 18 February')).toBeInTheDocument();
    expect(screen.getByText(/billed monthly or annually/)).toBeInTheDocument();
    expect(screen.getByText(/at least 7 business days/)).toBeInTheDocument();
    expect(screen.getByText(/up to 30 days/)).toBeInTheDocument();
    await i18n.changeLanguage('de');
    expect(await screen.findByText('Zuletzt aktualisiert am 18. Februar')).toBeInTheDocument();
    expect(screen.getByText(/mindestens 7 Werktage/)).toBeInTheDocument();
  });
});
