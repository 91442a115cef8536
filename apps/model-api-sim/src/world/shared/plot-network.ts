// Who stands behind a plot, in any module: its farmer, the integrator the farmer works for and the
// distributor of the farmer's customer account. The lists are indexed once per world: the plot
// lists look them up for every row.
import type { Client, Distributeur, Farmer, Operateur, Plot } from '../types.ts';
import type { World } from '../world.ts';

export interface PlotNetwork {
  plot: Plot;
  farmer: Farmer | undefined;
  operateur: Operateur | undefined;
  distributeur: Distributeur | undefined;
}

interface NetworkIndex {
  operateurs: Map<number, Operateur>;
  clients: Map<number, Client>;
  distributeurs: Map<number, Distributeur>;
}

const indexes = new WeakMap<World, NetworkIndex>();

function indexOf(world: World): NetworkIndex {
  let found = indexes.get(world);
  if (!found) {
    found = {
      operateurs: new Map(world.operateurs.map((o) => [o.id, o])),
      clients: new Map(world.clients.map((c) => [c.id, c])),
      distributeurs: new Map(world.distributeurs.map((d) => [d.id, d])),
    };
    indexes.set(world, found);
  }
  return found;
}

/** A plot with its farmer, the farmer's integrator and distributor. */
export function plotNetwork(world: World, plot: Plot): PlotNetwork {
  const { operateurs, clients, distributeurs } = indexOf(world);
  const farmer = world.farmers[plot.farmerId - 1];
  const client = farmer ? clients.get(farmer.clientId) : undefined;
  return {
    plot,
    farmer,
    operateur: farmer ? operateurs.get(farmer.operateurId) : undefined,
    distributeur: client ? distributeurs.get(client.distributeurId) : undefined,
  };
}
