import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ReasonedButton } from './ReasonedButton';

const REASON = "Vous n'avez pas de droits de recalage.";

describe('ReasonedButton', () => {
  it('is an ordinary button without a reason', async () => {
    const press = vi.fn();
    renderWithProviders(
      <ReasonedButton onClick={press} aria-haspopup="dialog">
        Nouvelle demande
      </ReasonedButton>,
    );
    const button = screen.getByRole('button', { name: 'Nouvelle demande' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(button);
    expect(press).toHaveBeenCalledOnce();
  });

  it('disabled without a reason, is natively disabled', () => {
    renderWithProviders(
      <ReasonedButton onClick={vi.fn()} disabled>
        Nouvelle demande
      </ReasonedButton>,
    );
    expect(screen.getByRole('button', { name: 'Nouvelle demande' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('with a reason, stays focusable, says why to keyboard and screen readers, and does nothing', async () => {
    const press = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ReasonedButton onClick={press} disabledReason={REASON}>
        Nouvelle demande
      </ReasonedButton>,
    );
    const button = screen.getByRole('button', { name: 'Nouvelle demande' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(REASON);
    expect(screen.getAllByText(REASON)).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(button);
    // Focus opens the tooltip: the reason is on screen for a keyboard user too, beside the
    // description.
    await waitFor(() => expect(screen.getAllByText(REASON)).toHaveLength(2));
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(press).not.toHaveBeenCalled();
  });
});
