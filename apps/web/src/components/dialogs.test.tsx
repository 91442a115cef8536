import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ChoiceModal } from './ChoiceModal';
import { ErrorModal } from './ErrorModal';
import { InfoModal } from './InfoModal';

describe('shared dialogs', () => {
  it("the error modal reads 'code - description' under the title Erreur", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ErrorModal opened code="403" description="Erreur API (services.errors)" onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(dialog).getByText('403 - Erreur API (services.errors)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the error modal shows the description alone when there is no code', async () => {
    renderWithProviders(
      <ErrorModal opened code="" description="Un problème est survenu." onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(dialog).getByText('Un problème est survenu.')).toBeTruthy();
  });

  it('the info modal shows its title and message', async () => {
    renderWithProviders(
      <InfoModal opened title="Enregistrement effectué" message="C'est fait." onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrement effectué' });
    expect(within(dialog).getByText("C'est fait.")).toBeTruthy();
  });

  it('the choice modal answers only through Oui or Annuler', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ChoiceModal
        opened
        question={'Êtes-vous sûr de vouloir supprimer cet élément\u202f?'}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      // The narrow no-break space before '?' is checked as it is, not collapsed to a space.
      within(dialog).getByText('Êtes-vous sûr de vouloir supprimer cet élément\u202f?', {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Oui' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
