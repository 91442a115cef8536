import type { MenuNode } from '@agro/domain/rights';
import { describe, expect, it } from 'vitest';
import { visibleMenu, type MenuEntry } from './menu.ts';

function outline(nodes: MenuNode<MenuEntry>[]): string[] {
  return nodes.flatMap((node) =>
    node.children
      ? node.children.map((child) => `${node.item.label} > ${child.item.label}`)
      : [node.item.label],
  );
}

describe('top menu', () => {
  it('shows a logged-out visitor nothing but unrestricted items', () => {
    expect(outline(visibleMenu({ loggedIn: false }))).toEqual([]);
  });

  it('shows a logged-in user without module rights only the help', () => {
    expect(outline(visibleMenu({ loggedIn: true, rights: [] }))).toEqual(['Aide']);
  });

  it('shows a section only when one of its screens is allowed', () => {
    expect(outline(visibleMenu({ loggedIn: true, rights: ['CHN', 'BH'] }))).toEqual([
      'Ferti > CHN',
      'Bilan hydrique > Tableau de bord',
      'Aide',
    ]);
  });

  it('keeps write-only blight items for writers and the bulletin space for bulletin advisers', () => {
    const reader = outline(visibleMenu({ loggedIn: true, rights: ['MILDIOU'] }));
    expect(reader).toEqual(['Mildiou > Tableau de bord', 'Mildiou > + Météo', 'Aide']);
    const bulletin = outline(
      visibleMenu({ loggedIn: true, rights: ['MILDIOU', 'MILDIOU-ecriture', 'BSV_MIL-ecriture'] }),
    );
    expect(bulletin).toContain('Mildiou > Gérer mes Parcelles');
    expect(bulletin).toContain('Mildiou > Mon espace BSV');
  });

  it('gives administrators the quality and administration sections', () => {
    const admin = outline(visibleMenu({ loggedIn: true, rights: ['ADMIN'] }));
    expect(admin).toEqual([
      'Qualité > Parcelle',
      'Administration > Tableau de bord Bilan hydrique',
      'Administration > Tableau de bord Stades et maladies',
      'Administration > Tableau de bord Pomme de terre',
      'Administration > Conseillers',
      'Aide',
    ]);
  });
});
