// The precompute worker from its TypeScript source, for the tests and benchmarks that run the
// simulator under tsx: a worker thread does not take the parent's --import hooks, so it registers
// tsx itself before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
