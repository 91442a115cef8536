// The table of every list screen (docs/architecture.md, "Web": mantine-react-table with the spec's
// columns, page sizes, search and filters; big lists virtualised). A screen gives the shared column
// definitions its Excel export also uses (@agro/contracts/columns), so table and file show the same
// values; the search box and the column filters keep rows with the very predicate the export
// applies.
import 'mantine-react-table/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ExportPath } from '@agro/contracts/bff/exports';
import { LIST_PAGE_SIZE_MAX } from '@agro/contracts/bff/lists';
import { compareCells } from '@agro/contracts/columns/cell-order';
import type { Column } from '@agro/contracts/columns/column';
import {
  EMPTY_TABLE_QUERY,
  tableRowFilter,
  type SearchAlso,
  type TableQuery,
} from '@agro/contracts/columns/table-query';
import { cellText } from '@agro/domain/search';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
  type MRT_Row,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_RowVirtualizer,
  type MRT_SortingState,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'mantine-react-table';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { showError } from '../lib/dialog-store';
import type { ServerPage } from '../lib/paged-list';
import { downloadExport } from '../lib/table-export';
import { ExportButton } from './ExportButton';
import { FilterBar, type FilterDefinition, type FilterOption } from './FilterBar';
import {
  columnSetOrder,
  hiddenByColumnSet,
  type ColumnSet,
  type ColumnSets,
} from './data-table/column-sets';
import { ColumnSetSwitch, useColumnSet } from './data-table/ColumnSetSwitch';
import { GroupHeader } from './data-table/GroupHeader';
import { HeaderHelp } from './data-table/HeaderHelp';
import { NO_DATA, NO_RESULT, TABLE_LOCALIZATION } from './data-table/localization';
import { SearchBox } from './data-table/SearchBox';
import { groupedPaginationRowModel, pageRowCount } from './data-table/pages';
import { TablePagination, type PageSize } from './data-table/TablePagination';
import tableClasses from './data-table/DataTable.module.css';

export type { PageSize };
export type { ColumnSets };
export type { TableQuery };

/** Spec 3 §9: the page sizes a table offers unless its screen says otherwise. */
export const DEFAULT_PAGE_SIZES: readonly PageSize[] = [15, 25, 50, 75, 100];

/** Past this many rows on one page, rows are virtualised: only those in view are in the page. */
export const VIRTUALIZE_FROM = 100;

/**
 * Below this width (px) a table shows a condensed row: its pinned columns only (issue 14). The
 * same 600 px under which a phone lays a screen out in one column.
 */
export const PHONE_MAX_WIDTH = 599.98;

/**
 * Height a table scrolls within, its header staying in view, unless a screen says otherwise: the
 * window's height less the page's sticky top bar and the pager, never under 360 px.
 */
export const DEFAULT_TABLE_MAX_HEIGHT = 'max(360px, calc(100dvh - 180px))';

/**
 * The stripes of every other row: a grey paler than any row colour a screen gives (the water
 * balance's frequency rows are `#ced4da`), also when hovered, so that a striped row is never
 * taken for a coloured one. Black text keeps 18:1 on it.
 */
export const STRIPE_COLOUR = '#f8f9fa';
export const STRIPE_HOVER_COLOUR = '#f1f3f5';

export const SEARCH_LABEL = 'Rechercher';
export const EXPORT_LABEL = 'Exporter';

/** French order of a table's cells (numbers, dates, text), the BFF's paged lists' too. */
export { compareCells };

/** What a table's row may be: a wrapper of DataTable names its rows' type without MRT. */
export type TableRow = MRT_RowData;

/** A shared column as the table reads it (its `sortValue`, where it has one, orders the rows). */
export type TableColumn<Row> = Column<Row>;

/** How a screen shows one shared column; the column keeps its value, header and Excel width. */
export interface ColumnDisplay<Row> {
  /**
   * The cell's content (a badge, an icon, a link) instead of the value's text. The search and the
   * filters look at the value, so what a cell shows should read as its value (an icon needs the
   * value as its accessible name).
   */
  render?: (row: Row) => ReactNode;
  /** A multi-select filter above the table, offering the column's values found in the rows. */
  filter?: 'multi-select';
  /** Text alignment of the header and cells. */
  align?: 'left' | 'center' | 'right';
  /** Clicking the header sorts (default true). */
  sortable?: boolean;
  /** Width on screen in pixels (the column's `width` is the Excel one, in characters). */
  size?: number;
  /**
   * Not shown: the column still serves the search, the filters and the export (a dashboard's
   * filter on a field its table does not list).
   */
  hidden?: boolean;
  /** An explanation of the column, behind an info button in its header (name and tooltip). */
  headerHelp?: string;
}

