// The stage module's part of the world (World.stages): the client cereal and maize plots' records,
// and the plots the module holds itself (own plots, fetched plots, Mycolis imports). Only their
// shapes and the empty state: the code that draws and changes them (records.ts and its neighbours)
// needs the world, which holds these, so they live apart from it.

/** A client cereal plot's record (castype, soil, tillage, observations). */
export interface CapRecord {
  plotId: number;
  castype: 0 | 1;
  codesol: number;
  labour: boolean;
  precedent: string;
  /** The variety the plot was declared with, when the plot's variety was changed since. */
  varOrigine: string | null;
  /** Days between the observed and the predicted epi 1 cm, when the plot was observed. */
  e1cObservedShift: number | null;
  typeObservateur: string;
  /** Seed of the treatment days and doses. */
  seed: number;
}

export interface MaizeRecord {
  plotId: number;
  fodder: boolean;
  fao: number;
  /** Stages the farmer observed, with how many days the observation moved them. */
  observed: { key: '4f' | '8f' | 'ff'; shift: number }[];
}

/**
 * What a Mycolis import says of a plot beyond what the models use (spec 4 §3 Mycolis import CSV
 * row): the client it was imported for, the farm's code and the plot's name, tillage, surface and
 * commune, shown by the Mycolis screen.
 */
export interface MycolisPlotInfo {
  /** The client (world.clients id) the plot was imported for: its codes are that client's. */
  clientId: number;
  codeExploitation: string;
  exploitation: string | null;
  /** code_exploitation|personnalisation, as the import's client builds it. */
  nomParcelle: string;
  labour: boolean;
  /** Hectares. */
  surface: number;
  nomCommune: string | null;
}

/**
 * A plot the stage module holds itself: an own plot (internal plot or type case) of the
 * institute's staff from a CSV import, a client plot fetched from the crop-monitoring service, or
 * a client plot created by a Mycolis import.
 */
export interface InternalPlot {
  id: number;
  kind: 'own' | 'external' | 'mycolis';
  /** The plot's code: an own plot's is unique, a Mycolis plot's is unique within its client. */
  code: string;
  /**
   * The importing user's login (as shown) and name; team plots are the user's team's. A Mycolis
   * plot's are its client's code and name, and idUser the client's id.
   */
  owner: string;
  ownerName: string;
  idUser: number;
  team: boolean;
  castype: 0 | 1;
  codeespece: '17' | '40' | '27' | '19';
  variete: string | null;
  precedent: string | null;
  sowing: string;
  codeStation: string | null;
  codeInsee: string | null;
  codeDept: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Ear measures: day and ear height in mm (10 when the exact epi 1 cm day was seen). */
  measures: { date: string; mesure: number }[];
  createdAt: string;
  /** Set on Mycolis plots (kind 'mycolis') only. */
  mycolis?: MycolisPlotInfo;
}

export interface StagesWorld {
  cap: Map<number, CapRecord>;
  maize: Map<number, MaizeRecord>;
  internal: Map<number, InternalPlot>;
  nextInternalId: number;
  /** Whether the external service's plots were fetched (its one batch). */
  externalFetched: boolean;
}

export const INTERNAL_PLOT_FIRST_ID = 700_001;

export function emptyStagesWorld(): StagesWorld {
  return {
    cap: new Map(),
    maize: new Map(),
    internal: new Map(),
    nextInternalId: INTERNAL_PLOT_FIRST_ID,
    externalFetched: false,
  };
}
