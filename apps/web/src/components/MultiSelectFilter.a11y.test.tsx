// The multi-select's accessibility (issue 14 #8): a combobox whose own list scrolls, so that the
// scrolling list belongs to the field that drives it from the keyboard (axe
// scrollable-region-focusable exempts a combobox's popup, not a bare viewport inside it).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MultiSelectFilter } from './MultiSelectFilter';

const CROPS = Array.from({ length: 30 }, (_, index) => `Culture ${index + 1}`);

function Harness() {
  const [value, setValue] = useState<string[]>([]);
  return <MultiSelectFilter label="Culture" options={CROPS} value={value} onChange={setValue} />;
}

describe('MultiSelectFilter accessibility', () => {
  it('is a combobox named by its label, which says whether its list is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Culture' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.click(field);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('listbox');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
  });

  it('scrolls its list itself, with no scrolling viewport of its own inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Culture' }));
    const list = await screen.findByRole('listbox');
    expect(list.style.overflowY).toBe('auto');
    expect(list.querySelector('.mantine-ScrollArea-viewport')).toBeNull();
    // The keyboard moves through the options from the field, which keeps the focus.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Culture' }));
  });

  it('lists grouped options under their group, found by the group name too', async () => {
    const user = userEvent.setup();
    function Grouped() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <MultiSelectFilter
          label="Départements"
          options={[
            { value: '28', label: 'Eure-et-Loir (28)', group: 'Centre-Val de Loire' },
            { value: '45', label: 'Loiret (45)', group: 'Centre-Val de Loire' },
            { value: '35', label: 'Ille-et-Vilaine (35)', group: 'Bretagne' },
          ]}
          value={value}
          onChange={setValue}
        />
      );
    }
    renderWithProviders(<Grouped />);
    const field = screen.getByRole('combobox', { name: 'Départements' });
    await user.click(field);
    const centre = await screen.findByRole('group', { name: 'Centre-Val de Loire' });
    expect(centre.querySelectorAll('[role="option"]')).toHaveLength(2);
    await user.type(field, 'bretagne');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ille-et-Vilaine (35)',
    ]);
  });
});