export interface DataTableProps<Row extends MRT_RowData> {
  /** The table's accessible name, e.g. 'Liste des parcelles'. */
  label: string;
  columns: readonly TableColumn<Row>[];
  /** Per column key: rendering, filter, alignment. */
  display?: Readonly<Record<string, ColumnDisplay<Row>>>;
  rows: readonly Row[];
  /** A stable row id (selection and expansion survive filtering); default: the row's position. */
  getRowId?: (row: Row) => string;
  /** Shows the table's loading overlay. */
  loading?: boolean;
  /** The search box (default true). */
  searchable?: boolean;
  /** Split into pages (default true); without pages, long lists are virtualised. */
  paginated?: boolean;
  /** Rows-per-page choices; 'all' reads "Tous". Default 15, 25, 50, 75, 100. */
  pageSizes?: readonly PageSize[];
  /** Default: the first of `pageSizes`. */
  defaultPageSize?: PageSize;
  /**
   * Column keys to group rows by, e.g. ['integrateur']; groups start open. A group's header row
   * names the column and the value ('Intégrateur : Coop Adour (14)'), the grouped column is not
   * shown, and pages count rows of data, each page under its groups' headers.
   */
  groupBy?: readonly string[];
  /**
   * Column keys that identify a row and decide on it (e.g. plot, status, risk): shown first and
   * pinned to the left while the table scrolls sideways; on a phone (below 600 px), the only
   * columns shown, with the row actions after them.
   */
  pinnedColumns?: readonly string[];
  /**
   * Column keys a phone's condensed row shows too, each under its header's name, after the pinned
   * ones: what a person decides with (the advice and its date, the days left) when the row is
   * too narrow for a table's columns (issue 41, finding 2). Needs `pinnedColumns`.
   */
  cardColumns?: readonly string[];
  /**
   * The essential columns of a wide list (issue 41), decision columns first: a 'Colonnes :
   * Essentielles / Toutes' switch in the toolbar shows those, in that order, or every column;
   * the choice is kept per user and per table (data-table/column-sets.ts). The export keeps
   * every column either way: the file is the list's, not the screen's width.
   */
  columnSets?: ColumnSets;
  /** Initial sort. */
  sortBy?: { key: string; desc?: boolean };
  /** A checkbox per row; the rows chosen are reported to `onSelectionChange`. */
  selectable?: boolean;
  onSelectionChange?: (rows: Row[]) => void;
  /**
   * The ids of every row chosen, on any page: a server-paged table holds one page's rows, and a
   * row chosen on another page, or before a search, stays chosen (with `selectedIds`).
   */
  onSelectedIdsChange?: (ids: string[]) => void;
  /**
   * The ids of the rows selected, when the screen decides them too (a row chosen from a link, a
   * deleted row let go); without it the table keeps its own selection.
   */
  selectedIds?: readonly string[];
  /** A detail panel each row opens from its expand button. */
  renderDetail?: (row: Row) => ReactNode;
  /** Opening a row's panel closes the one open (the CHN follow-up's 'Single expand'). */
  singleExpand?: boolean;
  /**
   * A table's own way of finding rows from the search text, besides its words (the CHN
   * follow-up's typed list of codes); its export must use the same (`tableRowFilter`).
   */
  searchAlso?: SearchAlso<Row>;
  /** Buttons of each row (view, comment…), in a first 'Actions' column. */
  renderRowActions?: (row: Row) => ReactNode;
  /** Width of the 'Actions' column in pixels (default 96: two or three buttons). */
  rowActionsSize?: number;
  /** Name of the BFF export (/bff/exports/<name>.xlsx): shows the 'Exporter' button. */
  exportName?: ExportPath;
  /** The export button's words, when the spec names it (e.g. 'Export BSV'); 'Exporter' otherwise. */
  exportLabel?: string;
  /**
   * What the file needs beyond the table's search and filters, added to its query: the period
   * of a table narrowed by dates ({ debut, fin }), which the BFF applies as the screen does.
   */
  exportParameters?: Readonly<Record<string, string>>;
  /** Why the export cannot be made now (e.g. no rows): 'Exporter' is disabled, saying so. */
  exportDisabledReason?: string | null;
  /** More toolbar content, after the search box (e.g. a 'Nouveau' button). */
  toolbar?: ReactNode;
  /**
   * The rows are one page of a list the BFF pages, sorts and filters (`/bff/lists/<name>`, issue
   * 43): `rows` is the page, and the table reports its page, size and sort instead of working
   * them out. Needs `query` and `onQueryChange`, whose change the screen sends with the page.
   */
  server?: ServerPaging;
  /** Search and filters from outside (e.g. a summary cell filtering the list); else internal. */
  query?: TableQuery;
  onQueryChange?: (query: TableQuery) => void;
  /**
   * Height the table scrolls within, its header staying in view (any CSS length). Default
   * DEFAULT_TABLE_MAX_HEIGHT: the window's height less the top bar and the pager.
   */
  maxHeight?: string;
  /**
   * A row's background (any CSS colour), e.g. forecast rows in orange; null keeps the table's.
   * Choose pale colours: the text on them must keep a 4.5:1 contrast. Colour never says it alone:
   * a column should say the same in words.
   */
  getRowColour?: (row: Row) => string | null | undefined;
}

