// A section's data being read: a loader, then its content, or what failed with a retry. The old
// plot pages only logged these failures (spec 3 §8); here the user is told.
import type { ReactNode } from 'react';
import { SectionLoadError } from './SectionLoadError';
import { SectionLoader } from './SectionLoader';

export interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadStateProps {
  query: LoadingQuery;
  failure: string;
  /** The loader's name for screen readers. */
  loading: string;
  children: ReactNode;
}

export function LoadState({ query, failure, loading, children }: LoadStateProps) {
  // A retry after a failure shows the loader again rather than the old failure.
  if (query.isPending || (query.isError && query.isFetching)) {
    return <SectionLoader label={loading} />;
  }
  if (query.isError) {
    return <SectionLoadError message={failure} onRetry={() => void query.refetch()} />;
  }
  return <>{children}</>;
}
