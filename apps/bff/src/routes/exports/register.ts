// Excel exports: GET /bff/exports/<name>.xlsx for a screen's list (list.ts, or a definition's own
// handler), and GET /bff/exports/<name>/<id>.xlsx for a table inside one record (record.ts).
import type { FastifyInstance } from 'fastify';
import type { ExportDependencies, ListExport, RecordExport } from './definition.ts';
import { registerListExport } from './list.ts';
import { registerRecordExport } from './record.ts';
import { EXPORTS } from './registry.ts';

export function registerExports(app: FastifyInstance, deps: ExportDependencies): void {
  for (const definition of EXPORTS) {
    switch (definition.kind) {
      case 'list':
        registerListExport(app, deps, definition as ListExport<unknown>);
        break;
      case 'record':
        registerRecordExport(app, deps, definition as RecordExport<unknown, unknown>);
        break;
      case 'custom':
        app.get(`/bff/exports/${definition.name}.xlsx`, definition.handler(deps));
        break;
    }
  }
}
