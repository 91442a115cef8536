// The QN follow-up with 20,000 QN plots, and with 100,000, as the administrator who sees them all,
// in Debian's Chromium against the production build (issue 43's goals, ./paged-dashboard.ts): a
// visit is shown when the table, the six charts and the map are. QN follows the CHN cereal plots
// (docs/simulator.md, "Nitrogen, QN"), about 92 % of them: a scale of 21,750 gives 20,000 QN
// plots; the figures name the exact count.
import { optionAt } from './dashboard-runner.ts';
import { pagedDashboardBenchmark, type PagedDashboard } from './paged-dashboard.ts';

const LIST_LABEL = 'Parcelles QN';

const qnFollowUp: PagedDashboard = {
  title: 'QN follow-up',
  list: 'qn',
  path: '/ferti/qn/suivi',
  listLabel: LIST_LABEL,
  parts: {
    table: [{ selector: `table[aria-label="${LIST_LABEL}"] tbody tr td` }],
    // Five column charts and the pie.
    charts: [{ selector: '.recharts-bar', atLeast: 5 }, { selector: '.recharts-pie-sector' }],
    map: [{ selector: '[data-map-state="drawn"]' }],
  },
  filter: { label: 'Client', option: optionAt(3) },
  sortBy: 'Client',
  exportName: 'qn',
};

export const benchmarkQnFollowUp = pagedDashboardBenchmark(qnFollowUp, 21_750);
export const benchmarkQnFollowUp100k = pagedDashboardBenchmark(qnFollowUp, 108_750);
