// The endpoint catalogue: every upstream call of section 7 of the four spec documents.
import { blightEndpoints } from '../endpoints/blight.ts';
import { fertiEndpoints } from '../endpoints/ferti.ts';
import { platformEndpoints } from '../endpoints/platform.ts';
import { recalageEndpoints } from '../endpoints/recalage.ts';
import { stagesEndpoints } from '../endpoints/stages.ts';
import { stationsEndpoints } from '../endpoints/stations.ts';
import { waterBalanceEndpoints } from '../endpoints/water-balance.ts';
import type { Endpoint } from './endpoint.ts';

export const catalogue = [
  ...platformEndpoints,
  ...fertiEndpoints,
  ...blightEndpoints,
  ...stationsEndpoints,
  ...waterBalanceEndpoints,
  ...stagesEndpoints,
  ...recalageEndpoints,
] as const satisfies readonly Endpoint[];

export type CatalogueEntry = (typeof catalogue)[number];
export type EndpointId = CatalogueEntry['id'];
