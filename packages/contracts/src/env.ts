// Reading settings from the environment, alike in every app: a bad value stops the start with a
// French message naming the variable, rather than misbehaving later.

export type Env = Readonly<Record<string, string | undefined>>;

const given = (env: Env, name: string): string | null => {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw;
};

export function envInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = given(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} doit être un entier entre ${min} et ${max} (reçu\u202f: ${raw})`);
  }
  return value;
}

/** A share between 0 and 1 (fault injection rates). */
export function envRate(env: Env, name: string): number {
  const raw = given(env, name);
  if (raw === null) return 0;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`${name} doit être un nombre entre 0 et 1 (reçu\u202f: ${raw})`);
  }
  return value;
}

export function envFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = given(env, name)?.trim().toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'oui'].includes(raw)) return true;
  if (['0', 'false', 'no', 'non'].includes(raw)) return false;
  throw new Error(`${name} doit valoir true ou false (reçu\u202f: ${env[name]})`);
}

/** A comma-separated list of URLs, reduced to their origins. */
export function envOrigins(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => new URL(item).origin);
}
