import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHIPS_MAX,
  YEAR_MAX,
  YEAR_MIN,
  campaignYear,
  chipsLabel,
  csvDateYearError,
  currentYear,
  exportFileName,
  fileNamePart,
  isoToParisWall,
  parisWallToIso,
  formatDateFr,
  formatDateTimeFr,
  formatUtcDateTime,
  utcWithParisTime,
  parseCsvDate,
  splitCsvFields,
  todayIso,
  yearOutOfBounds,
} from './dates.ts';

describe('parseCsvDate', () => {
  it('reads the three accepted shapes into ISO', () => {
    expect(parseCsvDate('21/11/2026')).toBe('2026-11-21');
    expect(parseCsvDate('20261121')).toBe('2026-11-21');
    expect(parseCsvDate('2026-11-21')).toBe('2026-11-21');
  });

  it('ignores spaces around the cell', () => {
    expect(parseCsvDate(' 01/02/2026 ')).toBe('2026-02-01');
    expect(parseCsvDate('\t20260201\r')).toBe('2026-02-01');
  });

  it('rejects impossible calendar dates', () => {
    expect(parseCsvDate('31/02/2026')).toBeNull();
    expect(parseCsvDate('29/02/2026')).toBeNull();
    expect(parseCsvDate('20260431')).toBeNull();
    expect(parseCsvDate('2026-13-01')).toBeNull();
    expect(parseCsvDate('00/01/2026')).toBeNull();
    expect(parseCsvDate('01/00/2026')).toBeNull();
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseCsvDate('29/02/2024')).toBe('2024-02-29');
    expect(parseCsvDate('29/02/2000')).toBe('2000-02-29');
    expect(parseCsvDate('29/02/1900')).toBeNull();
  });

  it('keeps years within 1950..2050, both bounds included', () => {
    expect(parseCsvDate('01/01/1950')).toBe('1950-01-01');
    expect(parseCsvDate('31/12/2050')).toBe('2050-12-31');
    expect(parseCsvDate('31/12/1949')).toBeNull();
    expect(parseCsvDate('01/01/2051')).toBeNull();
    expect(parseCsvDate('20510101')).toBeNull();
    expect(parseCsvDate('1949-12-31')).toBeNull();
  });

  it.each([
    '',
    '   ',
    '1/2/2026',
    '01/2/2026',
    '01/02/26',
    '2026/02/01',
    '01-02-2026',
    '01.02.2026',
    '2026-2-1',
    '202621',
    '2026-02-01T00:00:00Z',
    '01/02/2026 10:00',
    'demain',
  ])('rejects %j', (text) => {
    expect(parseCsvDate(text)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(parseCsvDate(null)).toBeNull();
    expect(parseCsvDate(undefined)).toBeNull();
  });

  it('reads any valid date written in any of the three shapes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(YEAR_MIN, 0, 1)),
          max: new Date(Date.UTC(YEAR_MAX, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-');
          expect(parseCsvDate(`${d}/${m}/${y}`)).toBe(iso);
          expect(parseCsvDate(`${y}${m}${d}`)).toBe(iso);
          expect(parseCsvDate(iso)).toBe(iso);
        },
      ),
    );
  });
});

describe('yearOutOfBounds', () => {
  it('gives the message, spelling and spacing corrected, for years outside 1950..2050', () => {
    expect(yearOutOfBounds(1949)).toBe(
      "Vous avez saisi l'année\u202f: 1949, celle-ci est incorrecte.",
    );
    expect(yearOutOfBounds(2051)).toBe(
      "Vous avez saisi l'année\u202f: 2051, celle-ci est incorrecte.",
    );
    expect(yearOutOfBounds(0)).toBe("Vous avez saisi l'année\u202f: 0, celle-ci est incorrecte.");
  });

  it('accepts the bounds and years between', () => {
    expect(yearOutOfBounds(1950)).toBeNull();
    expect(yearOutOfBounds(2026)).toBeNull();
    expect(yearOutOfBounds(2050)).toBeNull();
  });

  it('flags a year that is not a whole number', () => {
    expect(yearOutOfBounds(2026.5)).toBe(
      "Vous avez saisi l'année\u202f: 2026.5, celle-ci est incorrecte.",
    );
  });

  it('explains why a well-shaped CSV date was refused', () => {
    expect(csvDateYearError('01/01/2051')).toBe(
      "Vous avez saisi l'année\u202f: 2051, celle-ci est incorrecte.",
    );
    expect(csvDateYearError('19490101')).toBe(
      "Vous avez saisi l'année\u202f: 1949, celle-ci est incorrecte.",
    );
    expect(csvDateYearError('01/01/2026')).toBeNull();
    expect(csvDateYearError('31/02/2026')).toBeNull();
    expect(csvDateYearError('n/a')).toBeNull();
    expect(csvDateYearError(null)).toBeNull();
  });
});

