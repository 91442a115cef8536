import { buildSimulator } from './server.ts';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '0.0.0.0';

const app = buildSimulator({ logger: true });
app.listen({ port, host }).catch((error: unknown) => {
  app.log.error(error);
  process.exit(1);
});
