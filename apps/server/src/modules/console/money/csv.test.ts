import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes inside', () => {
    expect(csvCell('Premium, yearly')).toBe('"Premium, yearly"');
    expect(csvCell('the "gold" plan')).toBe('"the ""gold"" plan"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('plain')).toBe('plain');
  });

  it('puts a single quote before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+61 400 000 000')).toBe("'+61 400 000 000");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as they are and nothing for missing values', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('makes a file with a byte-order mark, CRLF line ends and a final line break', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', 2],
          [null, 'x,y'],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,2\r\n,"x,y"\r\n');
  });
});
