import { Drawer, Menu, Modal, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { OVERLAYS_LABEL, theme } from './theme';
import { LAZY_CHUNK } from '../test/timeouts';

describe('number inputs (spec 1 §5)', () => {
  it('follow the system’s wish for reduced motion', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });

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

describe('notices', () => {
  it('write a message under a title dark enough to read (axe color-contrast)', async () => {
    renderWithProviders(<span />);
    act(() => notifications.show({ title: 'Suppression', message: 'Parcelle supprimée' }));
    const message = await screen.findByText('Parcelle supprimée');
    expect(message.style.color).toBe('var(--mantine-color-gray-8)');
  });
});

describe('landmarks of dialogs, menus and lists (axe, RGAA 9.2)', () => {
  it("do not make a dialog's title bar a second banner", async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => undefined} title="Commentaires">
          contenu
        </Modal>
        <Drawer opened onClose={() => undefined} title="Menu">
          contenu
        </Drawer>
      </>,
    );
    await screen.findByRole('dialog', { name: 'Commentaires' }, LAZY_CHUNK);
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
    expect(document.querySelectorAll('header')).toHaveLength(0);
  });

  it('keep menus (and every other portal) inside one named region', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Menu>
        <Menu.Target>
          <button type="button">Ferti</button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Ferti">
          <Menu.Item>CHN</Menu.Item>
          <Menu.Item>QN</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Ferti' }));
    const menu = await screen.findByRole('menu', { name: 'Ferti' });
    const region = screen.getByRole('region', { name: OVERLAYS_LABEL });
    expect(region.contains(menu)).toBe(true);
    // A menu holds its items only: no focus placeholder before them.
    expect([...menu.children].map((child) => child.getAttribute('role'))).toEqual([
      'menuitem',
      'menuitem',
    ]);
  });
});
