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

  it('names what the user may have no access to when the module says so', () => {
    const texts = plotRecordTexts({
      screenTitle: 'Mildiou - Détail de la parcelle',
      module: 'Mildiou',
      access: 'son suivi mildiou',
      back: { to: '/mildiou/tableaudebord', label: 'Retour au tableau de bord mildiou' },
    });
    expect(texts.notFound.message).toBe(
      "Cette parcelle n'existe pas ou vous n'avez pas accès à son suivi mildiou.",
    );
    expect(texts.notFound.hint).toBe(
      "Vérifiez l'adresse ou choisissez la parcelle dans le tableau de bord.",
    );
  });
});
