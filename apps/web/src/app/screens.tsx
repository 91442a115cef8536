// Every screen's code is loaded on first visit (docs/architecture.md, "Web"): the login page does
// not carry the shell's menu, nor the home page the modules.
import type { ComponentType } from 'react';
import { ScreenLoadError } from '../components/ScreenLoadError';
import { WaitingOverlay } from '../components/WaitingOverlay';
import {
  blightFilterListsQuery,
  blightFirstPageQuery,
  blightWholeMapQuery,
} from '../features/blight/dashboard/blight-api';
import {
  chnDatesQuery,
  chnLatestErrorsQuery,
  chnLatestResultsQuery,
} from '../features/chn/chn-api';
import { qnFirstPageQuery, qnWholeMapQuery } from '../features/qn/qn-api';
import { capPlotsQuery, maizeFirstPageQuery } from '../features/stages/stages-api';
import { connectedStationsQuery } from '../features/stations/dashboard/stations-api';
import { nationalStationsQuery } from '../features/stations/national/national-api';
import { waterBalancePlotsQuery } from '../features/water-balance/dashboard/plots-query';
import { lazyScreen, type LazyScreen } from '../lib/lazy-screen';
import { prefetcherOf, withListPrefetch } from '../lib/screen-prefetch';

function screen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  return lazyScreen(() => load().then((component) => ({ default: component })), {
    pending: <WaitingOverlay />,
    failure: ScreenLoadError,
  });
}

export const LoginScreen = screen(() =>
  import('../features/auth/LoginPage').then((module) => module.LoginPage),
);
export const HomeScreen = screen(() =>
  import('../features/welcome/HomePage').then((module) => module.HomePage),
);
export const ModulePlaceholderScreen = screen(() =>
  import('../features/module-placeholder/ModulePlaceholderPage').then(
    (module) => module.ModulePlaceholderPage,
  ),
);
export const ConsentAreaScreen = screen(() =>
  import('../features/consent/ConsentAreaPage').then((module) => module.ConsentAreaPage),
);
export const ProfileScreen = screen(() =>
  import('../features/profile/ProfilePage').then((module) => module.ProfilePage),
);
export const PasswordForgottenScreen = screen(() =>
  import('../features/auth/PasswordForgottenPage').then((module) => module.PasswordForgottenPage),
);
export const HelpScreen = screen(() =>
  import('../features/help/HelpPage').then((module) => module.HelpPage),
);
export const AboutScreen = screen(() =>
  import('../features/about/AboutPage').then((module) => module.AboutPage),
);
export const WaterBalancePlotScreen = screen(() =>
  import('../features/water-balance/plot/WaterBalancePlotPage').then(
    (module) => module.WaterBalancePlotPage,
  ),
);
export const WaterBalanceDashboardScreen = withListPrefetch(
  waterBalancePlotsQuery,
  screen(() =>
    import('../features/water-balance/dashboard/WaterBalanceDashboardPage').then(
      (module) => module.WaterBalanceDashboardPage,
    ),
  ),
);
export const StationsDashboardScreen = withListPrefetch(
  connectedStationsQuery,
  screen(() =>
    import('../features/stations/dashboard/StationsDashboardPage').then(
      (module) => module.StationsDashboardPage,
    ),
  ),
);
export const StationDetailScreen = screen(() =>
  import('../features/stations/detail/StationDetailPage').then(
    (module) => module.StationDetailPage,
  ),
);
export const NationalStationsDashboardScreen = withListPrefetch(
  nationalStationsQuery,
  screen(() =>
    import('../features/stations/national/NationalStationsDashboardPage').then(
      (module) => module.NationalStationsDashboardPage,
    ),
  ),
);
export const NationalStationScreen = screen(() =>
  import('../features/stations/national/NationalStationPage').then(
    (module) => module.NationalStationPage,
  ),
);
export const BlightDashboardScreen = withListPrefetch(
  blightFirstPageQuery,
  screen(() =>
    import('../features/blight/dashboard/BlightDashboardPage').then(
      (module) => module.BlightDashboardPage,
    ),
  ),
  [prefetcherOf(blightFilterListsQuery), prefetcherOf(blightWholeMapQuery)],
);
export const BlightPlotScreen = screen(() =>
  import('../features/blight/plot/BlightPlotPage').then((module) => module.BlightPlotPage),
);
export const GapMeteoScreen = screen(() =>
  import('../features/blight/gap/GapMeteoPage').then((module) => module.GapMeteoPage),
);
export const BsvSpaceScreen = screen(() =>
  import('../features/blight/bsv/BsvSpacePage').then((module) => module.BsvSpacePage),
);
export const ManagePlotsScreen = screen(() =>
  import('../features/blight/manage/ManagePlotsPage').then((module) => module.ManagePlotsPage),
);
export const WaterBalanceAdminDashboardScreen = screen(() =>
  import('../features/admin/dashboards/WaterBalanceAdminDashboardPage').then(
    (module) => module.WaterBalanceAdminDashboardPage,
  ),
);
export const BlightAdminDashboardScreen = screen(() =>
  import('../features/admin/dashboards/BlightAdminDashboardPage').then(
    (module) => module.BlightAdminDashboardPage,
  ),
);
export const StageAdminDashboardScreen = screen(() =>
  import('../features/admin/dashboards/StageAdminDashboardPage').then(
    (module) => module.StageAdminDashboardPage,
  ),
);
export const AdvisersScreen = screen(() =>
  import('../features/admin/advisers/AdvisersPage').then((module) => module.AdvisersPage),
);
export const FarmersManagementScreen = screen(() =>
  import('../features/external-advisers/FarmersManagementPage').then(
    (module) => module.FarmersManagementPage,
  ),
);

