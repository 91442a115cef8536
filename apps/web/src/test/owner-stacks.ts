import * as React from 'react';

/**
 * React's development build gives every element it creates an owner stack: an `Error` of ten
 * frames and a `console.createTask`, read only to print where a component came from in a warning
 * or in the browser's debugger. In the web's tests that was a sixth of the processor (the four
 * heaviest files: 134 instead of 161 processor-seconds, ADR 0008). React stops taking them once a
 * render has created 10,000; this makes every element count past that limit, so elements carry
 * React's "unknown owner" stack instead. Rendering, effects, events and the warnings themselves
 * are unchanged; only a warning's component stack is shorter. `REACT_OWNER_STACKS=1` keeps them,
 * to debug a warning.
 */
export function withoutOwnerStacks(): void {
  if (process.env['REACT_OWNER_STACKS'] === '1') return;
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // A React without this counter (another major version) keeps its stacks: nothing breaks.
  if (internals === undefined || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => OWNER_STACK_LIMIT,
    set: () => undefined,
  });
}

/** The count past which React's JSX runtime stops taking owner stacks (react 19.1 and later). */
const OWNER_STACK_LIMIT = 10_000;
