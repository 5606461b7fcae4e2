export const helpTopics: { id: string; title: string; summary: string; faqIds: string[] }[] = [
  {
    id: 'getting-started',
    title: 'ਸ਼ੁਰੂਆਤ',
    summary: 'ਕੌਣ ਜੁੜ ਸਕਦਾ ਹੈ, ਸਾਈਨ ਅੱਪ ਕਿਵੇਂ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਪਰਿਵਾਰ ਪੁੱਤਰ ਜਾਂ ਧੀ ਲਈ ਕਿਵੇਂ ਰਜਿਸਟਰ ਕਰ ਸਕਦੇ ਹਨ ਜਾਂ ਭਾਲ ਵਿੱਚ ਮਦਦ ਕਰ ਸਕਦੇ ਹਨ।',
    faqIds: [
      'what-is-site',
      'is-it-a-dating-site',
      'who-can-join',
      'how-sign-up-works',
      'code-not-received',
      'is-it-free',
      'parents-registering',
      'family-help',
    ],
  },
  {
    id: 'profiles-and-privacy',
    title: 'ਪ੍ਰੋਫਾਈਲ ਅਤੇ ਪਰਦੇਦਾਰੀ',
    summary: 'ਚੰਗੀ ਪ੍ਰੋਫਾਈਲ ਬਣਾਉਣਾ, ਅਤੇ ਇਹ ਚੁਣਨਾ ਕਿ ਤੁਹਾਡੀਆਂ ਫੋਟੋਆਂ ਅਤੇ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਕੌਣ ਦੇਖੇ।',
    faqIds: ['photo-privacy', 'sensitive-details', 'what-to-include', 'edit-profile'],
  },
  {
    id: 'matches-and-connections',
    title: 'ਰਿਸ਼ਤੇ ਅਤੇ ਕਨੈਕਸ਼ਨ',
    summary:
      'ਦੋਵਾਂ ਪਾਸਿਆਂ ਤੋਂ ਮੇਲ ਕਿਵੇਂ ਹੁੰਦਾ ਹੈ, ਚਾਹੁਣ ਵਾਲਿਆਂ ਲਈ ਕੁੰਡਲੀ ਮਿਲਾਨ, ਕਨੈਕਸ਼ਨ ਦੀਆਂ ਬੇਨਤੀਆਂ ਭੇਜਣਾ, ਅਤੇ ' + 'ਆਪਣੇ ਕਨੈਕਸ਼ਨਾਂ ਨਾਲ ਚੈਟ ਕਰਨਾ।',
    faqIds: [
      'how-matching-works',
      'horoscope-matching',
      'horoscope-score',
      'horoscope-privacy',
      'few-matches',
      'connection-requests',
      'chat-paid-plans',
    ],
  },
  {
    id: 'plans-and-billing',
    title: 'ਪਲਾਨ ਅਤੇ ਭੁਗਤਾਨ',
    summary: 'ਸਾਡੇ ਮੁਫ਼ਤ ਅਤੇ ਪੇਡ ਪਲਾਨ, ਆਸਟ੍ਰੇਲੀਆਈ ਡਾਲਰਾਂ ਵਿੱਚ ਭੁਗਤਾਨ, ਪਲਾਨ ਰੱਦ ਕਰਨਾ ਜਾਂ ਬਦਲਣਾ, ਅਤੇ ਰਿਫੰਡ।',
    faqIds: ['plans-and-prices', 'exclusive-criteria', 'change-plan', 'cancel-plan', 'refunds', 'payment-security'],
  },
  {
    id: 'safety',
    title: 'ਸੁਰੱਖਿਆ',
    summary: 'ਬਲੌਕ ਕਰਨਾ ਅਤੇ ਸ਼ਿਕਾਇਤ ਕਰਨਾ, ਧੋਖਾਧੜੀ ਤੋਂ ਬਚਣਾ, ਅਤੇ ਕਿਸੇ ਨੂੰ ਸੁਰੱਖਿਅਤ ਢੰਗ ਨਾਲ ਮਿਲਣਾ।',
    faqIds: ['block-and-report', 'safety-tips', 'asked-for-money', 'profiles-verified'],
  },
  {
    id: 'account',
    title: 'ਤੁਹਾਡਾ ਖਾਤਾ',
    summary: 'ਪਾਸਵਰਡ, ਤੁਹਾਡਾ ਈਮੇਲ ਪਤਾ, ਆਪਣਾ ਖਾਤਾ ਮਿਟਾਉਣਾ, ਅਤੇ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰਨਾ।',
    faqIds: ['forgot-password', 'change-email', 'delete-account', 'contact-us'],
  },
];
