// The router, built from the screen table (packages/contracts/src/screens.ts): one route per
// screen, guarded by the screen's rights.
import { screens, type Screen } from '@agro/contracts/screens';
import { OPEN } from '@agro/domain/rights';
import { useEffect, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { WaitingOverlay } from '../components/WaitingOverlay';
import { usePageTitle } from '../lib/page-title';
import { commentOadOfScreen } from '../lib/plot-comments';
import { useSession } from '../lib/session';
import { PlotCommentsOfRoute } from './PlotCommentsOfRoute';
import { PublicLayout } from './PublicLayout';
import { ProtectedLayout, RequireAccess } from './RouteGuard';
import {
  AboutScreen,
  ConsentAreaScreen,
  HelpScreen,
  HomeScreen,
  LoginScreen,
  ModulePlaceholderScreen,
  NationalStationScreen,
  AdvisersScreen,
  BlightAdminDashboardScreen,
  BlightDashboardScreen,
  BlightPlotScreen,
  GapMeteoScreen,
  ManagePlotsScreen,
  StageAdminDashboardScreen,
  WaterBalanceAdminDashboardScreen,
  BsvSpaceScreen,
  ChnFollowUpScreen,
  ChnPlotScreen,
  QnFollowUpScreen,
  MaizeDashboardScreen,
  StagePlotScreen,
  CapPlotsScreen,
  OwnPlotsScreen,
  MycolisScreen,
  RecalageScreen,
  QnParametrageScreen,
  QnPlotScreen,
  QnValidationScreen,
  FarmersManagementScreen,
  NationalStationsDashboardScreen,
  PasswordForgottenScreen,
  ProfileScreen,
  StationDetailScreen,
  StationsDashboardScreen,
  WaterBalanceDashboardScreen,
  WaterBalancePlotScreen,
} from './screens';

const LOGIN_PATH = '/login';
const PASSWORD_FORGOTTEN_PATH = '/passwordForgotten';
const HOME_PATH = '/home';
/** The farmer's consent area's two tabs, opened by the integrator's signed link (no login). */
const CONSENT_TAB_PATHS: Readonly<Record<string, 'compte' | 'gestion'>> = {
  '/consentement/compte': 'compte',
  '/consentement/gestion': 'gestion',
};

function isOpen(screen: Screen): boolean {
  return screen.rights.includes(OPEN);
}

/** /login sends a logged-in user straight home (spec 1 §2). */
function LoginRoute() {
  const session = useSession();
  // Home's code arrives while the user types, so logging in shows home at once, with no loader.
  useEffect(() => {
    void HomeScreen.preload();
  }, []);
  if (session.data) return <Navigate to={HOME_PATH} replace />;
  if (session.isPending) return <WaitingOverlay fullPage />;
  // A session that cannot be checked leaves the form usable: logging in will say what is wrong.
  return (
    <PublicLayout>
      <LoginScreen />
    </PublicLayout>
  );
}

/** Open pages are the farmers', who have no login: no way to the login page here. */
function OpenPlaceholder({ screen }: { screen: Screen }) {
  usePageTitle(screen.title);
  return (
    <PublicLayout>
      <ModulePlaceholderScreen title={screen.title} />
    </PublicLayout>
  );
}

/** Farmers have no login: no way back to the login page here. */
function ConsentAreaRoute({ screen, tab }: { screen: Screen; tab: 'compte' | 'gestion' }) {
  usePageTitle(screen.title);
  return (
    <PublicLayout>
      <ConsentAreaScreen title={screen.title} tab={tab} />
    </PublicLayout>
  );
}

/** Guarded screens delivered so far, by path; the table's other paths show the placeholder. */
const builtScreens: Readonly<Record<string, ComponentType>> = {
  [HOME_PATH]: HomeScreen,
  '/profil': ProfileScreen,
  '/help': HelpScreen,
  '/about': AboutScreen,
  '/bilanhydrique/tableaudebord': WaterBalanceDashboardScreen,
  '/bilanhydrique/parcelle/:id': WaterBalancePlotScreen,
  '/mildiou/tableaudebord': BlightDashboardScreen,
  '/mildiou/parcelle/:id': BlightPlotScreen,
  '/mildiou/gap_meteo': GapMeteoScreen,
  '/mildiou/gestion_parcelles': ManagePlotsScreen,
  '/mildiou/bsv_mildiou': BsvSpaceScreen,
  '/administration/tableaudebord/bh': WaterBalanceAdminDashboardScreen,
  '/administration/tableaudebord/stade': StageAdminDashboardScreen,
  '/administration/tableaudebord/pdt': BlightAdminDashboardScreen,
  '/administration/conseillers': AdvisersScreen,
  '/gestion/agriculteurs': FarmersManagementScreen,
  '/meteo/tableaudebord': StationsDashboardScreen,
  '/meteo/station/:id': StationDetailScreen,
  '/meteo/tableaudebordmf': NationalStationsDashboardScreen,
  '/meteo/stationmf/:id': NationalStationScreen,
  '/ferti/chn/suivi': ChnFollowUpScreen,
  '/ferti/chn/parcelle/:id': ChnPlotScreen,
  '/ferti/qn/suivi': QnFollowUpScreen,
  '/stade/mais/tableaudebord': MaizeDashboardScreen,
  '/stade/cap/tableaudebord': CapPlotsScreen,
  '/stade/cap/mesures': OwnPlotsScreen,
  '/stade/cap/mycolis': MycolisScreen,
  '/stade/recalage': RecalageScreen,
  '/stade/plot/:id': StagePlotScreen,
  '/ferti/qn/parcelle/:id': QnPlotScreen,
  '/ferti/qn/validation': QnValidationScreen,
  '/ferti/qn/parametrage': QnParametrageScreen,
};

function guardedElement(screen: Screen) {
  const Built = builtScreens[screen.path];
  const commentOad = commentOadOfScreen(screen.name);
  const content = Built ? (
    <Built />
  ) : (
    <ModulePlaceholderScreen
      title={screen.title}
      back={{ to: HOME_PATH, label: "Retour à l'accueil" }}
    >
      {/* A plot screen already offers the plot's comments (spec 1 §2). */}
      {commentOad ? <PlotCommentsOfRoute oad={commentOad} /> : null}
    </ModulePlaceholderScreen>
  );
  return (
    <RequireAccess access={screen.rights} title={screen.title}>
      {content}
    </RequireAccess>
  );
}

export function buildRoutes(table: readonly Screen[] = screens): RouteObject[] {
  const routes: RouteObject[] = [];
  const guarded: RouteObject[] = [];
  for (const screen of table) {
    if (screen.redirectTo !== undefined) {
      routes.push({ path: screen.path, element: <Navigate to={screen.redirectTo} replace /> });
    } else if (screen.path === LOGIN_PATH) {
      routes.push({ path: screen.path, element: <LoginRoute /> });
    } else if (screen.path === PASSWORD_FORGOTTEN_PATH) {
      routes.push({
        path: screen.path,
        element: (
          <PublicLayout>
            <PasswordForgottenScreen />
          </PublicLayout>
        ),
      });
    } else if (CONSENT_TAB_PATHS[screen.path] !== undefined) {
      const tab = CONSENT_TAB_PATHS[screen.path] ?? 'compte';
      routes.push({ path: screen.path, element: <ConsentAreaRoute screen={screen} tab={tab} /> });
    } else if (isOpen(screen)) {
      routes.push({ path: screen.path, element: <OpenPlaceholder screen={screen} /> });
    } else {
      guarded.push({ path: screen.path, element: guardedElement(screen) });
    }
  }
  routes.push({ element: <ProtectedLayout />, children: guarded });
  // Unknown addresses go where '/' goes: the login page, or home when logged in.
  routes.push({ path: '*', element: <Navigate to="/" replace /> });
  return routes;
}
