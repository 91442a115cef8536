import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DayHourTabs } from './DayHourTabs';

describe('DayHourTabs', () => {
  it("opens on the day's tab and mounts the hour's only when it is chosen", async () => {
    renderWithProviders(
      <DayHourTabs
        title="Données météo"
        dayLabel="Par jour"
        hourLabel="Par heure"
        day={<p>Les jours</p>}
        hour={<p>Les heures</p>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Données météo' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Par jour' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Les jours')).toBeTruthy();
    expect(screen.queryByText('Les heures')).toBeNull();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Par heure' }));
    expect(await screen.findByText('Les heures')).toBeTruthy();
    expect(screen.queryByText('Les jours')).toBeNull();
  });
});
