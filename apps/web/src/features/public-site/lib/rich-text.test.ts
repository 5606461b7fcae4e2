import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text';

describe('parseRichText', () => {
  it('links the words naming a page written as "Name (/path)"', () => {
    expect(parseRichText('Read our Privacy Policy (/privacy-policy) first.')).toEqual([
      { kind: 'text', text: 'Read our ' },
      { kind: 'page', to: '/privacy-policy', label: 'Privacy Policy' },
      { kind: 'text', text: ' first.' },
    ]);
    expect(parseRichText('see our advice on staying safe (/advice).')[1]).toEqual({
      kind: 'page',
      to: '/advice',
      label: 'advice on staying safe',
    });
  });

  it('falls back to linking the path when the name is not recognised', () => {
    expect(parseRichText('Go there (/somewhere) now')).toEqual([
      { kind: 'text', text: 'Go there (' },
      { kind: 'page', to: '/somewhere', label: '/somewhere' },
      { kind: 'text', text: ') now' },
    ]);
  });

  it('supports [label](/path), e-mail addresses and www addresses', () => {
    expect(
      parseRichText('See [the plans](/subscription-tiers), write to a.b@example.com or visit www.oaic.gov.au.'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'page', to: '/subscription-tiers', label: 'the plans' },
      { kind: 'text', text: ', write to ' },
      { kind: 'email', address: 'a.b@example.com' },
      { kind: 'text', text: ' or visit ' },
      { kind: 'web', href: 'https://www.oaic.gov.au', label: 'www.oaic.gov.au' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves plain text alone', () => {
    expect(parseRichText('Nothing to link (really).')).toEqual([{ kind: 'text', text: 'Nothing to link (really).' }]);
  });
});