export interface ServerPaging {
  page: ServerPage;
  onPageChange(page: ServerPage): void;
  /** Rows of the filtered list, every page. */
  total: number;
  /** Each multi-select filter's options over the filtered list (`ListPage.options`). */
  options: Readonly<Record<string, readonly FilterOption[]>>;
}

/** Every value found in a column, once, in French order, blanks left out. */
function columnValues<Row>(column: TableColumn<Row>, rows: readonly Row[]): string[] {
  const values = new Map<string, string | number>();
  for (const row of rows) {
    const value = column.value(row);
    if (value !== null && cellText(value) !== '') values.set(cellText(value), value);
  }
  return [...values.entries()].sort(([, a], [, b]) => compareCells(a, b)).map(([text]) => text);
}

/**
 * The ids the table gives its group rows (`key:value`, nested as `a:x>b:y`), so that groups can
 * start open: the table's own "expand all" would open every detail panel as well.
 */
function groupRowIds<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  groupBy: readonly string[],
): string[] {
  const grouping = groupBy
    .map((key) => columns.find((column) => column.key === key))
    .filter((column): column is Column<Row> => column !== undefined);
  const ids = new Set<string>();
  for (const row of rows) {
    let id = '';
    for (const column of grouping) {
      id = `${id === '' ? '' : `${id}>`}${column.key}:${String(column.value(row))}`;
      ids.add(id);
    }
  }
  return [...ids];
}

/** The panels open after a change; with `single`, only the one just opened stays open. */
export function onlyLatest(
  open: readonly string[],
  before: ReadonlySet<string>,
  single: boolean,
): Set<string> {
  if (!single) return new Set(open);
  const opened = open.filter((id) => !before.has(id));
  return new Set(opened.length > 0 ? opened.slice(-1) : open.slice(-1));
}

function apply<T>(updater: MRT_Updater<T>, previous: T): T {
  return updater instanceof Function ? updater(previous) : updater;
}

