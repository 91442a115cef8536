// Administration dashboards (spec 1 §7 "Administration dashboards"), counted from the world's plots
// with the statuses their models give: the water balance's calculation status (as `bhs` lists it)
// and the blight model's (as `situationMildiou` and the plot's infos give it), so the figures add
// up with what the modules' own dashboards show.
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import { keptDashboardRow, STATUS_MESSAGES, type BlightStatus } from '../../world/blight/view.ts';
import type { Plot, PlotModule } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import { plotNetwork } from '../../world/shared/plot-network.ts';
import { callerOf } from '../blight/access.ts';
import type { HandlerMap } from '../types.ts';

const percent = (part: number, total: number): number =>
  total === 0 ? 0 : Math.round((part / total) * 10_000) / 100;

function plotsOf(world: World, module: PlotModule): Plot[] {
  return world.plots.filter((plot) => plot.module === module);
}

/** Counts per key, in first-seen order sorted by decreasing count. */
function countBy<K>(plots: readonly Plot[], key: (plot: Plot) => K): [K, Plot[]][] {
  const groups = new Map<K, Plot[]>();
  for (const plot of plots) {
    const k = key(plot);
    const list = groups.get(k) ?? [];
    list.push(plot);
    groups.set(k, list);
  }
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
}

const area = (plots: readonly Plot[]): number =>
  Math.round(plots.reduce((sum, plot) => sum + plot.surface, 0) * 100) / 100;

/** The water balance's calculation status of a plot ('ok', 'ko', 'en attente'). */
const bhStatus = (world: World, plot: Plot): string =>
  world.bh.byPlotId.get(plot.id)?.statut ?? plot.statut;

/** The blight model's status of each potato plot, as its dashboard row gives it. */
function blightStatuses(world: World) {
  return plotsOf(world, 'mildiou').map((plot) => {
    const statut = keptDashboardRow(world, plot).statut as BlightStatus | null;
    return { plot, statut, message: statut === null ? null : STATUS_MESSAGES[statut] };
  });
}

function operateurName(world: World, plot: Plot): string {
  return plotNetwork(world, plot).operateur?.nom ?? 'Sans intégrateur';
}

export const dashboardHandlers: HandlerMap = {
  adminBhDashboard: ({ world }) => {
    const plots = plotsOf(world, 'bh');
    return {
      data: {
        detail_etat_calculs: countBy(plots, (p) => bhStatus(world, p)).map(([statut, list]) => ({
          statut_calcul_bh: statut,
          nb_parcelles: list.length,
          pourcentage_parcelles: percent(list.length, plots.length),
        })),
        liste_operateurs: countBy(plots, (p) => operateurName(world, p)).map(([nom, list]) => ({
          nom_operateur: nom,
          nb_parcelles: list.length,
          pourcentage_parcelles: percent(list.length, plots.length),
        })),
        detail_culture: countBy(plots, (p) => p.culture).map(([culture, list]) => ({
          culture,
          nb_parcelles: list.length,
          surface: area(list),
        })),
      },
    };
  },

  adminBhBilling: ({ world }) => {
    const plots = plotsOf(world, 'bh');
    return {
      data: countBy(plots, (p) => `${operateurName(world, p)}\u0000${p.culture}`)
        .map(([key, list]) => {
          const [nom_operateur = '', culture = ''] = key.split('\u0000');
          return { nom_operateur, culture, nb_parcelles: list.length, surface: area(list) };
        })
        .sort(
          (a, b) =>
            a.nom_operateur.localeCompare(b.nom_operateur) || a.culture.localeCompare(b.culture),
        ),
    };
  },

  adminBlightDashboard: (context) => {
    const { world } = context;
    callerOf(context);
    const statuses = blightStatuses(world);
    const plots = statuses.map((entry) => entry.plot);
    const messages = new Map(statuses.map((entry) => [entry.plot.id, entry.message]));
    return {
      data: {
        detail_etat_calculs: countBy(plots, (p) => messages.get(p.id) ?? null).map(
          ([msg, list]) => ({
            statut_msg: msg,
            nb_parcelles: list.length,
            pourcentage_parcelles: percent(list.length, plots.length),
          }),
        ),
        liste_operateurs: countBy(plots, (p) => operateurName(world, p)).map(([name, list]) => ({
          name,
          nb_parcelles: list.length,
          pourcentage_parcelles: percent(list.length, plots.length),
        })),
      },
    };
  },

  adminBlightStatuses: (context) => {
    callerOf(context);
    return {
      data: blightStatuses(context.world).map(({ plot, statut, message }) => ({
        id: plot.id,
        plot_name: plot.nom,
        nom_integrateur: operateurName(context.world, plot),
        statut,
        statut_msg: message,
      })),
    };
  },

  adminStageDashboard: ({ world }) => {
    const plots = plotsOf(world, 'cap');
    return {
      data: countBy(plots, (p) => p.culture).map(([code, list]) => ({
        codeespece: code,
        libelle_espece: CEREAL_SPECIES.find((s) => s.code === code)?.libelle ?? code,
        nbr_espece: list.length,
        pourcentage: percent(list.length, plots.length),
      })),
    };
  },
};
