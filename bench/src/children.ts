// Starts the apps measured by the benchmarks in their own processes, as they run in production,
// so the load generator does not share their event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Child {
  url: string;
  /** What the child printed after its URL (JSON), if anything. */
  details: Record<string, number>;
  process: ChildProcess;
  /** Peak resident memory so far (VmHWM), in MiB; Linux only. */
  peakRssMiB(): number;
  stop(): void;
}

const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

export function startChild(
  role: 'sim' | 'bff' | 'big-upstream',
  env: Record<string, string> = {},
): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', serveScript, role], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Only whole lines: the JSON after the URL may arrive in a later chunk.
      const line = output
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('LISTENING '));
      if (!line) return;
      const [url = '', ...rest] = line.slice('LISTENING '.length).trim().split(' ');
      resolve({
        url,
        details: rest.length > 0 ? (JSON.parse(rest.join(' ')) as Record<string, number>) : {},
        process: child,
        peakRssMiB: () => {
          const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
          const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
          return kib / 1024;
        },
        stop: () => child.kill('SIGTERM'),
      });
    });
    child.on('exit', (code) => reject(new Error(`${role} exited early (${code})`)));
  });
}