export function DataTable<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    display,
    rows,
    searchable = true,
    paginated = true,
    pageSizes = DEFAULT_PAGE_SIZES,
    exportName,
    toolbar,
  } = props;

  const [columnSet, setColumnSet] = useColumnSet(label, props.columnSets);
  const [ownQuery, setOwnQuery] = useState<TableQuery>(EMPTY_TABLE_QUERY);
  const query = props.query ?? ownQuery;
  const setQuery = (next: TableQuery) => {
    if (props.query === undefined) setOwnQuery(next);
    props.onQueryChange?.(next);
  };
  // The text in the search box, ahead of the query while typing has not paused (SearchBox).
  const typedSearch = useRef(query.search);
  // Typing stays fluid on long lists: React filters with the settled text when it has time. A
  // filter chosen applies at once: deferred, it would wait behind whatever else the screen draws
  // (a map taking the new plots), and the list would lag the rest of the screen.
  const deferredSearch = useDeferredValue(query.search);
  const appliedQuery = useMemo(
    () => ({ search: deferredSearch, filters: query.filters }),
    [deferredSearch, query.filters],
  );
  const { server } = props;
  // A server-paged table's rows are the page the BFF sorted and filtered.
  const shownRows = useMemo(
    () =>
      server ? [...rows] : rows.filter(tableRowFilter(columns, appliedQuery, props.searchAlso)),
    [server, rows, columns, appliedQuery, props.searchAlso],
  );
  // A new search or filter starts again from the first page; compared by content, so that a
  // screen building its query anew at each render does not send the list back to page 1.
  const queryKey = useMemo(() => JSON.stringify(appliedQuery), [appliedQuery]);

  const filters = useMemo<FilterDefinition[]>(
    () =>
      columns
        .filter((column) => display?.[column.key]?.filter === 'multi-select')
        .map((column) => ({
          key: column.key,
          label: column.header,
          options: server
            ? [...(server.options[column.key] ?? [])].sort((a, b) => compareCells(a.label, b.label))
            : columnValues(column, rows),
        })),
    [columns, display, rows, server],
  );

  const [ownPageSize, setOwnPageSize] = useState<PageSize>(
    props.defaultPageSize ?? pageSizes[0] ?? 'all',
  );
  const pageSize: PageSize = server ? server.page.size : ownPageSize;
  const setPageSize = (size: PageSize) =>
    server
      ? server.onPageChange({
          ...server.page,
          index: 0,
          size: size === 'all' ? LIST_PAGE_SIZE_MAX : size,
        })
      : setOwnPageSize(size);
  const showsAll = !paginated || pageSize === 'all';
  // mantine-react-table fixes virtualisation when a table is created: the table is created anew
  // when a page size switches between few rows and every row, keeping the user's sort, open groups
  // and selection, which live here.
  const virtual = showsAll && rows.length > VIRTUALIZE_FROM;

  const [view, setView] = useState<ViewState>(() => ({
    sorting: props.sortBy ? [{ id: props.sortBy.key, desc: props.sortBy.desc ?? false }] : [],
    closedGroups: new Set(),
    openPanels: new Set(),
    rowSelection: {},
  }));

  const [exporting, setExporting] = useState(false);
  const runExport = async (name: ExportPath) => {
    setExporting(true);
    try {
      // What the box shows, even typed a moment ago.
      await downloadExport(name, { ...query, search: typedSearch.current }, props.exportParameters);
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const filtered = query.search.trim() !== '' || Object.values(query.filters).some((v) => v.length);

  return (
    <Stack gap="sm">
      {(searchable ||
        exportName !== undefined ||
        toolbar !== undefined ||
        props.columnSets !== undefined) && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {searchable && (
            <SearchBox
              label={SEARCH_LABEL}
              value={query.search}
              onChange={(search) => setQuery({ ...query, search })}
              typed={typedSearch}
            />
          )}
          {toolbar}
          {props.columnSets !== undefined && (
            <ColumnSetSwitch value={columnSet} onChange={setColumnSet} />
          )}
          {exportName !== undefined && (
            <ExportButton
              label={props.exportLabel ?? EXPORT_LABEL}
              loading={exporting}
              disabledReason={props.exportDisabledReason}
              onClick={() => void runExport(exportName)}
            />
          )}
        </Group>
      )}
      {filters.length > 0 && (
        <FilterBar
          filters={filters}
          value={query.filters}
          onChange={(next) => setQuery({ ...query, filters: next })}
        />
      )}
      <TableView
        key={virtual ? 'virtual' : 'plain'}
        {...props}
        view={view}
        onViewChange={setView}
        columnSet={columnSet}
        label={label}
        shownRows={shownRows}
        queryKey={queryKey}
        virtual={virtual}
        paginated={paginated}
        pageSizes={pageSizes}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        emptyText={filtered && (server !== undefined || rows.length > 0) ? NO_RESULT : NO_DATA}
      />
    </Stack>
  );
}

/** What the user did to the table, kept when the table is created anew. */
interface ViewState {
  sorting: MRT_SortingState;
  /** Groups start open: those the user closed. */
  closedGroups: ReadonlySet<string>;
  /** Detail panels start closed: those the user opened. */
  openPanels: ReadonlySet<string>;
  rowSelection: MRT_RowSelectionState;
}

interface TableViewProps<Row extends MRT_RowData> extends DataTableProps<Row> {
  view: ViewState;
  onViewChange(update: (view: ViewState) => ViewState): void;
  shownRows: Row[];
  /** Changes when the search or the filters change: back to the first page. */
  queryKey: string;
  virtual: boolean;
  paginated: boolean;
  pageSizes: readonly PageSize[];
  pageSize: PageSize;
  onPageSizeChange(size: PageSize): void;
  emptyText: string;
  /** The column set shown (`columnSets`). */
  columnSet: ColumnSet;
}

