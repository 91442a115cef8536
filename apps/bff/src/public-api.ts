// The BFF's API for the benchmarks (bench/): the one module of this app they may import, so that
// a file moved inside src/ changes this file and not theirs (.dependency-cruiser.cjs,
// 'bench-not-app-internals'). It offers only what they need to start a BFF in a process of their
// own: its configuration read from an environment, and the server built from that configuration.
export { readConfig } from './config.ts';
export { buildBff } from './server.ts';
