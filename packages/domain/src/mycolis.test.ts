import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMycolisCorrections,
  checkMycolisRows,
  correctedMycolisRows,
  inBatches,
  locateMycolisRow,
  matchCommune,
  missingMycolisColumns,
  MYCOLIS_BATCH_SIZE,
  MYCOLIS_CORRECTED_COLUMNS,
  MYCOLIS_MESSAGES,
  MYCOLIS_REQUIRED_COLUMNS,
  mycolisCsvText,
  mycolisHarvestYear,
  mycolisImportAllowed,
  mycolisLabour,
  mycolisPlotName,
  mycolisReferenceIndex,
  mycolisSowingDate,
  mycolisSpeciesCode,
  mycolisSummaryText,
  mycolisSurface,
  normaliseLabel,
  parseMycolisCsv,
  safeCsvCell,
  unknownPreviousCropsEmail,
  varietySuggestions,
  type MycolisCells,
} from './mycolis.ts';

const reference = mycolisReferenceIndex({
  varieties: [
    { variete: 'Rubisko', type_espece: '17' },
    { variete: 'Chevignon', type_espece: '17' },
    { variete: 'KWS Extase', type_espece: '17' },
    { variete: 'Rubis', type_espece: 17 },
    { variete: 'Anvergur', type_espece: '40' },
    { variete: 'Miradoux', type_espece: '40' },
    { variete: 'KWS Faro', type_espece: '27' },
  ],
  previousCrops: ['ble tendre', 'colza', 'mais grain', 'orge hiver'],
  postalCodes: [
    {
      code_postal: '35000',
      nom_de_la_commune: 'RENNES',
      code_commune_insee: '35238',
      _geopoint: '48.11, -1.68',
    },
    {
      code_postal: '35400',
      nom_de_la_commune: 'SAINT-MALO',
      code_commune_insee: '35288',
      _geopoint: '48.65, -2.01',
    },
    {
      code_postal: '35510',
      nom_de_la_commune: 'CESSON-SEVIGNE',
      code_commune_insee: '35051',
      _geopoint: '48.12, -1.60',
    },
    {
      code_postal: '56000',
      nom_de_la_commune: 'VANNES',
      code_commune_insee: '56260',
      _geopoint: '47.66, -2.76',
    },
  ],
});

const HARVEST = 2026;

function row(overrides: Partial<Record<string, string>> = {}, n = 1): Record<string, string> {
  return {
    exploitation: 'EARL du Moulin',
    code_exploitation: 'EXP01',
    nom_parcelle: 'Grand champ',
    code_parcelle: `P${n}`,
    espece: "Blé tendre d'hiver",
    variete: 'Chevignon',
    date_semis: '15/10/2025',
    labour: 'OUI',
    precedent: 'Colza',
    surface: '4,5',
    personnalisation: 'Grand champ',
    code_insee: '35238',
    latitude: '48.11',
    longitude: '-1.68',
    code_postal: '35000',
    commune: 'Rennes',
    ...overrides,
  } as Record<string, string>;
}

const kindsOf = (cells: MycolisCells) =>
  (checkMycolisRows([cells], reference, HARVEST).rows[0]?.issues ?? []).map((issue) => issue.kind);

describe('the file', () => {
  it('needs all nine required columns', () => {
    expect(missingMycolisColumns([...MYCOLIS_REQUIRED_COLUMNS])).toEqual([]);
    for (const column of MYCOLIS_REQUIRED_COLUMNS) {
      const header = MYCOLIS_REQUIRED_COLUMNS.filter((name) => name !== column);
      expect(missingMycolisColumns(header)).toEqual([column]);
    }
  });

  it('reads semicolon rows by header name, dropping blank lines', () => {
    const parsed = parseMycolisCsv(
      '\ufeffcode_parcelle;variete\r\nP1; Rubisko \r\n;\r\nP2;Rubis\r\n',
    );
    expect(parsed.header).toEqual(['code_parcelle', 'variete']);
    expect(parsed.rows).toEqual([
      { code_parcelle: 'P1', variete: 'Rubisko' },
      { code_parcelle: 'P2', variete: 'Rubis' },
    ]);
  });
});

