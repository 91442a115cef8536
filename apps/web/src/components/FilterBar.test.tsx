import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setScreenWidth } from '../test/screen-width';
import {
  activeFilterCount,
  activeFiltersBadge,
  FilterBar,
  FilterPanel,
  type FilterDefinition,
  type FilterValues,
} from './FilterBar';

const CROPS = ['Blé dur', 'Blé tendre', 'Maïs grain', 'Orge', 'Pomme de terre', 'Soja', 'Sorgho'];
const FILTERS: FilterDefinition[] = [
  { key: 'culture', label: 'Culture', options: CROPS },
  {
    key: 'dep',
    label: 'Département',
    options: [
      { value: '40', label: 'Landes (40)' },
      { value: '64', label: 'Pyrénées-Atlantiques (64)' },
    ],
  },
];

/** A filter's field by its label, whatever its role (text box, or combobox as ARIA 1.2 has it). */
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
/** The chips shown in a filter's field, in order. */
const chips = (name: string) =>
  Array.from(
    field(name).closest('.mantine-PillsInput-input')?.querySelectorAll('.mantine-Pill-root') ?? [],
  ).map((pill) => pill.textContent);

function Harness({ onChange }: { onChange?: (value: FilterValues) => void }) {
  const [value, setValue] = useState<FilterValues>({});
  return (
    <FilterBar
      filters={FILTERS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('FilterBar', () => {
  it('offers each filter as a labelled field and reports the values chosen by key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(field('Département'));
    await user.click(await screen.findByRole('option', { name: 'Landes (40)' }));
    expect(onChange).toHaveBeenLastCalledWith({ dep: ['40'] });
    await user.click(field('Culture'));
    await user.click(await screen.findByRole('option', { name: 'Orge' }));
    expect(onChange).toHaveBeenLastCalledWith({ dep: ['40'], culture: ['Orge'] });
    // The chip shows the option's label, not its value.
    expect(chips('Département')).toEqual(['Landes (40)']);
  });

  it('searches the options ignoring accents, and says Aucun résultat when none matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(field('Culture'), 'ble');
    const listbox = await screen.findByRole('listbox', { name: 'Culture' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Blé dur', 'Blé tendre']);
    await user.type(field('Culture'), 'xyz');
    expect(await within(listbox).findByText('Aucun résultat')).toBeTruthy();
  });

  it('shows five chips then (+n autres), and clears every filter at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Effacer les filtres' });
    expect(clear).toHaveProperty('disabled', true);
    await user.click(field('Culture'));
    for (const crop of CROPS) await user.click(await screen.findByRole('option', { name: crop }));
    expect(chips('Culture')).toEqual([...CROPS.slice(0, 5), '(+2 autres)']);

    await user.click(clear);
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(chips('Culture')).toEqual([]);
    expect(clear).toHaveProperty('disabled', true);
  });

  it('puts the options of a filter in the page only while its list is open', async () => {
    // Thousands of farmers kept as hidden options would slow every render of a dashboard.
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await user.click(field('Culture'));
    expect(await screen.findAllByRole('option')).toHaveLength(CROPS.length);
    await user.keyboard('{Escape}');
    await user.click(document.body);
    await waitFor(() => expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0));
  });

  it('removes the last value with Backspace, from the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(field('Culture'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ culture: ['Blé dur'] });
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});

describe('FilterBar with another restriction', () => {
  it('keeps Effacer les filtres enabled while the screen restricts otherwise, and clears through onClear', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onClear = vi.fn();
    renderWithProviders(
      <FilterBar filters={FILTERS} value={{}} onChange={onChange} othersActive onClear={onClear} />,
    );
    const clear = screen.getByRole('button', { name: 'Effacer les filtres' });
    expect(clear).toHaveProperty('disabled', false);
    await user.click(clear);
    expect(onClear).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FilterPanel', () => {
  function PanelHarness({ othersActive = false }: { othersActive?: boolean }) {
    const [value, setValue] = useState<FilterValues>({});
    return (
      <FilterPanel
        filters={FILTERS}
        value={value}
        onChange={setValue}
        othersActive={othersActive}
        onClear={() => setValue({})}
      />
    );
  }

  it('counts the active filters: fields with a value, and the other restriction', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ culture: ['Orge', 'Soja'], dep: [] })).toBe(1);
    expect(activeFilterCount({ culture: ['Orge'], dep: ['40'] }, true)).toBe(3);
    expect(activeFiltersBadge(0)).toBeNull();
    expect(activeFiltersBadge(1)).toEqual({ text: '(1)', label: '1 filtre actif' });
    expect(activeFiltersBadge(2)).toEqual({ text: '(2)', label: '2 filtres actifs' });
  });

  it('below 960 px, says on the Filtres button how many are active and closes on Appliquer', async () => {
    setScreenWidth(360);
    const user = userEvent.setup();
    renderWithProviders(<PanelHarness />);
    expect(screen.getByRole('button', { name: 'Filtres' }).textContent).toBe('Filtres');

    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    await user.click(within(dialog).getByLabelText('Département', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Landes (40)' }));
    await user.click(within(dialog).getByLabelText('Culture', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Orge' }));
    await user.keyboard('{Escape}');
    dialog = screen.getByRole('dialog', { name: 'Filtres' });
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const button = screen.getByRole('button', { name: 'Filtres (2 filtres actifs)' });
    expect(button.textContent).toContain('Filtres\u00a0(2)');

    // Cleared, the button says nothing more.
    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    await user.click(within(dialog).getByRole('button', { name: 'Effacer les filtres' }));
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filtres' }).textContent).toBe('Filtres');
  });

  it('counts the other restriction on the button', () => {
    setScreenWidth(360);
    renderWithProviders(<PanelHarness othersActive />);
    expect(screen.getByRole('button', { name: 'Filtres (1 filtre actif)' })).toBeTruthy();
  });

  it('from 960 px, shows the bar in the page, with no button and no Appliquer', () => {
    setScreenWidth(1280);
    renderWithProviders(<PanelHarness />);
    expect(screen.getByLabelText('Culture', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filtres/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Appliquer' })).toBeNull();
  });
});