describe('splitCsvFields', () => {
  it('splits fields on semicolons and lines on CRLF', () => {
    expect(splitCsvFields('code;date\r\nP1;01/02/2026\r\nP2;03/02/2026')).toEqual([
      ['code', 'date'],
      ['P1', '01/02/2026'],
      ['P2', '03/02/2026'],
    ]);
  });

  it('splits lines on LF and on mixed line breaks', () => {
    expect(splitCsvFields('a;b\nc;d\r\ne;f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('drops only the empty line left by a final line break', () => {
    expect(splitCsvFields('a;b\r\nc;d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(splitCsvFields('a;b\nc;d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty fields and blank lines in the middle so line numbers stay right', () => {
    expect(splitCsvFields('a;;c\r\n\r\n;x;')).toEqual([['a', '', 'c'], [''], ['', 'x', '']]);
  });

  it('drops a leading byte-order mark', () => {
    expect(splitCsvFields('\uFEFFcode;date\r\n')).toEqual([['code', 'date']]);
  });

  it('does not interpret quotes or commas', () => {
    expect(splitCsvFields('"a;b",c')).toEqual([['"a', 'b",c']]);
  });

  it('gives no lines for empty text', () => {
    expect(splitCsvFields('')).toEqual([]);
    expect(splitCsvFields('\uFEFF')).toEqual([]);
    expect(splitCsvFields(null)).toEqual([]);
    expect(splitCsvFields(undefined)).toEqual([]);
    expect(splitCsvFields('\r\n')).toEqual([['']]);
  });

  it('joins back to the original text without its final line break', () => {
    const field = fc
      .string({ unit: 'binary', maxLength: 12 })
      .map((s) => s.replace(/[;\r\n\uFEFF]/g, ''));
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          fc.pre(!(rows.length === 1 && rows[0]?.length === 1 && rows[0][0] === ''));
          fc.pre(rows[rows.length - 1]?.join(';') !== '');
          const text = rows.map((row) => row.join(';')).join('\r\n');
          expect(splitCsvFields(text)).toEqual(rows);
          expect(splitCsvFields(`${text}\n`)).toEqual(rows);
        },
      ),
    );
  });
});

describe('formatDateFr', () => {
  it('formats an ISO date as dd/mm/yyyy without shifting the day', () => {
    expect(formatDateFr('2026-05-10')).toBe('10/05/2026');
    expect(formatDateFr('2026-01-01')).toBe('01/01/2026');
  });

  it('shows an instant on its Paris date, which may already be the next day', () => {
    // 22:30 UTC is 00:30 in Paris in summer (UTC+2) ...
    expect(formatDateFr(new Date('2026-05-09T22:30:00Z'))).toBe('10/05/2026');
    expect(formatDateFr('2026-05-09T22:30:00Z')).toBe('10/05/2026');
    // ... but 23:30 in Paris in winter (UTC+1).
    expect(formatDateFr(new Date('2026-01-09T22:30:00Z'))).toBe('09/01/2026');
    expect(formatDateFr(new Date('2026-01-09T23:30:00Z'))).toBe('10/01/2026');
  });

  it('gives an empty string for null, invalid or unreadable values', () => {
    expect(formatDateFr(null)).toBe('');
    expect(formatDateFr(undefined)).toBe('');
    expect(formatDateFr('')).toBe('');
    expect(formatDateFr('2026-02-30')).toBe('');
    expect(formatDateFr('10/05/2026')).toBe('');
    expect(formatDateFr('hier')).toBe('');
    expect(formatDateFr(new Date(Number.NaN))).toBe('');
  });
});

describe('formatUtcDateTime', () => {
  it('writes the UTC wall clock of an instant, whatever the Paris time', () => {
    expect(formatUtcDateTime('2026-06-15T22:30:00Z')).toBe('15/06/2026 22:30');
    expect(formatUtcDateTime(new Date('2026-12-31T23:05:00Z'))).toBe('31/12/2026 23:05');
  });

  it('gives nothing for nothing or what it cannot read', () => {
    expect(formatUtcDateTime(null)).toBeNull();
    expect(formatUtcDateTime('')).toBeNull();
    expect(formatUtcDateTime('hier')).toBeNull();
  });
});

describe('utcWithParisTime', () => {
  it('follows the UTC time with the Paris time, in summer and in winter', () => {
    expect(utcWithParisTime('2026-06-15T06:30:00Z')).toBe('15/06/2026 06:30 (08:30 heure locale)');
    expect(utcWithParisTime('2026-12-15T06:30:00Z')).toBe('15/12/2026 06:30 (07:30 heure locale)');
  });

  it('adds the Paris date when it is another day', () => {
    expect(utcWithParisTime('2026-06-15T22:30:00Z')).toBe(
      '15/06/2026 22:30 (16/06/2026 00:30 heure locale)',
    );
  });

  it('says nothing of what it cannot read', () => {
    expect(utcWithParisTime(null)).toBe('');
    expect(utcWithParisTime('hier')).toBe('');
  });

  it('always starts with the UTC wall clock of the instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const iso = instant.toISOString();
          const utc = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
          const shown = utcWithParisTime(instant);
          expect(shown.startsWith(`${utc} (`)).toBe(true);
          expect(shown.endsWith(' heure locale)')).toBe(true);
        },
      ),
    );
  });
});