describe('each row', () => {
  it('passes a complete row', () => {
    expect(kindsOf(row())).toEqual([]);
  });

  it('needs the farm and its code', () => {
    expect(kindsOf(row({ exploitation: '' }))).toEqual(['exploitation']);
    expect(kindsOf(row({ code_exploitation: ' ' }))).toEqual(['code_exploitation']);
  });

  it('flags every row of a duplicated plot code', () => {
    const check = checkMycolisRows(
      [row({}, 1), row({}, 2), row({ code_parcelle: 'P1' }, 3)],
      reference,
      HARVEST,
    );
    expect(check.rows.map((r) => r.blocking)).toEqual([true, false, true]);
    expect(check.counts.doublon).toBe(2);
    expect(check.groups.find((g) => g.kind === 'doublon')?.lines).toEqual([2, 4]);
  });

  it('accepts soft and durum wheat only, accents and case ignored', () => {
    expect(mycolisSpeciesCode('BLE TENDRE')).toBe('17');
    expect(mycolisSpeciesCode("blé dur d'hiver")).toBe('40');
    expect(mycolisSpeciesCode("Orge d'hiver")).toBeNull();
    expect(kindsOf(row({ espece: 'Triticale', variete: 'Chevignon' }))).toEqual(['espece']);
  });

  it('knows a variety of its species whatever the case, and suggests close ones', () => {
    expect(kindsOf(row({ variete: 'CHEVIGNON' }))).toEqual([]);
    expect(kindsOf(row({ variete: 'Miradoux' }))).toEqual(['variete']);
    const check = checkMycolisRows([row({ variete: 'Rubiso' })], reference, HARVEST);
    // Rubisko is at distance 1, Rubis at 1; Chevignon far away.
    expect(check.groups[0]?.suggestions).toEqual(['Rubis', 'Rubisko']);
  });

  it('suggests at distance 1 to 2 only, at most 5, else every variety of the species', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ label: `Var${i}`, key: `var${i}` }));
    expect(varietySuggestions('Var', many)).toHaveLength(5);
    const candidates = [
      { label: 'Abcd', key: 'abcd' },
      { label: 'Abxy', key: 'abxy' },
      { label: 'Wxyz', key: 'wxyz' },
    ];
    expect(varietySuggestions('abcd', candidates)).toEqual(['Abxy']);
    expect(varietySuggestions('mnop', candidates)).toEqual(['Abcd', 'Abxy', 'Wxyz']);
  });

  it('matches previous crops after normalisation and collects the unknown ones', () => {
    expect(normaliseLabel(' MAÏS_grain ')).toBe('mais grain');
    expect(kindsOf(row({ precedent: 'Maïs-Grain' }))).toEqual([]);
    const check = checkMycolisRows(
      [row({ precedent: 'Féverole' }, 1), row({ precedent: 'feverole' }, 2)],
      reference,
      HARVEST,
    );
    expect(check.unknownPreviousCrops).toEqual(['Féverole']);
    expect(check.counts.precedent).toBe(2);
  });

  it('takes sowing dates strictly between 13 September and 9 January', () => {
    expect(mycolisSowingDate('13/09/2025', HARVEST).iso).toBeNull();
    expect(mycolisSowingDate('14/09/2025', HARVEST).iso).toBe('2025-09-14');
    expect(mycolisSowingDate('08/01/2026', HARVEST).iso).toBe('2026-01-08');
    expect(mycolisSowingDate('09/01/2026', HARVEST).iso).toBeNull();
    expect(mycolisSowingDate('31/02/2026', HARVEST).iso).toBeNull();
  });

  it('offers the dd/mm/yyyy form of another date shape, and the year message', () => {
    expect(mycolisSowingDate('2025-10-15', HARVEST)).toMatchObject({
      iso: null,
      suggestion: '15/10/2025',
    });
    expect(mycolisSowingDate('20251015', HARVEST).suggestion).toBe('15/10/2025');
    expect(mycolisSowingDate('15/10/2099', HARVEST).yearMessage).toBe(
      "Vous avez saisi l'année\u202f: 2099, celle-ci est incorrecte.",
    );
    expect(mycolisSowingDate('15/10/1949', HARVEST).yearMessage).not.toBeNull();
    expect(mycolisSowingDate('15/10/1950', HARVEST).yearMessage).toBeNull();
  });

  it('belongs to the coming harvest from September', () => {
    expect(mycolisHarvestYear('2026-06-15')).toBe(2026);
    expect(mycolisHarvestYear('2026-08-31')).toBe(2026);
    expect(mycolisHarvestYear('2026-09-01')).toBe(2027);
    expect(mycolisHarvestYear('2027-01-05')).toBe(2027);
  });

  it('accepts the labour values of the spec only', () => {
    for (const yes of ['O', 'oui', '1', 'TRUE', 'Labour']) expect(mycolisLabour(yes)).toBe(true);
    for (const no of ['N', 'NON', '0', 'false', 'non labour'])
      expect(mycolisLabour(no)).toBe(false);
    for (const bad of ['', 'yes', '2', 'labouré']) expect(mycolisLabour(bad)).toBeNull();
  });

  it('takes a surface above 0 with a comma or a point', () => {
    expect(mycolisSurface('4,5')).toBe(4.5);
    expect(mycolisSurface('0.01')).toBe(0.01);
    expect(mycolisSurface('0')).toBeNull();
    expect(mycolisSurface('-2')).toBeNull();
    expect(mycolisSurface('deux')).toBeNull();
    expect(kindsOf(row({ surface: '0,0' }))).toEqual(['surface']);
  });
});

