// Every screen is its own chunk (docs/architecture.md, "Web"), loaded on first visit. A chunk that
// does not arrive within 120 s (spec 1 §9) or fails to load shows a French message and a retry
// button instead of a blank page.
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`Chargement interrompu après ${Math.round(timeoutMs / 1000)} secondes`);
    this.name = 'ScreenLoadTimeout';
  }
}

/** The loader's result, or a ScreenLoadTimeout once timeoutMs has passed. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeout(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface LoadFailureProps {
  error: Error;
  retry: () => void;
}

interface BoundaryProps {
  fallback: (props: LoadFailureProps) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, retry: this.props.onRetry });
    return this.props.children;
  }
}

export interface LazyScreenOptions {
  /** Shown while the chunk loads. */
  pending: ReactNode;
  /** Shown when it failed, with a way to try again. */
  failure: (props: LoadFailureProps) => ReactNode;
  timeoutMs?: number;
}

/** A lazily loaded screen, whose code can be fetched ahead of its first visit. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Fetches the screen's code now; a later first render then shows it without a loader. */
  preload(): Promise<void>;
};

/**
 * A component that loads its code on first render. React.lazy remembers a failed load forever,
 * so a retry builds a new lazy component (the browser fetches the chunk again). Once the code is
 * there (loaded or preloaded), the screen renders directly: React would otherwise show the loader
 * for a while even for code that is already in memory.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { pending, failure, timeoutMs = SCREEN_LOAD_TIMEOUT_MS }: LazyScreenOptions,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    withTimeout(load(), timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    });
  const build = () => lazy(loadOnce);
  const current = { Screen: build() };

  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      current.Screen = build();
      setAttempt((n) => n + 1);
    };
    if (loaded !== null) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    const Screen = current.Screen;
    return (
      <LoadBoundary key={attempt} fallback={failure} onRetry={retry}>
        <Suspense fallback={pending}>
          <Screen {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(LazyScreen, {
    preload: () =>
      loaded !== null
        ? Promise.resolve()
        : loadOnce().then(
            () => undefined,
            // A failed preload is no failure: the first visit loads again and says so if it must.
            () => undefined,
          ),
  });
}
