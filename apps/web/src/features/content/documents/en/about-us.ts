import type { ContentDocument } from './types';

export const aboutUsDocument: ContentDocument = {
  slug: 'about-us',
  title: 'About us',
  description:
    '{{siteName}} is a matrimonial service run by {{companyName}}, an Australian company helping South-Asian families find a life partner.',
  intro:
    '{{siteName}} is a matrimonial service for people who are serious about marriage, and for the families who ' +
    'help them search. We are based in Australia and we serve members here and overseas.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} is owned and operated by {{companyName}} (ABN {{abn}}), a company registered in Australia. ' +
            'Our postal address is {{address}}.',
        },
        {
          kind: 'p',
          text:
            'We started {{siteName}} because we saw families in our own communities struggling to find suitable ' +
            'matches through word of mouth alone, while the apps on offer were built for casual dating rather than ' +
            'marriage. We wanted a service that respects tradition without being bound by it, that welcomes families ' +
            'into the process, and that takes privacy as seriously as our members do.',
        },
      ],
    },
    {
      id: 'who-we-serve',
      heading: 'Who we serve',
      blocks: [
        {
          kind: 'p',
          text:
            'Most of our members come from Indian, Sri Lankan, Pakistani, Bangladeshi and Nepali backgrounds, along ' +
            'with many other communities. They are Hindu, Muslim, Sikh, Christian, Buddhist and Jain, and some follow ' +
            'no religion at all. Some were born in Australia, some moved here to study or work, and some live ' +
            'overseas and hope to marry someone with ties to Australia.',
        },
        {
          kind: 'p',
          text:
            'Our members include individuals searching for themselves and parents or siblings searching on behalf ' +
            'of a son, daughter, brother or sister. We welcome both, provided that the person who will be married is ' +
            '18 or older, knows about the profile and agrees to it.',
        },
      ],
    },
    {
      id: 'how-we-work',
      heading: 'How we work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Joining is free. You answer a short questionnaire, verify your e-mail address with a code and then ' +
              'build your profile at your own pace.',
            'Matching is mutual. We suggest people whose details fit your preferences and whose preferences you ' +
              'also fit, so that introductions start on common ground.',
            'Contact is by consent. Members send connection requests, and conversation only opens once a request ' +
              'is accepted.',
            'Privacy is in your hands. You choose who can see your photos and your sensitive details, such as ' +
              'religion, community and income.',
            "Safety is everyone's job. Every profile can be reported or blocked, and our team reviews reports " +
              'and acts on them.',
            'For members who want a more personal, verified service, we offer {{siteName}} Exclusive. You can read ' +
              'more about it on our Exclusive page (/exclusive).',
          ],
        },
        {
          kind: 'p',
          text:
            'You can read more about what members can do in Our services (/services), and about the principles ' +
            'behind our work in Our mission (/mission).',
        },
      ],
    },
    {
      id: 'our-promise',
      heading: 'Our promise to you',
      blocks: [
        {
          kind: 'p',
          text:
            'We will never sell your personal information. We will never show your sensitive details to people you ' +
            'have not chosen to share them with. And we will always treat you, and the family members helping you, ' +
            'with the respect that such an important decision deserves.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'How to reach us',
      blocks: [
        {
          kind: 'list',
          items: [
            'E-mail: {{supportEmail}}',
            'Phone: {{supportPhone}}',
            'Privacy questions: {{privacyEmail}}',
            'Post: {{companyName}}, {{address}}',
          ],
        },
        {
          kind: 'p',
          text:
            'We reply to every message as soon as we can. For quicker answers to common questions, please ' +
            'visit our Help centre (/help) or see Contact us (/contact-us).',
        },
      ],
    },
  ],
};