describe('the location', () => {
  const place = (overrides: Partial<Record<string, string>>) =>
    locateMycolisRow(row(overrides), reference);

  it('needs an INSEE code, coordinates or a postal code with its commune (NA is absent)', () => {
    const none = { code_insee: 'NA', latitude: '', longitude: 'NA', code_postal: '', commune: '' };
    expect(place(none).findings).toEqual(['aucune_localisation']);
    expect(place({ ...none, code_insee: '35238' }).findings).toEqual(['coordonnees_impossibles']);
  });

  it('keeps coordinates inside the box, bounds included', () => {
    expect(place({ latitude: '42', longitude: '-5' })).toMatchObject({
      latitude: 42,
      findings: [],
    });
    expect(place({ latitude: '52', longitude: '8' })).toMatchObject({ longitude: 8, findings: [] });
  });

  it('recomputes coordinates outside the box from the postal code and commune', () => {
    expect(place({ latitude: '41.99', longitude: '-1.68' })).toMatchObject({
      latitude: 48.11,
      longitude: -1.68,
      findings: ['hors_limites'],
    });
    expect(
      place({ latitude: '-1.68', longitude: '48.11', code_postal: 'NA', commune: 'NA' }).findings,
    ).toEqual(['hors_limites_non_retrouvees']);
  });

  it('completes missing coordinates and INSEE code from an exact or close commune', () => {
    const missing = { latitude: '', longitude: '', code_insee: '' };
    expect(place({ ...missing, code_postal: '35400', commune: 'St Malo' })).toMatchObject({
      latitude: 48.65,
      codeInsee: '35288',
      findings: [],
    });
    // Cesson-Sévigné typed with three mistakes, under another postal code of the department.
    expect(place({ ...missing, code_postal: '35000', commune: 'Cesson Sevinie' })).toMatchObject({
      codeInsee: '35051',
      findings: [],
    });
    expect(place({ ...missing, code_postal: '35000', commune: 'Quimper' }).findings).toEqual([
      'coordonnees_non_retrouvees',
      'insee_manquant',
    ]);
  });

  it('matches within edit distance 3 and not 4', () => {
    expect(matchCommune(reference, '35000', 'XXXXES')).toBeNull();
    expect(matchCommune(reference, '35000', 'RXXXES')?.distance).toBe(3);
  });

  it('never counts in the error rate', () => {
    const check = checkMycolisRows(
      [row({ code_insee: '', latitude: '', longitude: '', code_postal: '', commune: '' })],
      reference,
      HARVEST,
    );
    expect(check.counts.aucune_localisation).toBe(1);
    expect(check.errorRate).toBe(0);
    expect(check.rows[0]?.corrected).not.toBeNull();
  });
});

