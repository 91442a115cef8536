import { describe, expect, it } from 'vitest';
import { adminSession, adviserSession, conseillerSession, fertiSession } from '../../test/sessions';
import { sideMenuOf } from './menu-model';

describe('module side menu', () => {
  it('lists the blight menu the user’s rights reach, on the dashboard and on a plot', () => {
    const onDashboard = sideMenuOf('/mildiou/tableaudebord', conseillerSession);
    expect(onDashboard).toEqual({
      title: 'Menu Mildiou',
      items: [
        { label: 'Tableau de bord', path: '/mildiou/tableaudebord' },
        { label: '+ Météo', path: '/mildiou/gap_meteo' },
        { label: 'Gérer mes Parcelles', path: '/mildiou/gestion_parcelles' },
      ],
    });
    // 'Mon espace BSV' needs BSV_MIL-ecriture.
    expect(sideMenuOf('/mildiou/parcelle/12', conseillerSession)).toEqual(onDashboard);
  });

  it('drops the items a reader without the write right may not open', () => {
    const reader = { ...adviserSession, rights: ['MILDIOU'] };
    expect(sideMenuOf('/mildiou/tableaudebord', reader)?.items.map((item) => item.label)).toEqual([
      'Tableau de bord',
      '+ Météo',
    ]);
  });

  it("gives the QN screens their menu, 'Paramétrage' to administrators only (spec 2 §2)", () => {
    const labels = (path: string, session: typeof adminSession) =>
      sideMenuOf(path, session)?.items.map((item) => [item.label, item.path]);
    expect(labels('/ferti/qn/suivi', fertiSession)).toEqual([
      ['Tableau de bord', '/ferti/qn/suivi'],
    ]);
    expect(labels('/ferti/qn/parcelle/300001', fertiSession)).toEqual([
      ['Tableau de bord', '/ferti/qn/suivi'],
    ]);
    // The demo administrator holds QN besides ADMIN.
    const admin = { ...adminSession, rights: ['ADMIN', 'QN'] };
    expect(labels('/ferti/qn/suivi', admin)).toEqual([
      ['Tableau de bord', '/ferti/qn/suivi'],
      ['Paramétrage', '/ferti/qn/parametrage'],
    ]);
  });

  it('has no menu off a module, nor for a user none of whose items are reachable', () => {
    expect(sideMenuOf('/home', adminSession)).toBeNull();
    expect(sideMenuOf('/profil', fertiSession)).toBeNull();
    expect(sideMenuOf('/mildiou/tableaudebord', fertiSession)).toBeNull();
  });
});
