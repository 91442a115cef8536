// Opens a screen the way a user does: the whole app (router, guards, lazy chunks) at its address.
import type { waitForOptions } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { buildRoutes } from '../app/routes';
import { renderRoutes } from './render';
import { findScreenTitle } from './screens';

/**
 * Renders the whole app at `path` (against the fake BFF the test has set up), checks that the
 * screen titled `title` comes within `wait`, and gives the user who then acts on it.
 */
export async function openScreen(
  path: string,
  title: string | RegExp,
  wait?: waitForOptions,
): Promise<UserEvent> {
  renderRoutes(buildRoutes(), path);
  expect(await findScreenTitle(title, wait)).toBeTruthy();
  return userEvent.setup();
}
