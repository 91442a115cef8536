// The architecture rules of .dependency-cruiser.cjs, run on small trees that break each of them
// on purpose: a rule that stopped matching (a renamed folder, a changed option) would let the real
// tree pass unchecked, so each rule must be seen failing here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { forbidden, options } = require('../.dependency-cruiser.cjs');

let tree;

/** Writes `files` (path → source) under a fresh folder and returns the rules each breaks. */
async function brokenRules(files) {
  tree = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(tree, dirname(path)), { recursive: true });
    writeFileSync(join(tree, path), source);
  }
  const roots = [...new Set(Object.keys(files).map((path) => path.split('/')[0]))];
  const previous = process.cwd();
  process.chdir(tree);
  try {
    const { output } = await cruise(roots, {
      ruleSet: { forbidden },
      validate: true,
      // The repository's own setting: without it, type-only imports would not count.
      tsPreCompilationDeps: options.tsPreCompilationDeps,
    });
    return output.summary.violations.map((violation) => violation.rule.name).sort();
  } finally {
    process.chdir(previous);
  }
}

afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe('the dependency rules', () => {
  it('refuse an import cycle, even through a type-only import', async () => {
    expect(
      await brokenRules({
        'packages/domain/src/a.ts': "import type { B } from './b';\nexport type A = B[];\n",
        'packages/domain/src/b.ts': "import type { A } from './a';\nexport type B = { a: A };\n",
      }),
    ).toEqual(['no-cycle']);
  });

  it("refuse the web's kit or libraries importing a feature, and lib importing the kit", async () => {
    expect(
      await brokenRules({
        'apps/web/src/features/plots/Plot.ts': 'export const plot = 1;\n',
        'apps/web/src/components/Card.ts':
          "import { plot } from '../features/plots/Plot';\nexport const card = plot;\n",
        'apps/web/src/lib/format.ts':
          "import { card } from '../components/Card';\nexport const format = card;\n",
      }),
    ).toEqual(['web-kit-not-features', 'web-lib-not-components']);
  });

  it('refuse a web feature importing another, not its own modules', async () => {
    expect(
      await brokenRules({
        'apps/web/src/features/blight/advice.ts': 'export const advice = 1;\n',
        'apps/web/src/features/blight/plot/Page.ts':
          "import { advice } from '../advice';\nexport const page = advice;\n",
        'apps/web/src/features/stages/Page.ts':
          "import { advice } from '../blight/advice';\nexport const stages = advice;\n",
      }),
    ).toEqual(['web-features-isolated']);
  });

  it('refuse a package importing an app', async () => {
    expect(
      await brokenRules({
        'apps/bff/src/config.ts': 'export const port = 8080;\n',
        'packages/domain/src/rule.ts':
          "import { port } from '../../../apps/bff/src/config';\nexport const rule = port;\n",
      }),
    ).toEqual(['packages-not-apps']);
  });

  it("refuse a benchmark importing an app's internals, not its public API", async () => {
    expect(
      await brokenRules({
        'apps/bff/src/config.ts': 'export const port = 8080;\n',
        'apps/bff/src/public-api.ts': "export { port } from './config';\n",
        'bench/src/inside.ts':
          "import { port } from '../../apps/bff/src/config';\nexport const inside = port;\n",
        'bench/src/outside.ts':
          "import { port } from '../../apps/bff/src/public-api';\nexport const outside = port;\n",
      }),
    ).toEqual(['bench-not-app-internals']);
  });

  it('pass a tree that keeps them', async () => {
    expect(
      await brokenRules({
        'packages/domain/src/a.ts': 'export const a = 1;\n',
        'apps/web/src/lib/format.ts':
          "import { a } from '../../../../packages/domain/src/a';\nexport const f = a;\n",
        'apps/web/src/components/Card.ts':
          "import { f } from '../lib/format';\nexport const card = f;\n",
        'apps/web/src/features/plots/Plot.ts':
          "import { card } from '../../components/Card';\nexport const plot = card;\n",
      }),
    ).toEqual([]);
  });
});
