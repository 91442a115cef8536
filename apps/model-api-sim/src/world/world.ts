// The simulated world: who farms where, who advises whom, and the state every write changes,
// each module's own part included. What the world is made of is types.ts, and each module's part
// its state.ts: they never refer back to the world, so nothing depends on itself through it.
import type { BlightWorld } from './blight/state.ts';
import type { ChnWorld } from './chn/state.ts';
import type { QnWorld } from './qn/state.ts';
import type { StagesWorld } from './stages/state.ts';
import type {
  Adviser,
  AdviserLink,
  Client,
  Distributeur,
  Equipment,
  Farmer,
  Operateur,
  Plot,
  SentEmail,
  Sequences,
  Station,
  StoredComment,
  Subscription,
  UserAccount,
  WaterBalanceWorld,
  WeatherWorld,
} from './types.ts';

export interface World {
  seed: string;
  scale: number;
  /** The Paris date the world was built on: every date is relative to it. */
  today: string;
  operateurs: Operateur[];
  distributeurs: Distributeur[];
  clients: Client[];
  farmers: Farmer[];
  plots: Plot[];
  plotsById: Map<number, Plot>;
  stations: Station[];
  advisers: Map<number, Adviser>;
  subscriptions: Map<number, Subscription>;
  links: Map<number, AdviserLink>;
  users: UserAccount[];
  comments: Map<number, StoredComment>;
  equipments: Equipment[];
  outbox: SentEmail[];
  sequences: Sequences;
  bh: WaterBalanceWorld;
  weather: WeatherWorld;
  /** Potato plots' blight records, drawn on first use (world/blight/records.ts). */
  blight: BlightWorld;
  /** CHN plots' records, drawn on first use (world/chn/records.ts). */
  chn: ChnWorld;
  /** QN records, rows and correction requests (world/qn/records.ts). */
  qn: QnWorld;
  /** Stage module records, own plots and fetched plots (world/stages/records.ts). */
  stages: StagesWorld;
}
