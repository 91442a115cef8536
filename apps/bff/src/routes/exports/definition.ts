// What an Excel export is: its kind, its source call (whose rights are the export's), its columns
// (the screen table's, from @agro/contracts/columns) and its file name (yyyymmdd + suffix). Each
// module's definitions (definitions/) are gathered by registry.ts; register.ts serves them.
import type { ListExportName, RecordExportName } from '@agro/contracts/bff/exports';
import type { MapPlace } from '@agro/contracts/bff/map-layer';
import type { EndpointId } from '@agro/contracts/catalogue/catalogue';
import type { Column } from '@agro/contracts/columns/column';
import type { TableQuery } from '@agro/contracts/columns/table-query';
import type { PlatformConfig } from '@agro/contracts/platform-config';
import type { Right } from '@agro/domain/rights';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConcurrencyLimit } from '../../plugins/app/concurrency.ts';
import type { SessionStore } from '../../plugins/app/session.ts';
import type { Upstream } from '../../plugins/external/upstream.ts';

export interface ExportDependencies {
  sessions: SessionStore;
  upstream: Upstream;
  /**
   * Upstream calls under way per session, shared with the proxy: an export holds upstream
   * connections for as long as it streams, so it counts like any call.
   */
  callsUnderWay: ConcurrencyLimit;
  /**
   * Its `platformDate` (PLATFORM_DATE) is the day the file names carry; its `instituteKeyword` the
   * login prefix own-row filters leave out.
   */
  platform: Pick<PlatformConfig, 'platformDate' | 'instituteKeyword'>;
}

export interface ExportViewer {
  login: string;
  /** The institute's login prefix, which own-row filters leave out (spec 4 §6). */
  instituteName: string;
}

/** A screen's list: GET /bff/exports/<name>.xlsx?<table query>, rows streamed from the answer. */
export interface ListExport<Row> {
  kind: 'list';
  name: ListExportName;
  /** A GET call answering `{ data: Row[] }` (a POST one with `sourceBody`). */
  source: EndpointId;
  /** The body of a list read with a POST (e.g. `bsv/castype`'s regions); a GET without it. */
  sourceBody?: unknown;
  /** File name after the date (spec 1 §9: yyyymmdd + suffix). */
  suffix: string;
  sheetName: string;
  columns: readonly Column<Row>[];
  /**
   * The columns a reader with these rights sees on the platform's day, when some are not
   * everyone's or read the day (an indicator); else `columns`.
   */
  columnsFor?(rights: readonly string[], today: string): readonly Column<Row>[];
  /**
   * The screen's filter for a query: the rows its table shows. `request` is the whole query
   * string, for a screen's parameters beyond its table's (a sowing range, a switch).
   */
  keep(
    query: TableQuery,
    request: Readonly<Record<string, unknown>>,
    today: string,
    /** Who asks: a screen's own-rows switch ('Mes demandes') reads the login. */
    viewer: ExportViewer,
  ): (row: Row) => boolean;
  /** Rights needed beyond the source call's (any one of them): ADMIN for a detailed file. */
  rights?: readonly Right[];
  /** The source call's query, when it takes one (e.g. the campaign of the platform's day). */
  sourceQuery?(today: string): Record<string, string | number>;
  /**
   * The file name's suffix when it says how many rows the file holds (spec 3 §2.2: a total-plots
   * suffix): the rows kept are then gathered before the file starts, its name being sent first.
   */
  countedSuffix?(count: number): string;
  /**
   * The screen's cards, summary figures and chart aggregates over the rows its filters keep,
   * answered with each page of GET /bff/lists/<name> (issue 43).
   */
  summary?(kept: readonly Row[]): unknown;
  /** The map's point of a row, for GET /bff/lists/<name>/map (issue 43). */
  mapPlace?(row: Row): MapPlace;
  /** A row's id, for GET /bff/lists/<name>/rows/<id>: what a map's popup reads (issue 43). */
  rowId?(row: Row): string;
}

/**
 * A table inside one record: GET /bff/exports/<name>/<id>.xlsx. The record is small (one plot), so
 * its answer is read whole and checked against the contract before its rows are written.
 */
export interface RecordExport<Answer, Row> {
  kind: 'record';
  name: RecordExportName;
  /** A GET call with one path parameter (`{id}`, `{plotId}`…), the download's `:id`. */
  source: EndpointId;
  sheetName: string;
  columns: readonly Column<Row>[];
  /** Rights needed beyond the source call's (any one of them), e.g. ADMIN for a station's file. */
  rights?: readonly Right[];
  /**
   * A second read of the record naming the file (spec 3 §9: the farmer): its GET call with the
   * same `id`, and the part of the name it gives. `read` receives that part.
   */
  namedBy?: { source: EndpointId; part(answer: never): string | null };
  /**
   * The day of a row, when the screen narrows the table to a period: `?debut=&fin=` (both days
   * included) keep the rows the screen shows.
   */
  dayOf?(row: Row): string;
  /**
   * The source call's query from the download's (e.g. the CHN calculation date the screen
   * shows), each value checked here; none by default.
   */
  sourceQuery?(query: Readonly<Record<string, unknown>>, today: string): Record<string, string>;
  /** The rows and the file name's suffix; null when the answer holds no record (404). */
  read(
    answer: Answer,
    id: string,
    namePart?: string,
  ): { rows: readonly Row[]; suffix: string } | null;
}

/**
 * A list whose file its own handler builds, when a list's rules do not fit (the CHN follow-up:
 * two sources, and columns as many as its rows need): GET /bff/exports/<name>.xlsx.
 */
export interface CustomExport {
  kind: 'custom';
  name: ListExportName;
  /** The download's handler, made once at registration (its source calls are checked then). */
  handler(
    deps: ExportDependencies,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** Any export, as the registry holds it (each definition's row types erased). */
export type ExportDefinition = ListExport<never> | RecordExport<never, never> | CustomExport;
