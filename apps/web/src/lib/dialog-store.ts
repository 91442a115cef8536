// The shared error path (docs/architecture.md, "Web"): anything that fails lands here, whether it
// was raised in a component or in TanStack Query's caches, which live outside React. The app shows
// what is queued here in the shared error and info modals, one at a time.
import { useSyncExternalStore } from 'react';
import { ApiError } from './api';

export interface ErrorDialog {
  kind: 'error';
  /** Shown as 'code - description'; an empty code shows the description alone. */
  code: string;
  description: string;
}

export interface InfoDialog {
  kind: 'info';
  title: string;
  message: string;
}

export type SharedDialog = ErrorDialog | InfoDialog;

let queue: readonly SharedDialog[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly SharedDialog[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dialog to show now, or null. */
export function currentDialog(): SharedDialog | null {
  return queue[0] ?? null;
}

export function useCurrentDialog(): SharedDialog | null {
  return useSyncExternalStore(subscribe, currentDialog, currentDialog);
}

export function showDialog(dialog: SharedDialog): void {
  emit([...queue, dialog]);
}

/** Closes the dialog on screen; the next queued one, if any, takes its place. */
export function dismissDialog(): void {
  emit(queue.slice(1));
}

/** Logging out resets every store: pending dialogs belong to the previous user. */
export function resetDialogs(): void {
  emit([]);
}

/** The error modal's content for any thrown value. */
export function errorDialogOf(error: unknown): ErrorDialog {
  if (error instanceof ApiError) {
    return { kind: 'error', code: String(error.status || ''), description: error.message };
  }
  return {
    kind: 'error',
    code: '',
    description: error instanceof Error && error.message !== '' ? error.message : String(error),
  };
}

export function showError(error: unknown): void {
  showDialog(errorDialogOf(error));
}

export function showInfo(title: string, message: string): void {
  showDialog({ kind: 'info', title, message });
}
