// The kit's select (issue 41, finding 13): a combobox named by its label that says whether its
// list is open, whose list scrolls itself (axe scrollable-region-focusable exempts a combobox's
// popup, not a bare viewport inside it), driven from the field by the keyboard.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SELECT_LIST_MAX_HEIGHT, SelectField } from './SelectField';

const PRODUCTS = Array.from({ length: 30 }, (_, index) => ({
  value: String(index + 1),
  label: `Produit n° ${index + 1}`,
}));

function Harness({ searchable = true }: { searchable?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SelectField
        label="Produit 1"
        searchable={searchable}
        data={PRODUCTS}
        value={value}
        onChange={setValue}
      />
      <output>{value ?? 'aucun'}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is a combobox named by its label, saying whether its list is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Produit 1' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.click(field);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('listbox');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('scrolls its list itself, with no scrolling viewport inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Produit 1' }));
    const list = await screen.findByRole('listbox');
    expect(list.querySelector('.mantine-ScrollArea-viewport')).toBeNull();
    const style = getComputedStyle(list);
    expect(style.overflowY).toBe('auto');
    expect(style.maxHeight).toBe(`${SELECT_LIST_MAX_HEIGHT}px`);
  });

  it('is searched and chosen from the keyboard, the focus staying on the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Produit 1' });
    await user.type(field, 'n° 12');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Produit n° 12',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('12')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Produit n° 12');
  });

  it('opens from the keyboard when it is not searchable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness searchable={false} />);
    const field = screen.getByRole('combobox', { name: 'Produit 1' });
    field.focus();
    await user.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
