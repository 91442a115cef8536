import { readSimConfig } from './config.ts';
import { buildSimulator } from './server.ts';

const config = readSimConfig();
const started = performance.now();
const app = buildSimulator({ logger: true, config });
app
  .listen({ port: config.port, host: config.host })
  .then(() => {
    const world = app.world();
    app.log.info(
      `Simulateur prêt en ${Math.round(performance.now() - started)} ms : graine ${config.seed}, ${world.plots.length} parcelles, ${world.farmers.length} agriculteurs, ${world.stations.length} stations`,
    );
  })
  .catch((error: unknown) => {
    app.log.error(error);
    process.exit(1);
  });