function TableView<Row extends MRT_RowData>({
  label,
  columns,
  display,
  rows,
  shownRows,
  queryKey,
  getRowId,
  loading = false,
  virtual,
  paginated,
  pageSizes,
  pageSize,
  onPageSizeChange,
  groupBy,
  pinnedColumns,
  cardColumns,
  view,
  onViewChange,
  selectable = false,
  onSelectionChange,
  onSelectedIdsChange,
  selectedIds,
  renderDetail,
  singleExpand = false,
  renderRowActions,
  rowActionsSize = 96,
  maxHeight = DEFAULT_TABLE_MAX_HEIGHT,
  getRowColour,
  emptyText,
  columnSets,
  columnSet,
  server,
}: TableViewProps<Row>) {
  const positions = useMemo(() => new Map(rows.map((row, index) => [row, index])), [rows]);
  const rowId = (row: Row) => getRowId?.(row) ?? String(positions.get(row));
  const phone =
    useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false, {
      getInitialValueInEffect: false,
    }) ?? false;

  // One array as long as the keys are the same: a new grouping array at each render made the
  // table group its rows again at each render, and go back to the first page (issue 14.1).
  const groupKey = (groupBy ?? []).join('\u0000');
  const grouping = useMemo(() => (groupKey === '' ? [] : groupKey.split('\u0000')), [groupKey]);
  const grouped = grouping.length > 0;
  const pinKey = (pinnedColumns ?? []).join('\u0000');
  const pinned = useMemo(() => (pinKey === '' ? [] : pinKey.split('\u0000')), [pinKey]);
  // On a phone, the pinned columns make one condensed cell: the first (what names the row) on a
  // line, the others (its status, its risk) under it, then the card's columns with their names.
  const condensed = phone && pinned.length > 0;
  const cardKey = (cardColumns ?? []).join('\u0000');
  const cardFields = useMemo(
    () =>
      cardKey === ''
        ? []
        : cardKey
            .split('\u0000')
            .map((key) => columns.find((column) => column.key === key))
            .filter((column) => column !== undefined),
    [cardKey, columns],
  );

  const { closedGroups, openPanels } = view;
  // A server-paged table's sort is the page's: the BFF sorted its rows.
  const serverSort = server?.page.sort;
  const sorting = useMemo<MRT_SortingState>(
    () =>
      server === undefined
        ? view.sorting
        : serverSort
          ? [{ id: serverSort.key, desc: serverSort.desc }]
          : [],
    [server, serverSort, view.sorting],
  );
  const rowSelection = useMemo<MRT_RowSelectionState>(
    () =>
      selectedIds === undefined
        ? view.rowSelection
        : Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds, view.rowSelection],
  );
  // Group rows sort by their value, ascending, whichever column and direction the rows sort by.
  const descending = useRef(false);
  descending.current = sorting[0]?.desc === true;

  const columnDefs = useMemo<MRT_ColumnDef<Row>[]>(
    () =>
      columns.map((column) => {
        const shown = display?.[column.key];
        const align = shown?.align;
        const sortValue = column.sortValue ?? column.value;
        return {
          id: column.key,
          header: column.header,
          ...(shown?.headerHelp === undefined
            ? {}
            : {
                Header: () => <HeaderHelp header={column.header} help={shown.headerHelp ?? ''} />,
              }),
          accessorFn: (row: Row) => column.value(row),
          Cell: ({ row }: { row: MRT_Row<Row> }) =>
            condensed && column.key === pinned[0] ? (
              <CondensedCell
                row={row.original}
                columns={pinned
                  .map((key) => columns.find((candidate) => candidate.key === key))
                  .filter((candidate) => candidate !== undefined)}
                fields={cardFields}
                display={display}
              />
            ) : (
              cellContent(column, display, row.original)
            ),
          enableSorting: shown?.sortable !== false,
          // Every column sorts ascending first, numbers too.
          sortDescFirst: false,
          sortingFn: (a: SortedRow<Row>, b: SortedRow<Row>) => {
            if (a.getIsGrouped() && b.getIsGrouped()) {
              const order = compareCells(groupValue(a), groupValue(b));
              return descending.current ? -order : order;
            }
            return compareCells(sortValue(a.original), sortValue(b.original));
          },
          ...(shown?.size === undefined ? {} : { size: shown.size }),
          ...(align === undefined ? {} : { mantineTableHeadCellProps: { align } }),
        };
      }),
    [columns, display, condensed, pinned, cardFields],
  );

  const setSorting = (next: MRT_SortingState) => {
    if (server) {
      const [first] = next;
      server.onPageChange({
        ...server.page,
        index: 0,
        sort: first ? { key: first.id, desc: first.desc } : null,
      });
      return;
    }
    onViewChange((old) => ({ ...old, sorting: next }));
  };
  // Groups start open and detail panels closed: the table's single expanded state is derived
  // from the groups the user closed and the panels opened.
  const groupIds = useMemo(
    () => groupRowIds(shownRows, columns, grouping),
    [shownRows, columns, grouping],
  );
  const expanded = useMemo(() => {
    const state: Record<string, boolean> = {};
    for (const id of groupIds) if (!closedGroups.has(id)) state[id] = true;
    for (const id of openPanels) state[id] = true;
    return state;
  }, [groupIds, closedGroups, openPanels]);
  const setExpanded = (next: MRT_ExpandedState) =>
    onViewChange((old) =>
      next === true
        ? {
            ...old,
            closedGroups: new Set(),
            openPanels: renderDetail ? new Set(shownRows.map(rowId)) : new Set(),
          }
        : {
            ...old,
            closedGroups: new Set(groupIds.filter((id) => next[id] !== true)),
            openPanels: onlyLatest(
              Object.keys(next).filter((id) => next[id] === true && !groupIds.includes(id)),
              old.openPanels,
              singleExpand,
            ),
          },
    );

  // The page is the user's: the table never sends it back to the first page by itself
  // (`autoResetPageIndex: false`), only a new search, filter, sort or page size does.
  const pageKey = `${queryKey}|${JSON.stringify(sorting)}|${String(pageSize)}`;
  const [page, setPage] = useState({ index: 0, key: pageKey });
  const requestedPage = server ? server.page.index : page.key === pageKey ? page.index : 0;
  const setPageIndex = (index: number) => {
    if (!server) return setPage({ index, key: pageKey });
    // Before the first page arrives the total is 0, and the table would send the page asked for
    // by the address back to the first (a reload on page 2 opened page 1).
    if (loading && server.total === 0) return;
    server.onPageChange({ ...server.page, index });
  };

  // On a phone, only the pinned columns; elsewhere, every column but the grouped ones, whose
  // value heads each group.
  const columnVisibility = useMemo<MRT_VisibilityState>(() => {
    const visibility: MRT_VisibilityState = {};
    const outOfSet = hiddenByColumnSet(
      columns.map((column) => column.key),
      columnSets,
      columnSet,
    );
    for (const column of columns) {
      if (
        grouping.includes(column.key) ||
        outOfSet.has(column.key) ||
        display?.[column.key]?.hidden === true ||
        (condensed && column.key !== pinned[0])
      ) {
        visibility[column.key] = false;
      }
    }
    return visibility;
  }, [columns, grouping, pinned, condensed, display, columnSets, columnSet]);
  // The essential set's order, its decision columns first (the row's own buttons before them).
  const setOrder = useMemo(() => {
    const order = columnSetOrder(
      columns.map((column) => column.key),
      columnSets,
      columnSet,
    );
    return order && ['mrt-row-expand', 'mrt-row-select', 'mrt-row-actions', ...order];
  }, [columns, columnSets, columnSet]);
  const columnPinning = useMemo(
    () =>
      pinned.length === 0 || phone
        ? { left: [], right: [] }
        : {
            left: ['mrt-row-expand', 'mrt-row-select', 'mrt-row-actions', ...pinned],
            right: [],
          },
    [pinned, phone],
  );
  // On a phone the row's actions follow what names the row (the pinned columns), not precede it;
  // in the table's order, as the window may narrow after the table was made.
  const phoneOrder = useMemo(
    () => [
      'mrt-row-expand',
      'mrt-row-select',
      ...columns.map((column) => column.key),
      'mrt-row-actions',
    ],
    [columns],
  );

  const table = useMantineReactTable<Row>({
    columns: columnDefs,
    data: shownRows,
    getRowId: (row) => rowId(row),
    localization: TABLE_LOCALIZATION,
    // Compact rows on one line each: long lists fit the screen, wide ones scroll sideways.
    initialState: { density: 'xs' },
    // Search and filters run before the table, with the export's predicate; the table sorts,
    // groups, pages and virtualises.
    enableFilters: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    enableColumnDragging: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableTableFooter: false,
    enableMultiSort: false,
    enableSortingRemoval: true,
    enableStickyHeader: true,
    enableRowVirtualization: virtual,
    rowVirtualizerOptions: { measureElement: measureRowWithoutLayout },
    enablePagination: paginated,
    enableBottomToolbar: paginated,
    autoResetPageIndex: false,
    // Paged, sorted and filtered by the BFF: the rows are the page.
    ...(server ? { manualPagination: true, manualSorting: true, rowCount: server.total } : {}),
    // Pages of rows of data, under their group headers (issue 14.2).
    ...(grouped && paginated ? { getPaginationRowModel: groupedPaginationRowModel<Row>() } : {}),
    positionToolbarAlertBanner: 'none',
    positionToolbarDropZone: 'none',
    enableGrouping: grouped,
    // The grouped columns are hidden (columnVisibility): their value heads each group's row.
    groupedColumnMode: false,
    enableColumnPinning: columnPinning.left.length > 0,
    enableExpanding: renderDetail !== undefined || grouped,
    enableExpandAll: grouped,
    displayColumnDefOptions: {
      // Just the open/close buttons: a group's name is written across its header row.
      'mrt-row-expand': { size: 48, minSize: 48 },
      // Room for two or three buttons: pinned columns start where their sizes say.
      'mrt-row-actions': { size: rowActionsSize },
    },
    renderDetailPanel: renderDetail ? ({ row }) => renderDetail(row.original) : undefined,
    enableRowActions: renderRowActions !== undefined,
    renderRowActions: renderRowActions ? ({ row }) => renderRowActions(row.original) : undefined,
    enableRowSelection: selectable,
    state: {
      sorting,
      expanded,
      rowSelection,
      grouping,
      columnVisibility,
      columnPinning,
      ...(condensed ? { columnOrder: phoneOrder } : setOrder ? { columnOrder: setOrder } : {}),
      pagination: {
        pageIndex: requestedPage,
        pageSize: pageSize === 'all' ? Number.MAX_SAFE_INTEGER : pageSize,
      },
      showLoadingOverlay: loading,
    },
    onSortingChange: (updater) => setSorting(apply(updater, sorting)),
    onExpandedChange: (updater) => setExpanded(apply(updater, expanded)),
    onPaginationChange: (updater) =>
      setPageIndex(
        apply(updater, {
          pageIndex: requestedPage,
          pageSize: pageSize === 'all' ? Number.MAX_SAFE_INTEGER : pageSize,
        }).pageIndex,
      ),
    onRowSelectionChange: (updater) => {
      const next = apply(updater, rowSelection);
      onViewChange((old) => ({ ...old, rowSelection: next }));
      onSelectionChange?.(rows.filter((row) => next[rowId(row)] === true));
      onSelectedIdsChange?.(Object.keys(next).filter((id) => next[id] === true));
    },
    renderBottomToolbar: ({ table: instance }) => (
      <TablePagination
        table={instance}
        total={server ? server.total : pageRowCount(instance.getPrePaginationRowModel().rows)}
        pageSizes={pageSizes}
        pageSize={pageSize}
        onPageSizeChange={onPageSizeChange}
      />
    ),
    renderEmptyRowsFallback: () => (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    ),
    mantineTableProps: {
      className: tableClasses.table,
      'aria-label': label,
      'aria-busy': loading,
      striped: true,
      stripedColor: STRIPE_COLOUR,
      // The table would darken the stripe by 12 % under the pointer, to the grey of a coloured row.
      __vars: { '--mrt-striped-row-hover-background-color': STRIPE_HOVER_COLOUR },
      // With pinned columns every column keeps its size (a longer text ends in '…'): the pinned
      // ones stay where their sizes place them, never over each other.
      ...(columnPinning.left.length > 0 ? { style: { tableLayout: 'fixed' } } : {}),
    },
    mantineTableContainerProps: { style: { maxHeight } },
    // The row's own background wins over the stripes; hovering still darkens its cells.
    mantineTableBodyRowProps: getRowColour
      ? ({ row }) => {
          const colour = row.getIsGrouped() ? null : getRowColour(row.original);
          return colour ? { style: { backgroundColor: colour } } : {};
        }
      : undefined,
    mantineTableBodyCellProps: ({ cell, column, row, table: instance }) => {
      if (row.getIsGrouped()) {
        // A group's header row: one cell across the table, with its button and its name.
        if (row.getVisibleCells()[0]?.id !== cell.id) return { style: { display: 'none' } };
        return {
          colSpan: instance.getVisibleLeafColumns().length,
          // `flex`: the whole row's width in the grid layout of virtualised rows too.
          style: { overflow: 'visible', flex: '1 0 auto' },
          children: <GroupHeader row={row} table={instance} valueText={groupValueText} />,
        };
      }
      const align = display?.[column.id]?.align;
      // A pinned cell has a background of its own: it takes the row's colour.
      const colour = column.getIsPinned() && getRowColour ? getRowColour(row.original) : null;
      const style = {
        ...(align === undefined ? {} : { textAlign: align }),
        ...(colour ? { backgroundColor: colour } : {}),
      };
      return Object.keys(style).length > 0 ? { style } : {};
    },
    mantineTableHeadCellProps: ({ column }) => {
      const sorted = column.getIsSorted();
      return sorted ? { 'aria-sort': sorted === 'asc' ? 'ascending' : 'descending' } : {};
    },
    mantineExpandAllButtonProps: ({ table: instance }) => ({
      'aria-label': instance.getIsAllRowsExpanded()
        ? TABLE_LOCALIZATION.collapseAll
        : TABLE_LOCALIZATION.expandAll,
      color: 'dark',
    }),
    mantineExpandButtonProps: ({ row }) => {
      const open = row.getIsExpanded();
      // A row of a group without a detail panel has nothing to open: no dead button.
      if (!row.getIsGrouped() && !renderDetail) return { style: { display: 'none' } };
      return {
        'aria-label': open ? TABLE_LOCALIZATION.collapse : TABLE_LOCALIZATION.expand,
        'aria-expanded': open,
        color: 'dark',
      };
    },
  });

  // Fewer rows than the page needs (a group closed, rows reloaded): back to the last page.
  const rowCount = server ? server.total : pageRowCount(table.getPrePaginationRowModel().rows);
  const lastPage = pageSize === 'all' ? 0 : Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  useEffect(() => {
    if (requestedPage > lastPage) setPage({ index: lastPage, key: pageKey });
  }, [requestedPage, lastPage, pageKey]);

  // The row virtualiser looks for its scrolling container in a layout effect that runs before
  // the container's ref is set; with no toolbar above the table nothing renders it again, and the
  // list stays empty (material-react-table issue 1104). One more render after mounting fixes it.
  const [, setMounted] = useState(false);
  useEffect(() => {
    if (virtual) setMounted(true);
  }, [virtual]);

  return <MantineReactTable table={table} />;
}

