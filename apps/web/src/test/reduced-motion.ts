// The tests' system asks for reduced motion (the theme respects it): Mantine's dialogs, menus and
// notices then open and close without animation, so no test waits for a transition.
export function prefersReducedMotion(query: string): boolean {
  return /prefers-reduced-motion:\s*reduce/.test(query);
}
