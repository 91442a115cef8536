// The interface language (spec 1 §1): French is the only one; the choice is kept in local storage.
import { useCallback, useSyncExternalStore } from 'react';

export const LANGUAGES = [{ code: 'fr', label: 'Français' }] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_STORAGE_KEY = 'langue';
const DEFAULT_LANGUAGE: LanguageCode = 'fr';

function isLanguage(value: string | null): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

function readStored(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage may be disabled (private browsing, strict policies): the default still works.
    return DEFAULT_LANGUAGE;
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): [LanguageCode, (code: LanguageCode) => void] {
  const language = useSyncExternalStore(subscribe, readStored, () => DEFAULT_LANGUAGE);
  const choose = useCallback((code: LanguageCode) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    } catch {
      // Not kept for the next visit, but still applied now.
    }
    document.documentElement.lang = code;
    for (const listener of listeners) listener();
  }, []);
  return [language, choose];
}
