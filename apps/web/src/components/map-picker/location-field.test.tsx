import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { LocationField } from '@/components/map-picker/location-field';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LocationField', () => {
  it('shows the chosen coordinates in the interface language', async () => {
    await i18n.changeLanguage('de');
    render(<LocationField lat={52.52} lng={13.405} onOpen={() => {}} />);
    expect(screen.getByTestId('location-coords')).toHaveTextContent('Markiert bei Breite 52,52000, Länge 13,40500');
    await i18n.changeLanguage('en');
    render(<LocationField lat={48.1} lng={11.5} onOpen={() => {}} />);
    expect(screen.getAllByTestId('location-coords')[1]).toHaveTextContent('Pinned at 48.10000, 11.50000');
  });
});
