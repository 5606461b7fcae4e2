import type { homeHero as englishHomeHero } from '../en/home-hero';

export type { Cta } from '../en/home-hero';

/** What the first screen shows: it travels with the home page's own code. */
export const homeHero: typeof englishHomeHero = {
  eyebrow: 'ਵਿਆਹ ਲਈ, ਡੇਟਿੰਗ ਲਈ ਨਹੀਂ',
  title: 'ਆਪਣੇ ਪਰਿਵਾਰ ਦੇ ਨਾਲ ਮਿਲ ਕੇ ਜੀਵਨ ਸਾਥੀ ਲੱਭੋ',
  subtitle:
    '{{siteName}} ਹਰ ਦੱਖਣੀ ਏਸ਼ੀਆਈ ਧਰਮ ਅਤੇ ਭਾਈਚਾਰੇ ਦੇ ਲੋਕਾਂ ਅਤੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਅਜਿਹੇ ਲੋਕਾਂ ਨਾਲ ਮਿਲਾਉਂਦਾ ਹੈ ਜੋ ਵਿਆਹ ' +
    'ਬਾਰੇ ਗੰਭੀਰ ਹਨ, ਨਿੱਜੀ ਤੌਰ ’ਤੇ, ਸਤਿਕਾਰ ਨਾਲ ਅਤੇ ਤੁਹਾਡੀ ਆਪਣੀ ਰਫ਼ਤਾਰ ਨਾਲ।',
  cta: { label: 'ਮੁਫ਼ਤ ਰਜਿਸਟਰ ਕਰੋ', href: '/questions' },
};
