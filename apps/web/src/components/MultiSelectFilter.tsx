// A labelled, searchable multi-select whose chips follow spec 3 §9: the first five values chosen,
// then '(+n autres)'. Mantine's MultiSelect shows every value as a chip, which on a filter of
// fifty farmers pushes the page down, so this one is built on the same Combobox parts.
import {
  type BoxProps,
  CheckIcon,
  Combobox,
  Group,
  Pill,
  PillsInput,
  useCombobox,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { CHIPS_MAX, chipsLabel } from '@agro/domain/dates';
import { foldForSearch } from '@agro/domain/search';
import { useMemo, useState } from 'react';

export const NOTHING_FOUND = 'Aucun résultat';

export interface FilterOption {
  value: string;
  label: string;
  /** The heading the option is listed under (a department's region); options keep their order. */
  group?: string;
}

export interface MultiSelectFilterProps {
  label: string;
  /** Values offered; a plain string is both the value and its label. */
  options: readonly (string | FilterOption)[];
  value: readonly string[];
  onChange(next: string[]): void;
  placeholder?: string;
  /** Width of the field, responsive like every Mantine style prop. */
  w?: BoxProps['w'];
  /** One value at most: picking another replaces it, picking it again removes it. */
  single?: boolean;
  /** Greyed out and closed (e.g. departments while a foreign country is chosen). */
  disabled?: boolean;
}

/**
 * Mantine's events target leaves the field a text box and drops aria-expanded while the list is
 * closed; given to the target itself, these win over its own attributes.
 */
function comboboxRole(opened: boolean): object {
  return { role: 'combobox', 'aria-expanded': opened };
}

function asOption(option: string | FilterOption): FilterOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/** Options under their group's heading, groups in the order their first option comes. */
function groupsOf(
  options: readonly FilterOption[],
): { group: string | undefined; members: FilterOption[] }[] {
  const groups: { group: string | undefined; members: FilterOption[] }[] = [];
  for (const option of options) {
    const last = groups.find((entry) => entry.group === option.group);
    if (last) last.members.push(option);
    else groups.push({ group: option.group, members: [option] });
  }
  return groups;
}

export function MultiSelectFilter({
  label,
  options,
  value,
  onChange,
  placeholder,
  w,
  single = false,
  disabled = false,
}: MultiSelectFilterProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const all = useMemo(() => options.map(asOption), [options]);
  const labelOf = useMemo(() => new Map(all.map((option) => [option.value, option.label])), [all]);

  const toggle = (picked: string) => {
    if (single) {
      onChange(value.includes(picked) ? [] : [picked]);
      combobox.closeDropdown();
      return;
    }
    onChange(value.includes(picked) ? value.filter((v) => v !== picked) : [...value, picked]);
  };

  // Spec 3 §9: the chips stop at CHIPS_MAX, the rest is counted in the last one.
  const chips = chipsLabel(value.map((v) => labelOf.get(v) ?? v));
  const shownCount = Math.min(CHIPS_MAX, value.length);
  const overflow = chips.length > shownCount ? chips[chips.length - 1] : null;

  const folded = foldForSearch(search);
  const visible =
    folded === ''
      ? all
      : all.filter(
          (o) =>
            foldForSearch(o.label).includes(folded) ||
            (o.group !== undefined && foldForSearch(o.group).includes(folded)),
        );

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        toggle(picked);
        setSearch('');
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={label}
          w={w}
          pointer={!disabled}
          disabled={disabled}
          onClick={() => {
            if (!disabled) combobox.openDropdown();
          }}
        >
          <Pill.Group>
            {value.slice(0, shownCount).map((v) => (
              <Pill key={v} withRemoveButton={!disabled} onRemove={() => toggle(v)}>
                {labelOf.get(v) ?? v}
              </Pill>
            ))}
            {overflow && <Pill>{overflow}</Pill>}
            {/* A combobox (ARIA 1.2) whose popup is the list: screen readers announce it so, and
                the list that scrolls belongs to it (axe scrollable-region-focusable). */}
            <Combobox.EventsTarget {...comboboxRole(combobox.dropdownOpened)}>
              <PillsInput.Field
                id={id}
                value={search}
                disabled={disabled}
                placeholder={value.length === 0 ? placeholder : undefined}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  setSearch('');
                }}
                onChange={(event) => {
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search === '' && value.length > 0) {
                    event.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        {/* The list itself scrolls, not a viewport inside it: the keyboard moves through it with
            the arrow keys from the field, which keeps the focus. */}
        <Combobox.Options labelledBy={`${id}-label`} mah={260} style={{ overflowY: 'auto' }}>
          <>
            {/* Combobox keeps its dropdown in the page while closed: a filter of 2,000 farmers
                would keep 2,000 hidden options there, slowing every render of the screen. */}
            {!combobox.dropdownOpened ? null : visible.length === 0 ? (
              <Combobox.Empty>{NOTHING_FOUND}</Combobox.Empty>
            ) : (
              groupsOf(visible).map(({ group, members }) => {
                const items = members.map((option) => {
                  const chosen = value.includes(option.value);
                  return (
                    <Combobox.Option
                      value={option.value}
                      key={option.value}
                      active={chosen}
                      aria-selected={chosen}
                    >
                      <Group gap="xs" wrap="nowrap">
                        {chosen ? (
                          <CheckIcon size={12} aria-hidden />
                        ) : (
                          <span style={{ width: 12 }} />
                        )}
                        <span>{option.label}</span>
                      </Group>
                    </Combobox.Option>
                  );
                });
                return group === undefined ? (
                  items
                ) : (
                  <Combobox.Group key={group} label={group} role="group" aria-label={group}>
                    {items}
                  </Combobox.Group>
                );
              })
            )}
          </>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