export const ChnFollowUpScreen = withListPrefetch(
  chnLatestResultsQuery,
  screen(() =>
    import('../features/chn/follow-up/ChnFollowUpPage').then((module) => module.ChnFollowUpPage),
  ),
  [prefetcherOf(chnDatesQuery), prefetcherOf(chnLatestErrorsQuery)],
);

export const ChnPlotScreen = screen(() =>
  import('../features/chn/plot/ChnPlotPage').then((module) => module.ChnPlotPage),
);

export const MaizeDashboardScreen = withListPrefetch(
  maizeFirstPageQuery('grain'),
  screen(() =>
    import('../features/stages/maize/MaizeDashboardPage').then(
      (module) => module.MaizeDashboardPage,
    ),
  ),
  [prefetcherOf(maizeFirstPageQuery('fourrage'))],
);

export const CapPlotsScreen = withListPrefetch(
  capPlotsQuery,
  screen(() => import('../features/stages/cap/CapPlotsPage').then((module) => module.CapPlotsPage)),
);

export const OwnPlotsScreen = screen(() =>
  import('../features/stages/own/OwnPlotsPage').then((module) => module.OwnPlotsPage),
);

export const MycolisScreen = screen(() =>
  import('../features/stages/mycolis/MycolisPage').then((module) => module.MycolisPage),
);

export const RecalageScreen = screen(() =>
  import('../features/stages/recalage/RecalagePage').then((module) => module.RecalagePage),
);

export const StagePlotScreen = screen(() =>
  import('../features/stages/plot/StagePlotPage').then((module) => module.StagePlotPage),
);

export const QnFollowUpScreen = withListPrefetch(
  qnFirstPageQuery,
  screen(() =>
    import('../features/qn/follow-up/QnFollowUpPage').then((module) => module.QnFollowUpPage),
  ),
  [prefetcherOf(qnWholeMapQuery)],
);

export const QnPlotScreen = screen(() =>
  import('../features/qn/plot/QnPlotPage').then((module) => module.QnPlotPage),
);

export const QnValidationScreen = screen(() =>
  import('../features/qn/corrections/QnValidationPage').then((module) => module.QnValidationPage),
);

export const QnParametrageScreen = screen(() =>
  import('../features/qn/parametrage/QnParametragePage').then((module) => module.QnParametragePage),
);
