import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ScreenFrame, screenFailureOf } from './ScreenFrame';

describe('ScreenFrame', () => {
  it('shows the module, the title and the content', () => {
    renderWithProviders(
      <ScreenFrame caption="Mildiou - + Météo" title="Compléter la météo">
        <p>Contenu</p>
      </ScreenFrame>,
    );
    expect(screen.getByText('Mildiou - + Météo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Compléter la météo' })).toBeTruthy();
    expect(screen.getByText('Contenu')).toBeTruthy();
  });

  it('says what failed instead of the content, and reads again on Réessayer', async () => {
    const refetch = vi.fn();
    const failure = screenFailureOf({ error: new Error('Serveur indisponible'), refetch }, 'Échec');
    renderWithProviders(
      <ScreenFrame caption="Mildiou" title="Titre" failure={failure}>
        <p>Contenu</p>
      </ScreenFrame>,
    );
    expect(screen.queryByText('Contenu')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Serveur indisponible');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('has no failure while the read has not failed', () => {
    expect(screenFailureOf({ error: null, refetch: () => undefined }, 'Échec')).toBeNull();
  });
});
