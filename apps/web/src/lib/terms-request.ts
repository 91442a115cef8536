// Asking for the terms of use from anywhere in the app (the footer's link, the About page): the
// shell, which knows the user, shows them.
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (requested === value) return;
  requested = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => requested;

export function requestTermsOfUse(): void {
  set(true);
}

export function closeTermsOfUse(): void {
  set(false);
}

export function useTermsOfUseRequested(): boolean {
  return useSyncExternalStore(subscribe, current, current);
}