describe('the corrected file and the import', () => {
  it('builds nom_parcelle as code_exploitation|personnalisation', () => {
    expect(mycolisPlotName('EXP01', 'Haut', 'Grand champ')).toBe('EXP01|Haut');
    expect(mycolisPlotName('EXP01', 'NA', 'Grand champ')).toBe('EXP01|Grand champ');
    expect(mycolisPlotName('EXP01', 'Haut', 'EXP01|Haut')).toBe('EXP01|Haut');
  });

  it('writes the reference spellings, the place, the crop label and no soil or station', () => {
    const check = checkMycolisRows(
      [row({ variete: 'chevignon', latitude: '', longitude: '', surface: '4,5' })],
      reference,
      HARVEST,
    );
    const [corrected] = correctedMycolisRows(check);
    expect(corrected).toMatchObject({
      nom_parcelle: 'EXP01|Grand champ',
      variete: 'Chevignon',
      precedent: 'colza',
      labour: 'OUI',
      surface: '4.5',
      latitude: '48.11',
      libelle_culture: "Blé tendre d'hiver",
      codesol: null,
      code_station: null,
    });
    const text = mycolisCsvText(correctedMycolisRows(check));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(MYCOLIS_CORRECTED_COLUMNS.join(';'));
    expect(lines).toHaveLength(3);
  });

  it('applies a chosen correction to every line of its group, and the file then passes', () => {
    const rows = [row({ variete: 'Rubiso' }, 1), row({ variete: 'rubiso' }, 2), row({}, 3)];
    const first = checkMycolisRows(rows, reference, HARVEST);
    expect(first.errorRate).toBeCloseTo(2 / 3);
    expect(mycolisImportAllowed({ rowCount: 3, errorRate: first.errorRate }, true)).toBe(false);
    const group = first.groups.find((g) => g.kind === 'variete');
    if (!group) throw new Error('no variety group');
    expect(group.lines).toEqual([2, 3]);
    const fixed = applyMycolisCorrections(rows, first.groups, { [group.key]: 'Rubisko' });
    const second = checkMycolisRows(fixed, reference, HARVEST);
    expect(second.errorRate).toBe(0);
    expect(mycolisImportAllowed({ rowCount: 3, errorRate: second.errorRate }, false)).toBe(false);
    expect(mycolisImportAllowed({ rowCount: 3, errorRate: second.errorRate }, true)).toBe(true);
    const reread = parseMycolisCsv(mycolisCsvText(correctedMycolisRows(second)));
    expect(checkMycolisRows(reread.rows, reference, HARVEST).errorRate).toBe(0);
  });

  it('leaves rows still in error out of the corrected file', () => {
    const check = checkMycolisRows([row({ surface: '0' }, 1), row({}, 2)], reference, HARVEST);
    expect(correctedMycolisRows(check).map((r) => r['code_parcelle'])).toEqual(['P2']);
    expect(mycolisSummaryText({ rowCount: 2, blockingRows: 1, errorRate: check.errorRate })).toBe(
      '2\u00a0lignes vérifiées, 1\u00a0ligne en erreur (taux d’erreur\u202f: 50\u202f%).',
    );
  });

  it('uploads in batches of 200 at most, in order', () => {
    expect(inBatches(Array.from({ length: 200 }, (_, i) => i))).toHaveLength(1);
    const batches = inBatches(Array.from({ length: 401 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([MYCOLIS_BATCH_SIZE, MYCOLIS_BATCH_SIZE, 1]);
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 300 }), (items, size) => {
        const split = inBatches(items, size);
        expect(split.flat()).toEqual(items);
        expect(split.every((b) => b.length >= 1 && b.length <= size)).toBe(true);
      }),
    );
  });

  it('keeps the error rate between 0 and 1 whatever the cells', () => {
    const cell = fc.oneof(fc.constant(''), fc.constant('NA'), fc.string({ maxLength: 12 }));
    const anyRow = fc.record(
      Object.fromEntries([...MYCOLIS_CORRECTED_COLUMNS].map((c) => [c, cell])) as Record<
        string,
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 20 }), (rows) => {
        const check = checkMycolisRows(rows, reference, HARVEST);
        expect(check.errorRate).toBeGreaterThanOrEqual(0);
        expect(check.errorRate).toBeLessThanOrEqual(1);
        expect(check.rows.every((r) => r.blocking === (r.corrected === null) || !r.blocking)).toBe(
          true,
        );
      }),
    );
  });

  it('keeps a spreadsheet from running a cell as a formula, but not a negative number', () => {
    expect(safeCsvCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(safeCsvCell('-1.68')).toBe('-1.68');
    expect(safeCsvCell('-cmd')).toBe("'-cmd");
    expect(safeCsvCell('a;b')).toBe('a b');
  });

  it('says every row message of the spec word for word', () => {
    expect(MYCOLIS_MESSAGES.exploitation).toBe("Erreur d'exploitation.");
    expect(MYCOLIS_MESSAGES.espece).toBe('Erreur d’espèce.');
    expect(MYCOLIS_MESSAGES.hors_limites).toBe(
      'Coordonnées hors des limites géographiques de la France métropolitaine.',
    );
  });

  it('writes the e-mail of unknown previous crops', () => {
    const mail = unknownPreviousCropsEmail(['Féverole', 'Chanvre'], 'CLI01');
    expect(mail.subject).toBe('Import Mycolis\u202f: précédents inconnus');
    expect(mail.body).toContain('- Féverole\n- Chanvre');
  });
});
