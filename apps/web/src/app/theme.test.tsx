import { Modal, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('number inputs (spec 1 §5)', () => {
  it('ignore the up and down arrow keys and the mouse wheel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberInput label="Dose (kg N/ha)" defaultValue={40} />);
    const input = screen.getByRole('textbox', { name: 'Dose (kg N/ha)' });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    fireEvent.wheel(input, { deltaY: -100 });
    fireEvent.wheel(input, { deltaY: 100 });
    expect(input).toHaveProperty('value', '40');
    await user.keyboard('{Backspace}5');
    expect(input).toHaveProperty('value', '45');
  });
});

describe('close buttons', () => {
  it('are named in French in dialogs and notices', async () => {
    renderWithProviders(
      <Modal opened onClose={() => undefined} title="Commentaires">
        contenu
      </Modal>,
    );
    act(() => notifications.show({ message: 'Commentaire enregistré' }));
    await screen.findByText('Commentaire enregistré');
    expect(screen.getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });
});
