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
  /** Processor time used so far (user + system), in milliseconds; Linux only. */
  cpuMs(): number;
  stop(): void;
}

/** Resident memory of a child now (VmRSS), in MB (10^6 bytes); Linux only. */
export function residentMB(child: Child): number {
  const status = readFileSync(`/proc/${child.process.pid}/status`, 'utf8');
  return (Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) * 1024) / 1_000_000;
}

/** USER_HZ: the unit of /proc/<pid>/stat times, 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Processor time used so far by any process (user + system), in milliseconds; Linux only. */
export function processCpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, counted after the command's closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

export function startChild(
  role: 'sim' | 'bff' | 'bare-proxy' | 'big-upstream',
  /** Added to this process's environment; an `undefined` value removes the variable. */
  env: Record<string, string | undefined> = {},
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
        cpuMs: () => processCpuMs(child.pid ?? Number.NaN),
        stop: () => child.kill('SIGTERM'),
      });
    });
    child.on('exit', (code) => reject(new Error(`${role} exited early (${code})`)));
  });
}