describe('formatDateTimeFr', () => {
  it('uses the 24-hour clock in Paris summer and winter time', () => {
    expect(formatDateTimeFr(new Date('2026-07-14T12:05:00Z'))).toBe('14/07/2026 14:05');
    expect(formatDateTimeFr(new Date('2026-12-25T12:05:00Z'))).toBe('25/12/2026 13:05');
    expect(formatDateTimeFr(new Date('2026-12-25T20:59:00Z'))).toBe('25/12/2026 21:59');
  });

  it('crosses midnight into the next Paris day and writes midnight as 00', () => {
    expect(formatDateTimeFr(new Date('2026-03-31T22:15:00Z'))).toBe('01/04/2026 00:15');
    expect(formatDateTimeFr(new Date('2026-12-31T23:00:00Z'))).toBe('01/01/2027 00:00');
  });

  it('follows the change to summer time', () => {
    expect(formatDateTimeFr(new Date('2026-03-29T00:30:00Z'))).toBe('29/03/2026 01:30');
    expect(formatDateTimeFr(new Date('2026-03-29T01:30:00Z'))).toBe('29/03/2026 03:30');
  });

  it('converts text with an offset and shows text without one as written', () => {
    expect(formatDateTimeFr('2026-07-14T12:05:00Z')).toBe('14/07/2026 14:05');
    expect(formatDateTimeFr('2026-07-14T12:05:00.123Z')).toBe('14/07/2026 14:05');
    expect(formatDateTimeFr('2026-07-14T12:05:00+00:00')).toBe('14/07/2026 14:05');
    expect(formatDateTimeFr('2026-07-14T12:05:00-0300')).toBe('14/07/2026 17:05');
    expect(formatDateTimeFr('2026-07-14 12:05')).toBe('14/07/2026 12:05');
    expect(formatDateTimeFr('2026-07-14T12:05:30')).toBe('14/07/2026 12:05');
    expect(formatDateTimeFr('2026-07-14')).toBe('14/07/2026 00:00');
  });

  it('gives an empty string for null, invalid or unreadable values', () => {
    expect(formatDateTimeFr(null)).toBe('');
    expect(formatDateTimeFr(undefined)).toBe('');
    expect(formatDateTimeFr('2026-07-14 24:00')).toBe('');
    expect(formatDateTimeFr('2026-07-14 12:60')).toBe('');
    expect(formatDateTimeFr('14/07/2026 12:05')).toBe('');
    expect(formatDateTimeFr(new Date(Number.NaN))).toBe('');
  });
});

