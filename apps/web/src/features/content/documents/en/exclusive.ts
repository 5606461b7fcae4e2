import type { ContentDocument } from './types';

export const exclusiveDocument: ContentDocument = {
  slug: 'exclusive',
  title: '{{siteName}} Exclusive',
  description:
    'Exclusive is our personalised, verified matchmaking service for established professionals who are ready to commit to marriage.',
  intro:
    '{{siteName}} Exclusive is a personalised, verified and high-commitment way to search for a life partner. It ' +
    'is designed for established professionals who value discretion and want to meet people who are just as ' +
    'serious as they are.',
  sections: [
    {
      id: 'what-exclusive-is',
      heading: 'What Exclusive is',
      blocks: [
        {
          kind: 'p',
          text:
            'Exclusive is a separate tier within {{siteName}}. Every Exclusive member has met our criteria and ' +
            'completed identity and occupation verification, so the people you are introduced to are who they say ' +
            'they are. You will notice the difference as soon as you sign in: Exclusive has its own purple look, so ' +
            'you always know which part of the service you are in.',
        },
        {
          kind: 'list',
          items: [
            "Personalised: your search is shaped around your preferences and your family's values.",
            'Verified: members confirm their identity and occupation before they are introduced to others.',
            'High-commitment: Exclusive is for people who are ready to marry and prepared to give the search ' +
              'real time and attention.',
            'Discreet: introductions are between verified Exclusive members, and your privacy settings apply ' +
              'throughout.',
          ],
        },
      ],
    },
    {
      id: 'who-it-suits',
      heading: 'Who it suits',
      blocks: [
        {
          kind: 'p',
          text:
            'Exclusive suits people who have built a settled professional life and now want to build a family life ' +
            'with the same care. Many are busy professionals who do not have time for endless browsing. Many come ' +
            'from families who want reassurance that every introduction is genuine. What they share is a clear ' +
            'intention to marry and a wish to meet people at a similar stage of life.',
        },
        {
          kind: 'p',
          text:
            'Exclusive is not better or more worthy than our other plans. It is simply a different service for a ' +
            'particular group of people, and our Standard and Premium plans remain a good choice for many members.',
        },
      ],
    },
    {
      id: 'criteria',
      heading: 'Who can join Exclusive',
      blocks: [
        {
          kind: 'p',
          text:
            'To keep Exclusive focused, we ask applicants to meet all of the criteria listed on this page. We check ' +
            'these during verification, and we may decline an application that does not meet them.',
        },
      ],
    },
    {
      id: 'how-verification-works',
      heading: 'How verification works',
      blocks: [
        {
          kind: 'p',
          text: 'Verification is how we keep Exclusive trustworthy. At a high level, it works like this:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'You apply for Exclusive and confirm that you meet the criteria.',
            'We ask you to provide evidence of your identity, such as a current government-issued photo ' +
              'identity document.',
            'We ask you to provide evidence of your occupation and, where relevant, your qualifications and ' +
              'income, such as an employment letter, a professional registration or a recent payslip.',
            'Our team reviews what you have provided and may contact you if we need anything further.',
            'Once you are verified, you can begin connecting with other verified Exclusive members.',
          ],
        },
        {
          kind: 'p',
          text:
            'We use the documents you provide only to verify your application, we protect them as described in our ' +
            'Privacy Policy (/privacy-policy), and we do not show them to other members. Verification confirms what ' +
            'a document shows at the time we check it. It reduces risk but cannot remove it entirely, so please ' +
            'still follow our safety advice when you meet someone.',
        },
        {
          kind: 'note',
          text:
            'We will never ask you for your passwords, banking log-ins or card numbers as part of verification. If ' +
            'anyone claiming to be from {{siteName}} asks for these, do not share them and contact {{supportEmail}}.',
        },
      ],
    },
    {
      id: 'pricing-and-applying',
      heading: 'Pricing and applying',
      blocks: [
        {
          kind: 'p',
          text:
            'Exclusive is a paid service. Current prices are shown in Australian dollars on our Plans page ' +
            '(/subscription-tiers), and our Terms and conditions (/terms-conditions) explain how payments, renewals ' +
            'and cancellations work. If you have questions before you apply, write to us at {{supportEmail}}.',
        },
      ],
    },
  ],
};

export const exclusiveCriteria: { id: string; label: string }[] = [
  { id: 'minimum-age', label: 'You are at least 18 years old if you are a woman, or at least 21 if you are a man.' },
  { id: 'annual-income', label: 'You earn AUD 100,000 or more a year.' },
  { id: 'professional-career', label: 'You have an established professional career.' },
  {
    id: 'verification',
    label: 'You are willing to complete verification of your identity and your occupation.',
  },
  {
    id: 'active-in-organisations',
    label: 'You take an active part in professional, community or social organisations.',
  },
  {
    id: 'family-values',
    label: 'Family and community values are at the heart of your search for a partner.',
  },
  {
    id: 'university-degree',
    label: 'You have completed a university degree at bachelor level or higher.',
  },
];
