// Colours are chosen for WCAG 2.1 AA contrast (RGAA 4.1, docs/architecture.md, "Web"): Mantine's
// default shade 6 is too light for white text and for text on light backgrounds, so every colour is
// used at shade 9 and the dimmed text is darkened.
import {
  Anchor,
  createTheme,
  Drawer,
  Menu,
  Modal,
  Notification,
  NumberInput,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

const agro: MantineColorsTuple = [
  '#e8f5e9',
  '#c8e6c9',
  '#a5d6a7',
  '#81c784',
  '#66bb6a',
  '#4caf50',
  '#43a047',
  '#388e3c',
  '#2e7d32',
  '#1b5e20',
];

const CLOSE_LABEL = 'Fermer';

/** Name of the landmark that holds every menu, list of choices, dialog and notice (portals). */
export const OVERLAYS_LABEL = 'Menus et fenêtres';
const OVERLAYS_ID = 'menus-et-fenetres';

/**
 * Where Mantine's portals render. By default each portal is a bare `div` at the end of the body,
 * outside every landmark, so a screen reader moving by landmarks never reaches an open menu's or
 * list's content (axe `region`, RGAA 9.2). One shared container, a named region, holds them all.
 * It is looked up (and put back if a test emptied the body) at each portal's render.
 */
export function overlaysContainer(): HTMLElement {
  const existing = document.getElementById(OVERLAYS_ID);
  if (existing) return existing;
  const container = document.createElement('div');
  container.id = OVERLAYS_ID;
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', OVERLAYS_LABEL);
  document.body.appendChild(container);
  return container;
}

/** Below this width the menu moves into a drawer (spec 1 §9: 960 px). */
export const SMALL_SCREEN_BREAKPOINT = '60em';

export const theme = createTheme({
  primaryColor: 'agro',
  primaryShade: 9,
  colors: { agro },
  // `md` is the spec's small-screen limit, so `visibleFrom="md"` means "wide screen".
  breakpoints: { xs: '30em', sm: '48em', md: SMALL_SCREEN_BREAKPOINT, lg: '75em', xl: '88em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  // People who ask their system for less motion get dialogs and menus without animation (WCAG
  // 2.3.3); the e2e suite asks for it too, so no click lands on a dialog still opening.
  respectReducedMotion: true,
  components: {
    // Links are told apart from text by more than their colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Spec 1 §5: number inputs ignore the up and down arrow keys, so a user moving through a form
    // cannot change a dose or a date by accident. Mantine's input is a text field, which the
    // mouse wheel never changes either.
    NumberInput: NumberInput.extend({ defaultProps: { withKeyboardEvents: false } }),
    // Mantine's close buttons are a bare icon: without a name, a screen reader says "button".
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } },
      // Under a title Mantine greys the message (gray 6 on white, 3.3:1): too pale to read
      // (axe color-contrast); gray 8 keeps it secondary at 10:1.
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    }),
    // A dialog's title bar is no page banner: Mantine renders it as `<header>`, which outside
    // `main`, `article`... is a second banner landmark beside the top bar's (axe
    // `landmark-no-duplicate-banner`, `landmark-unique`).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A menu holds menu items only (axe `aria-required-children`): Mantine's focus placeholder,
    // an empty focusable `div` first in the menu, goes. Opened from the keyboard the menu still
    // focuses its first item; opened with the mouse, the menu itself.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // A function: Mantine evaluates it at each render, so the container is found even if the body
    // was emptied since (tests).
    Portal: { defaultProps: () => ({ target: overlaysContainer() }) },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