describe('campaignYear and currentYear', () => {
  it('switches to the new campaign on 1 March, Paris time', () => {
    // 28 February 23:30 UTC is already 1 March 00:30 in Paris.
    expect(campaignYear(new Date('2026-02-28T23:30:00Z'))).toBe(2026);
    // 28 February 22:30 UTC is still 28 February 23:30 in Paris.
    expect(campaignYear(new Date('2026-02-28T22:30:00Z'))).toBe(2025);
  });

  it('uses the previous year in January and February, the current one after', () => {
    expect(campaignYear(new Date('2026-01-15T12:00:00Z'))).toBe(2025);
    expect(campaignYear(new Date('2026-03-01T12:00:00Z'))).toBe(2026);
    expect(campaignYear(new Date('2026-12-31T12:00:00Z'))).toBe(2026);
  });

  it('gives the calendar year in Paris on New Year night', () => {
    const newYearInParis = new Date('2025-12-31T23:30:00Z');
    expect(currentYear(newYearInParis)).toBe(2026);
    expect(campaignYear(newYearInParis)).toBe(2025);
  });
});

describe('exportFileName', () => {
  it('prefixes the suffix with the Paris date as yyyymmdd', () => {
    expect(exportFileName(new Date('2026-11-21T10:00:00Z'), '_parcellesQN.xls')).toBe(
      '20261121_parcellesQN.xls',
    );
    expect(exportFileName(new Date('2026-02-03T10:00:00Z'), '_previlis.xls')).toBe(
      '20260203_previlis.xls',
    );
  });

  it('uses the Paris date late in the UTC evening', () => {
    expect(exportFileName(new Date('2026-12-31T23:30:00Z'), '.xlsx')).toBe('20270101.xlsx');
  });

  it('works with an empty suffix', () => {
    expect(exportFileName(new Date('2026-11-21T10:00:00Z'), '')).toBe('20261121');
  });
});

describe('fileNamePart', () => {
  it('drops accents and turns spaces and punctuation into single underscores', () => {
    expect(fileNamePart('Lefèvre Zoé')).toBe('Lefevre_Zoe');
    expect(fileNamePart("  L'Haÿ-les-Roses / 94 ")).toBe('L_Hay-les-Roses_94');
    expect(fileNamePart(100277)).toBe('100277');
    expect(fileNamePart(null)).toBe('');
  });

  it('never lets a quote, slash or line break into a header or a path', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(fileNamePart(text)).toMatch(/^(?:[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*)?$/);
      }),
    );
  });
});

describe('todayIso', () => {
  it('gives the Paris calendar date, not the UTC one', () => {
    const parisAfterMidnight = new Date('2026-06-30T22:30:00Z');
    expect(parisAfterMidnight.toISOString().slice(0, 10)).toBe('2026-06-30');
    expect(todayIso(parisAfterMidnight)).toBe('2026-07-01');
  });

  it('agrees with UTC during most of the day', () => {
    expect(todayIso(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(todayIso(new Date('2026-01-05T08:00:00Z'))).toBe('2026-01-05');
  });
});

describe('chipsLabel', () => {
  const seven = ['BT', 'BD', 'OP', 'PDT', 'SOJA', 'MAIS_GRAIN', 'SORGHO'];

  it('shows up to five values as they are', () => {
    expect(CHIPS_MAX).toBe(5);
    expect(chipsLabel(seven.slice(0, 5))).toEqual(['BT', 'BD', 'OP', 'PDT', 'SOJA']);
    expect(chipsLabel(['BT'])).toEqual(['BT']);
  });

  it('adds the count of the others after five, in French', () => {
    expect(chipsLabel(seven)).toEqual(['BT', 'BD', 'OP', 'PDT', 'SOJA', '(+2 autres)']);
    expect(chipsLabel(seven.slice(0, 6))).toEqual(['BT', 'BD', 'OP', 'PDT', 'SOJA', '(+1 autre)']);
  });

  it('takes another maximum', () => {
    expect(chipsLabel(seven, 2)).toEqual(['BT', 'BD', '(+5 autres)']);
    expect(chipsLabel(seven, 0)).toEqual(['(+7 autres)']);
    expect(chipsLabel(seven, -3)).toEqual(['(+7 autres)']);
    expect(chipsLabel(seven, 2.9)).toEqual(['BT', 'BD', '(+5 autres)']);
    expect(chipsLabel(seven, Number.POSITIVE_INFINITY)).toEqual(seven);
    expect(chipsLabel(seven, Number.NaN)).toEqual([...seven.slice(0, 5), '(+2 autres)']);
  });

  it('writes numbers as text', () => {
    expect(chipsLabel([17, 40, 27, 19, 1, 2])).toEqual(['17', '40', '27', '19', '1', '(+1 autre)']);
  });

  it('gives nothing for no values', () => {
    expect(chipsLabel([])).toEqual([]);
    expect(chipsLabel(null)).toEqual([]);
    expect(chipsLabel(undefined)).toEqual([]);
  });

  it('keeps the first values in order and accounts for every hidden one', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: 0, max: 10 }), (values, max) => {
        const label = chipsLabel(values, max);
        if (values.length <= max) {
          expect(label).toEqual(values);
        } else {
          expect(label.slice(0, max)).toEqual(values.slice(0, max));
          const hidden = values.length - max;
          expect(label[max]).toBe(hidden === 1 ? '(+1 autre)' : `(+${hidden} autres)`);
          expect(label).toHaveLength(max + 1);
        }
      }),
    );
  });
});

