// Calls of spec 3 §7.3: water balance (bilan hydrique). The BH administration dashboards
// (`bhs/tableaudebord`, `bhs/facturation`) are in platform.ts.
import { z } from 'zod';
import { dataAnswer, endpoint, pathParams } from '../catalogue/endpoint.ts';
import { bhFilterSource, bhPlot, bhRainInfo } from '../entities/water-balance.ts';

const waterBalance = { doc: 3, section: '7.3 Water balance' } as const;

export const waterBalanceEndpoints = [
  endpoint({
    id: 'bhPlotsList',
    method: 'GET',
    path: 'bhs',
    rights: ['BH'],
    answer: dataAnswer(z.array(bhPlot)),
    spec: waterBalance,
    summary: 'BH plots of the dashboard (list, summary table, map).',
  }),
  endpoint({
    id: 'bhPlotGet',
    method: 'GET',
    path: 'bhs/{id}',
    rights: ['BH'],
    params: pathParams('id'),
    // The upstream answers an array whose first element is the plot.
    answer: dataAnswer(z.array(bhPlot)),
    spec: waterBalance,
    summary: 'One BH plot with its stages, irrigations and balance rows (first array element).',
  }),
  endpoint({
    id: 'bhPlotRains',
    method: 'GET',
    path: 'bhs/{id}/pluies',
    rights: ['BH'],
    params: pathParams('id'),
    answer: dataAnswer(bhRainInfo),
    spec: waterBalance,
    summary: 'Daily rain of a BH plot with its origin, and the end of the real data.',
  }),
  endpoint({
    id: 'bhFilterLists',
    method: 'GET',
    path: 'bhs/listes',
    rights: ['BH'],
    answer: dataAnswer(z.array(bhFilterSource)),
    spec: waterBalance,
    summary:
      'Sources of the dashboard filters (crop, department, farmer, integrator, distributor).',
  }),
] as const;
