export const helpTopics: { id: string; title: string; summary: string; faqIds: string[] }[] = [
  {
    id: 'getting-started',
    title: 'शुरुआत',
    summary: 'कौन जुड़ सकता है, साइन अप कैसे होता है, और परिवार बेटे या बेटी के लिए कैसे रजिस्टर कर सकते हैं या खोज में मदद कर सकते हैं।',
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
    title: 'प्रोफ़ाइल और गोपनीयता',
    summary: 'अच्छी प्रोफ़ाइल बनाना, और यह चुनना कि आपकी फ़ोटो और निजी जानकारी कौन देखे।',
    faqIds: ['photo-privacy', 'sensitive-details', 'what-to-include', 'edit-profile'],
  },
  {
    id: 'matches-and-connections',
    title: 'रिश्ते और कनेक्शन',
    summary: 'दोनों तरफ़ से मिलान कैसे होता है, कनेक्शन के अनुरोध भेजना, और अपने कनेक्शन से चैट करना।',
    faqIds: ['how-matching-works', 'few-matches', 'connection-requests', 'chat-paid-plans'],
  },
  {
    id: 'plans-and-billing',
    title: 'प्लान और भुगतान',
    summary: 'हमारे मुफ़्त और पेड प्लान, ऑस्ट्रेलियाई डॉलर में भुगतान, प्लान रद्द करना या बदलना, और रिफ़ंड।',
    faqIds: ['plans-and-prices', 'exclusive-criteria', 'change-plan', 'cancel-plan', 'refunds', 'payment-security'],
  },
  {
    id: 'safety',
    title: 'सुरक्षा',
    summary: 'ब्लॉक करना और शिकायत करना, धोखाधड़ी से बचना, और किसी से सुरक्षित रूप से मिलना।',
    faqIds: ['block-and-report', 'safety-tips', 'asked-for-money', 'profiles-verified'],
  },
  {
    id: 'account',
    title: 'आपका खाता',
    summary: 'पासवर्ड, आपका ईमेल पता, अपना खाता मिटाना, और हमसे संपर्क करना।',
    faqIds: ['forgot-password', 'change-email', 'delete-account', 'contact-us'],
  },
];