describe('Paris wall clock of the datetime fields', () => {
  it('reads a summer and a winter time with their offsets', () => {
    expect(parisWallToIso('2026-06-10T08:00')).toBe('2026-06-10T06:00:00.000Z');
    expect(parisWallToIso('2026-01-10T08:00')).toBe('2026-01-10T07:00:00.000Z');
  });
  it('crosses the autumn change and the spring gap as clocks do', () => {
    expect(parisWallToIso('2026-10-25T01:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(parisWallToIso('2026-10-25T04:00')).toBe('2026-10-25T03:00:00.000Z');
    expect(parisWallToIso('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(parisWallToIso('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z');
  });
  it('reads the hour skipped in spring one hour later, and midnight on its own day', () => {
    // 29/03/2026: 02:00 does not exist in Paris, clocks go from 01:59 to 03:00.
    expect(parisWallToIso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    // 25/10/2026: 02:00 to 02:59 happen twice; the second one, in winter time, is read.
    expect(parisWallToIso('2026-10-25T02:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(parisWallToIso('2026-10-25T03:00')).toBe('2026-10-25T02:00:00.000Z');
    // Midnight in Paris is the previous day in UTC, an hour or two before.
    expect(parisWallToIso('2026-06-15T00:00')).toBe('2026-06-14T22:00:00.000Z');
    expect(parisWallToIso('2026-01-01T00:00')).toBe('2025-12-31T23:00:00.000Z');
    expect(parisWallToIso('2026-06-15T23:59')).toBe('2026-06-15T21:59:00.000Z');
  });
  it('shows back the time typed, next to the UTC the spec lists (08:30 typed)', () => {
    const typed = parisWallToIso('2026-06-15T08:30');
    expect(typed).toBe('2026-06-15T06:30:00.000Z');
    expect(isoToParisWall(typed)).toBe('2026-06-15T08:30');
    expect(utcWithParisTime(typed)).toBe('15/06/2026 06:30 (08:30 heure locale)');
    // Just after Paris midnight the UTC day is the day before: the Paris date is said too.
    expect(utcWithParisTime(parisWallToIso('2026-06-15T00:30'))).toBe(
      '14/06/2026 22:30 (15/06/2026 00:30 heure locale)',
    );
  });
  it('refuses what is not a wall-clock time', () => {
    expect(parisWallToIso('')).toBeNull();
    expect(parisWallToIso('2026-02-30T08:00')).toBeNull();
    expect(parisWallToIso('2026-06-10T24:00')).toBeNull();
    expect(parisWallToIso('2026-06-10')).toBeNull();
  });
  it('gives back the wall time of any instant it made', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const wall = isoToParisWall(date.toISOString());
          const back = parisWallToIso(wall);
          expect(back).not.toBeNull();
          expect(isoToParisWall(back)).toBe(wall);
        },
      ),
    );
  });
  it('shows an instant as the Paris wall clock', () => {
    expect(isoToParisWall('2026-06-10T06:00:00.000Z')).toBe('2026-06-10T08:00');
    expect(isoToParisWall('nonsense')).toBe('');
  });
});
