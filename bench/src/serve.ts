// Child process of the benchmarks: `sim`, `bff`, `bare-proxy` (Fastify with @fastify/http-proxy to
// UPSTREAM_URL and nothing else: the yardstick of the BFF's own cost) or `big-upstream` (a minimal
// model API answering a list of BIG_UPSTREAM_ROWS advisers, for the export benchmark). Prints
// `LISTENING <url>`, followed for the simulator by its start figures as JSON.
import { createServer } from 'node:http';
import { buildBff, readConfig } from '@agro/bff/public-api';
import { buildSimulator } from '@agro/model-api-sim/public-api';
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const role = process.argv[2];

function fakeToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'bench', exp })}.signature`;
}

function bigAdviserList(rows: number): Buffer {
  const data = Array.from({ length: rows }, (_, i) => ({
    id_conseiller: i + 1,
    nom_conseiller: `Nom${i}`,
    prenom_conseiller: `Prénom${i}`,
    mail: `conseiller${i}@demo.fr`,
    organisme: i % 7 === 0 ? '=SOMME(A1:A3)' : `Organisme ${i % 50}`,
    telephone: '01 02 03 04 05',
    type_conseiller: 'AGRO',
    region_bsv_mildiou: null,
    departements: ['28', '45'],
    nb_cas_type: null,
    abonnements: [
      { id_abo: i, date_debut: '2026-01-01', date_fin: '2026-12-31', service: 'MILDIOU' },
    ],
    nb_agris: i % 9,
    nb_agris_valid: i % 5,
    nb_agris_refus: i % 2,
    nb_agris_attente: i % 3,
  }));
  return Buffer.from(JSON.stringify({ data }));
}

if (role === 'sim') {
  const started = performance.now();
  const app = buildSimulator({
    config: { scale: Number(process.env.SIM_SCALE ?? 300), seed: 'bench' },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // What the start benchmark reports: time to listening (reference data, world, routes) and memory.
  const memory = process.memoryUsage();
  const details = {
    plots: app.world().plots.length,
    startMs: performance.now() - started,
    rssMiB: memory.rss / 2 ** 20,
    heapMiB: memory.heapUsed / 2 ** 20,
  };
  console.log(`LISTENING ${url} ${JSON.stringify(details)}`);
} else if (role === 'bff') {
  const app = await buildBff(readConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`LISTENING ${url}`);
} else if (role === 'big-upstream') {
  const list = bigAdviserList(Number(process.env.BIG_UPSTREAM_ROWS ?? 100_000));
  const user = Buffer.from(
    JSON.stringify({
      data: {
        login: 'bench@demo.fr',
        userName: 'Banc',
        email: 'bench@demo.fr',
        externe: false,
        profilsADPU: [],
        droitsTPC: [{ code: 'ADMIN', lecture: true, ecriture: true }],
      },
    }),
  );
  const server = createServer((req, res) => {
    const send = (body: Buffer) =>
      res
        .writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
        .end(body);
    if (req.url === '/api/login')
      send(Buffer.from(JSON.stringify({ token: fakeToken(), user: {} })));
    else if (req.url === '/api/user') send(user);
    else if (req.url === '/api/conseillers') send(list);
    else res.writeHead(404).end('{}');
    req.resume();
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object')
      console.log(`LISTENING http://127.0.0.1:${address.port}`);
  });
} else if (role === 'bare-proxy') {
  const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010/api');
  const app = Fastify({ logger: false });
  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/api',
    rewritePrefix: upstream.pathname,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`LISTENING ${url}`);
} else {
  throw new Error(`unknown role ${role}`);
}
