import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeBff, renderWithProviders } from '../test/render';
import { usePageTitle, useScreenTitle } from './page-title';

function Route({ children }: { children?: ReactNode }) {
  usePageTitle('Bilan hydrique - Détail de la parcelle');
  return <>{children}</>;
}

function Plot({ name }: { name: string }) {
  useScreenTitle(`Parcelle ${name}`);
  return null;
}

describe('page title', () => {
  it("names the tab after the screen table's title and the product", async () => {
    fakeBff(() => ({ status: 200, body: { productName: 'Agro Démo' } }));
    renderWithProviders(<Route />);
    await waitFor(() =>
      expect(document.title).toBe('Bilan hydrique - Détail de la parcelle - Agro Démo'),
    );
  });

  it("lets a screen's own title win over its route's, even when the product name arrives later", async () => {
    fakeBff(() => ({ status: 200, body: { productName: 'Agro Démo' } }));
    const view = renderWithProviders(
      <Route>
        <Plot name="Les Aulnes" />
      </Route>,
    );
    await waitFor(() => expect(document.title).toBe('Parcelle Les Aulnes - Agro Démo'));
    // Gone with its screen: the next route names the tab again.
    view.unmount();
    renderWithProviders(<Route />);
    await waitFor(() =>
      expect(document.title).toBe('Bilan hydrique - Détail de la parcelle - Agro Démo'),
    );
  });
});
