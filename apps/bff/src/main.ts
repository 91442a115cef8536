import { readConfig } from './config.ts';
import { buildBff, LOGGER_OPTIONS } from './server.ts';

const config = readConfig();
const app = await buildBff(config, { logger: LOGGER_OPTIONS });

// Graceful shutdown: stop accepting, finish what is in flight, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} reçu : arrêt du BFF`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
  app.log.error(error);
  process.exit(1);
});
