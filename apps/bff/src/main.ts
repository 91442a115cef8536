import { readConfig } from './config.ts';
import { buildBff } from './server.ts';

const config = readConfig();
const app = buildBff(config, true);
app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
  app.log.error(error);
  process.exit(1);
});
