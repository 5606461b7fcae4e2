import { describe, expect, it } from 'vitest';
import { discoverApiQuery, readDiscoverFilters, writeDiscoverFilters } from './discover-query';

describe('Discover filters in the address', () => {
  it('reads every kind of filter, with choices from repeated keys', () => {
    expect(
      readDiscoverFilters(
        '?tab=discover&ageMin=25&ageMax=34&heightMin=160&incomeMin=50000-75000&children=no&religion=Hindu&religion=Sikh' +
          '&community=Punjabi&country=au&state=Victoria&sortBy=newest',
      ),
    ).toEqual({
      ageMin: 25,
      ageMax: 34,
      heightMin: 160,
      incomeMin: '50000-75000',
      children: 'no',
      religion: ['Hindu', 'Sikh'],
      community: ['Punjabi'],
      country: ['AU'],
      state: ['Victoria'],
      sortBy: 'newest',
    });
  });

  it('drops what the shared schema refuses and keeps the rest, never failing', () => {
    expect(
      readDiscoverFilters(
        '?religion=Hindu&religion=Martian&ageMin=12&ageMax=forty&heightMax=999&children=maybe&sortBy=random' +
          '&country=Australia&country=NZ&incomeMin=undisclosed&cursor=abc&page=2',
      ),
    ).toEqual({ religion: ['Hindu'], country: ['NZ'], sortBy: 'bestMatch' });
    // A range the wrong way round loses its upper end.
    expect(readDiscoverFilters('?ageMin=40&ageMax=30')).toEqual({ ageMin: 40, sortBy: 'bestMatch' });
    expect(readDiscoverFilters('')).toEqual({ sortBy: 'bestMatch' });
    expect(readDiscoverFilters('?verifiedOnly=true')).toEqual({ verifiedOnly: true, sortBy: 'bestMatch' });
    expect(readDiscoverFilters('?verifiedOnly=false')).toEqual({ sortBy: 'bestMatch' });
    expect(readDiscoverFilters('?verifiedOnly=maybe')).toEqual({ sortBy: 'bestMatch' });
    expect(writeDiscoverFilters('', { verifiedOnly: true, sortBy: 'bestMatch' })).toBe('?verifiedOnly=true');
  });

  it('writes the filters back beside the other keys, leaving the default sort out', () => {
    expect(
      writeDiscoverFilters('?tab=discover&religion=Jain&ageMin=30', {
        religion: ['Hindu', 'Sikh'],
        ageMax: 40,
        sortBy: 'bestMatch',
      }),
    ).toBe('?tab=discover&ageMax=40&religion=Hindu&religion=Sikh');
    expect(writeDiscoverFilters('?tab=discover&diet=Vegan', { sortBy: 'newest' })).toBe('?tab=discover&sortBy=newest');
    expect(writeDiscoverFilters('?diet=Vegan', {})).toBe('');
  });

  it('builds the request’s query string, always with the sort', () => {
    expect(discoverApiQuery({ sortBy: 'bestMatch' })).toBe('sortBy=bestMatch');
    expect(discoverApiQuery({ religion: ['Hindu', 'Sikh'], heightMin: 170, sortBy: 'recentlyActive' })).toBe(
      'heightMin=170&sortBy=recentlyActive&religion=Hindu&religion=Sikh',
    );
  });
});
