// What the feature tests look for on any screen: its title, a dialog's message, a filter's option.
import { screen, within, type waitForOptions } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { LAZY_CHUNK } from './timeouts';

/**
 * The screen's title: its one level-1 heading. Screens are lazily loaded chunks: unless told
 * otherwise, the title may take as long as such a chunk does to come (`LAZY_CHUNK`).
 */
export function findScreenTitle(
  name: string | RegExp,
  wait: waitForOptions = LAZY_CHUNK,
): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name }, wait);
}

/**
 * Picks `option` in the filter labelled `label` of the screen's main area (a Mantine select or
 * multi-select), then closes its list with Escape so that it hides nothing the test reads next.
 */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(within(screen.getByRole('main')).getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** The dialog named `name`, once it has opened, checked to say `text`. */
export async function findDialogSaying(name: string, text: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  expect(within(dialog).getByText(text)).toBeTruthy();
  return dialog;
}

/**
 * Ticks the selection box of each row that shows one of `names` in the main area's table named
 * `table` (a mantine-react-table list with row selection).
 */
export async function selectRows(
  user: UserEvent,
  table: string,
  names: readonly string[],
): Promise<void> {
  const rows = within(within(screen.getByRole('main')).getByRole('table', { name: table }));
  for (const name of names) {
    const row = rows.getByText(name).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox', { name: /Sélectionner la ligne/ }));
  }
}
