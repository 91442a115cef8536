// Colours are chosen for WCAG 2.1 AA contrast (RGAA 4.1, DESIGN "Web"): Mantine's default shade 6
// is too light for white text and for text on light backgrounds, so every colour is used at shade
// 9 and the dimmed text is darkened.
import {
  Anchor,
  createTheme,
  Drawer,
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
    }),
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
