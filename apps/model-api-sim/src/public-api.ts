// The simulator's API for the benchmarks (bench/): the one module of this app they may import, so
// that a file moved inside src/ changes this file and not theirs (.dependency-cruiser.cjs,
// 'bench-not-app-internals'). It offers only what they need: the server, to start a simulator in a
// process of their own, and the French reference (communes, postal codes) the simulator answers
// from, so that a benchmark's file names the same real communes the platform knows.
export { buildSimulator } from './server.ts';
export { frenchReference, type FrenchReference } from './reference/communes.ts';
