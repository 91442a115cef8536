import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureIsolation, featureOf } from './feature-isolation.mjs';

const root = path.resolve('/repo');
const linter = new Linter({ configType: 'flat', cwd: root });
const config = [
  {
    files: ['**/*.js'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { agro: { rules: { 'feature-isolation': featureIsolation } } },
    rules: { 'agro/feature-isolation': ['error', { root }] },
  },
];

function lint(file, code) {
  return linter.verify(code, config, path.join(root, file)).map((message) => message.message);
}

const feature = (name, ...rest) => path.join('apps/web/src/features', name, ...rest);

describe('feature isolation rule', () => {
  it('refuses a relative import of another feature, at any depth', () => {
    expect(lint(feature('auth', 'a.js'), "import { x } from '../blight/api.js';")).toEqual([
      "Feature 'auth' must not import feature 'blight': compose in src/app, share via src/components or src/lib.",
    ]);
    expect(
      lint(feature('auth', 'sub', 'b.js'), "export * from '../../blight/api.js';"),
    ).toHaveLength(1);
    expect(
      lint(feature('auth', 'c.js'), "const m = import('../water-balance/x.js');"),
    ).toHaveLength(1);
  });

  it('refuses an aliased import of another feature', () => {
    expect(lint(feature('auth', 'a.js'), "import { x } from '@/features/blight';")).toHaveLength(1);
  });

  it('allows imports inside the feature, from shared folders and from packages', () => {
    const file = feature('auth', 'sub', 'a.js');
    expect(lint(file, "import { x } from '../api.js';")).toEqual([]);
    expect(lint(file, "import { y } from '../../../lib/api-client.js';")).toEqual([]);
    expect(lint(file, "import { z } from '../../../components/DataTable.js';")).toEqual([]);
    expect(lint(file, "import { r } from '@agro/domain/rights';")).toEqual([]);
  });

  it('leaves files outside the features folder alone', () => {
    expect(
      lint('apps/web/src/app/router.js', "import { a } from '../features/auth/LoginPage.js';"),
    ).toEqual([]);
  });

  it('knows which feature a file belongs to', () => {
    expect(featureOf(path.join(root, feature('blight', 'x.ts')), root)).toBe('blight');
    expect(featureOf(path.join(root, 'apps/web/src/features'), root)).toBeNull();
    expect(featureOf(path.join(root, 'apps/web/src/lib/x.ts'), root)).toBeNull();
  });
});
