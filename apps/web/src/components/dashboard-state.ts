// What a dashboard shows of a query's state: its load error, its figures while they come, the
// notice of an empty list. Every dashboard said these the same way, each in its own words.
import type { DashboardLoadError } from './DashboardLayout';
import type { IndicatorCardProps } from './IndicatorCard';

/** The parts of a TanStack query the dashboards read. */
export interface QueryState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch(): Promise<unknown>;
}

/** The load error of a failed query, retried by reading it again; null while it has not failed. */
export function loadErrorOf(
  query: Pick<QueryState, 'isError' | 'refetch'>,
  message: string,
  cardTitle?: string,
): DashboardLoadError | null {
  if (!query.isError) return null;
  return { message, onRetry: () => void query.refetch(), cardTitle };
}

/**
 * The cards of a query's figures: a placeholder while it is read, a dash if it failed (a figure
 * of data not read would be a false zero).
 */
export function figuresOf(
  query: Pick<QueryState, 'isPending' | 'isSuccess'>,
  cards: readonly IndicatorCardProps[],
): IndicatorCardProps[] {
  return cards.map((card) => ({
    ...card,
    value: query.isSuccess ? card.value : null,
    loading: query.isPending,
  }));
}

export interface EmptyListTexts {
  /** No row at all: nothing is linked to the account. */
  none: string;
  /** Rows, but none kept by the filters. */
  noMatch?: string;
}

/** Why a loaded list shows nothing, or null while it shows rows (or is not loaded yet). */
export function emptyListNotice(
  loaded: boolean,
  counts: { all: number; shown?: number },
  texts: EmptyListTexts,
): string | null {
  if (!loaded) return null;
  if (counts.all === 0) return texts.none;
  if (counts.shown === 0 && texts.noMatch !== undefined) return texts.noMatch;
  return null;
}
