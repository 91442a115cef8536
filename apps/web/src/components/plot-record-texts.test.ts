import { describe, expect, it } from 'vitest';
import { plotRecordTexts } from './plot-record-texts';

describe('plotRecordTexts', () => {
  it("says where to choose the plot, and keeps the module's title and way back", () => {
    const back = { to: '/ferti/qn/suivi', label: 'Retour au suivi QN' };
    expect(
      plotRecordTexts({
        screenTitle: 'Détail de la parcelle QN',
        list: 'le suivi QN',
        module: 'QN',
        back,
      }),
    ).toEqual({
      screenTitle: 'Détail de la parcelle QN',
      notFound: {
        title: 'Parcelle introuvable',
        message: "Cette parcelle n'existe pas ou vous n'y avez pas accès.",
        hint: "Vérifiez l'adresse ou choisissez la parcelle dans le suivi QN.",
        module: 'QN',
      },
      loadFailedTitle: "La parcelle n'a pas pu être chargée",
      back,
    });
  });
});
