// Runs every benchmark and prints its figures. Benchmarks measure, they never fail on a timing.
import { benchmarkEndpointMatching } from './endpoint-matching.ts';
import { benchmarkSimulatorStart } from './simulator-start.ts';

const results = [benchmarkEndpointMatching(), ...benchmarkSimulatorStart()];
for (const result of results) {
  console.log(`${result.name}: ${result.figure}`);
}
