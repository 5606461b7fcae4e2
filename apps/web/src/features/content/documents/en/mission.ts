import type { ContentDocument } from './types';

export const missionDocument: ContentDocument = {
  slug: 'mission',
  title: 'Our mission',
  description:
    'Why {{siteName}} exists: helping families and individuals find a life partner with dignity, privacy, honesty and respect for every faith and community.',
  intro:
    '{{siteName}} exists for one purpose: to help people, and the families who love them, find a life partner with dignity. ' +
    'Everything we build and every decision we make is measured against that purpose.',
  sections: [
    {
      id: 'our-purpose',
      heading: 'Our purpose',
      blocks: [
        {
          kind: 'p',
          text:
            'Choosing a husband or wife is one of the most important decisions a person will ever make. For many ' +
            'South-Asian families in Australia and around the world, it is also a decision shared with parents, ' +
            'siblings and the wider community. Yet the tools available are often built for something else entirely: ' +
            'quick swipes, casual chat and endless browsing.',
        },
        {
          kind: 'p',
          text:
            '{{siteName}} was created to offer a better way. We give individuals and their families a calm, private ' +
            'and respectful place to meet people who are genuinely looking for marriage, who share their values, and ' +
            'who are willing to be honest about who they are.',
        },
      ],
    },
    {
      id: 'our-values',
      heading: 'Our values',
      blocks: [
        {
          kind: 'p',
          text: 'These values guide how we design the service, how we treat members and how we expect members to treat each other.',
        },
        {
          kind: 'list',
          items: [
            'Respect: every member deserves courtesy, patience and a clear answer, whether that answer is yes or no.',
            "Privacy: your personal details, your photos and your family's information belong to you. You decide who " +
              'sees what, and we protect what you share with us.',
            'Honesty: a marriage cannot be built on a false profile. We ask members to be truthful, and we offer ' +
              'verification so that trust can be earned rather than assumed.',
            'Inclusion: we welcome Hindu, Muslim, Sikh, Christian, Buddhist, Jain and non-religious members, and ' +
              'people from every South-Asian community and beyond. No faith, caste, colour or background is treated ' +
              'as better than another.',
            'Family involvement, with consent: parents and siblings are often part of the search, and we make room ' +
              'for them. But the person who will be married must know about their profile, agree to it and have the ' +
              'final say.',
          ],
        },
      ],
    },
    {
      id: 'what-we-commit-to',
      heading: 'What we commit to',
      blocks: [
        {
          kind: 'list',
          items: [
            'We will keep the service focused on marriage, and we will not add features designed to keep you ' +
              'scrolling rather than finding the right person.',
            'We will give you clear controls over your photos and sensitive details, such as religion, community and ' +
              'income, and we will respect the choices you make.',
            'We will explain in plain language what information we collect, why we collect it and what we do with ' +
              'it, in line with the Australian Privacy Principles.',
            'We will act on reports of harassment, scams, fake profiles and abuse, and we will remove people who put ' +
              'other members at risk.',
            'We will be upfront about what is free and what is paid, with prices shown in Australian dollars before ' +
              'you commit to anything.',
            'We will answer your questions as people, not as a script, and we will tell you honestly when we cannot ' +
              'help.',
          ],
        },
      ],
    },
    {
      id: 'what-we-are-not',
      heading: 'What we are not',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} is not a dating app. It is not a place for casual contact, short-term relationships, ' +
            'flirting or friendship-only connections. Every member joins on the understanding that they, or the family ' +
            'member they represent, are seeking marriage.',
        },
        {
          kind: 'p',
          text:
            'We are also not a marriage bureau that makes decisions for you. We do not arrange marriages, we do not ' +
            'promise outcomes and we never pressure anyone into a match. Our role is to introduce serious people to ' +
            'each other safely. The decisions, and the relationships that follow, belong to the members and their ' +
            'families.',
        },
        {
          kind: 'note',
          text:
            'If you are looking for casual dating, {{siteName}} is not the right place for you, and profiles that ' +
            'are used for that purpose will be removed.',
        },
      ],
    },
    {
      id: 'looking-ahead',
      heading: 'Looking ahead',
      blocks: [
        {
          kind: 'p',
          text:
            'We are a young service and we will keep improving it. When we add something new, we will ask whether it ' +
            'helps people find a life partner with dignity. If it does not, we will leave it out. If you have ideas ' +
            'about how we can serve you or your community better, please write to us at {{supportEmail}}.',
        },
      ],
    },
  ],
};