/**
 * A virtual row's height without forcing a layout. mantine-react-table measures each row as it
 * mounts with getBoundingClientRect, and between two rows the page's layout is dirty again: with
 * some 20 rows in view that is 20 layouts of the whole page, a third of a second on a dashboard's
 * first paint (bench stations-dashboard). Mounting rows keep their known (or estimated) height;
 * the virtualiser's ResizeObserver gives their real one after the browser's own layout.
 */
export function measureRowWithoutLayout(
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: Pick<MRT_RowVirtualizer, 'indexFromElement' | 'measurementsCache' | 'options'>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

/** A cell as the screen draws it (`display.render`), else its value's text. */
function cellContent<Row>(
  column: TableColumn<Row>,
  display: Readonly<Record<string, ColumnDisplay<Row>>> | undefined,
  row: Row,
): ReactNode {
  const render = display?.[column.key]?.render;
  return render ? render(row) : cellText(column.value(row));
}

/**
 * A phone's condensed row: what names it on a line, what decides on it under it, then each of
 * the card's fields under its column's name (a blank value is left out: a card says what is).
 */
function CondensedCell<Row>({
  row,
  columns,
  fields,
  display,
}: {
  row: Row;
  columns: readonly TableColumn<Row>[];
  fields: readonly TableColumn<Row>[];
  display: Readonly<Record<string, ColumnDisplay<Row>>> | undefined;
}) {
  const [first, ...others] = columns;
  const filled = fields.filter((field) => cellText(field.value(row)) !== '');
  return (
    <Stack gap={4} py={2} style={{ whiteSpace: 'normal' }}>
      {first && (
        <Text span size="sm" fw={600}>
          {cellContent(first, display, row)}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        {others.map((column) => (
          <span key={column.key}>{cellContent(column, display, row)}</span>
        ))}
      </Group>
      {filled.length > 0 && (
        <dl className={tableClasses.cardFields}>
          {filled.map((field) => (
            <div key={field.key}>
              <dt>{`${field.header}\u202f:`}</dt>
              <dd>{cellContent(field, display, row)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Stack>
  );
}

/** What sorting reads of a row, a group's or a row of data. */
interface SortedRow<Row> {
  original: Row;
  groupingValue?: unknown;
  getIsGrouped(): boolean;
}

/** The value a group row groups by. */
function groupValue<Row>(row: SortedRow<Row>): string | number | null {
  const value: unknown = row.groupingValue;
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

function groupValueText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? cellText(value) : '';
}
