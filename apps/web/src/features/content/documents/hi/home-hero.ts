import type { homeHero as englishHomeHero } from '../en/home-hero';

export type { Cta } from '../en/home-hero';

/** What the first screen shows: it travels with the home page's own code. */
export const homeHero: typeof englishHomeHero = {
  eyebrow: 'शादी के लिए, डेटिंग के लिए नहीं',
  title: 'अपने परिवार के साथ मिलकर जीवनसाथी ढूँढें',
  subtitle:
    '{{siteName}} हर दक्षिण एशियाई धर्म और समुदाय के लोगों और परिवारों को ऐसे लोगों से मिलाता है जो शादी को लेकर ' +
    'गंभीर हैं, निजी तौर पर, सम्मान के साथ और आपकी अपनी रफ़्तार से।',
  cta: { label: 'मुफ़्त रजिस्टर करें', href: '/questions' },
};
