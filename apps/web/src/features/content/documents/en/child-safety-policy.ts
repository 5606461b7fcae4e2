import type { ContentDocument } from './types';

export const childSafetyDocument: ContentDocument = {
  slug: 'child-safety-policy',
  title: 'Child Safety Policy',
  description:
    '{{siteName}} is for adults only. Our zero-tolerance approach to child sexual abuse and exploitation, child marriage, and how to report concerns.',
  intro:
    '{{siteName}} is a service for adults seeking marriage. Children have no place on it. This policy sets out our ' +
    'standards, how to report a concern, and what we do when we receive one.',
  sections: [
    {
      id: 'adults-only',
      heading: 'An adults-only service',
      blocks: [
        {
          kind: 'p',
          text:
            'Every member, and every person a profile is created for, must be 18 years of age or older. We ask for a ' +
            'date of birth at registration and we close any account that we learn belongs to, or was created for, ' +
            'someone under 18.',
        },
        {
          kind: 'p',
          text:
            'Parents and relatives may not create a profile for a son, daughter or other family member who is under ' +
            '18, even if the marriage would only take place later. A profile may be created only once the person is ' +
            'an adult, and only with their knowledge and consent.',
        },
      ],
    },
    {
      id: 'zero-tolerance',
      heading: 'Zero tolerance for child sexual abuse and exploitation',
      blocks: [
        {
          kind: 'p',
          text:
            'We have zero tolerance for child sexual abuse and exploitation (CSAE) and for child sexual abuse material ' +
            '(CSAM) in any form. This includes:',
        },
        {
          kind: 'list',
          items: [
            'sharing, requesting, creating or linking to any sexual or sexualised image, video or text involving a ' +
              'person under 18, whether real, drawn or computer-generated;',
            "grooming, meaning any attempt to build a relationship with a child, or with a child's family, for the " +
              'purpose of sexual contact or exploitation;',
            'using {{siteName}} to contact, locate or arrange to meet a child; and',
            'sexual extortion, trafficking or any other exploitation of a child.',
          ],
        },
        {
          kind: 'p',
          text:
            'Any account involved in this behaviour is closed immediately and permanently, and we report it to the ' +
            'authorities as described below.',
        },
      ],
    },
    {
      id: 'child-and-forced-marriage',
      heading: 'No child or forced marriage',
      blocks: [
        {
          kind: 'p',
          text:
            'Our rule: every member, and every person a profile is for, must be 18 or older, and {{siteName}} ' +
            'must never be used to seek, arrange or promote the marriage of anyone under 18. Australian law: ' +
            'under the Marriage Act 1961 the age for marriage is 18. A 16- or 17-year-old may marry only with ' +
            "a court order, in exceptional circumstances, with their parents' or guardians' consent, and only " +
            'someone aged 18 or over; no one under 16 may marry. Forcing anyone into a marriage is a crime ' +
            'under the Commonwealth Criminal Code, and so is taking someone overseas for a forced marriage.',
        },
        {
          kind: 'p',
          text:
            'Every adult member must also be free to choose whether, when and whom to marry. If you are worried that ' +
            'you or someone you know is being forced into marriage, you can contact the Australian Federal Police on ' +
            '131 237, or in an emergency call 000.',
        },
      ],
    },
    {
      id: 'how-to-report',
      heading: 'How to report a concern',
      blocks: [
        {
          kind: 'p',
          text:
            'If you see anything on {{siteName}} that suggests a child may be at risk, or that a member or a profile ' +
            'involves someone under 18, please tell us straight away:',
        },
        {
          kind: 'list',
          items: [
            'In the app: open the profile, choose Report and explain that it is a child safety concern.',
            'By e-mail: write to {{supportEmail}} with "Child safety" in the subject line, the name or link of the ' +
              'profile, and what you saw.',
          ],
        },
        {
          kind: 'p',
          text:
            'Please do not download, copy, screenshot or forward any sexual image of a child, even to report it, ' +
            'because doing so can itself be an offence. Describe what you saw and where, and we will do the rest.',
        },
        {
          kind: 'note',
          text:
            'If a child is in immediate danger, call 000 in Australia, or your local emergency services if you are ' +
            'overseas, before you contact us.',
        },
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do when we receive a report',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'We treat child safety reports as our highest priority and review them as quickly as possible.',
            'We remove the content and suspend or close the account involved.',
            'We securely preserve the relevant information, such as account details and records, so that it is ' +
              'available to law enforcement.',
            'We report child sexual abuse material and exploitation to the Australian Centre to Counter Child ' +
              'Exploitation (ACCCE) and to police, and to the National Center for Missing & Exploited Children ' +
              '(NCMEC) where we are required to.',
            'We co-operate with police and other authorities in any investigation, as the law allows.',
          ],
        },
        {
          kind: 'p',
          text:
            'To protect any investigation, we may not be able to tell the person who reported the concern what ' +
            'action we have taken.',
        },
      ],
    },
    {
      id: 'child-safety-contact',
      heading: 'Our child safety contact',
      blocks: [
        {
          kind: 'p',
          text:
            'We have a designated child safety contact who is responsible for this policy, for handling reports and ' +
            'for liaising with law enforcement and regulators. They can be reached at {{supportEmail}}; please put ' +
            '"Child safety" in the subject line so your message reaches them quickly.',
        },
      ],
    },
    {
      id: 'online-safety-act',
      heading: 'The Online Safety Act and the eSafety Commissioner',
      blocks: [
        {
          kind: 'p',
          text:
            'We comply with the Online Safety Act 2021 (Cth), and we respond promptly to requests and notices from ' +
            "Australia's eSafety Commissioner. You can also report illegal and restricted online content, including " +
            'child sexual abuse material, directly to the eSafety Commissioner at esafety.gov.au.',
        },
      ],
    },
    {
      id: 'other-help',
      heading: 'Other places to get help',
      blocks: [
        {
          kind: 'list',
          items: [
            'Emergency: 000 in Australia.',
            'Australian Centre to Counter Child Exploitation: www.accce.gov.au/report',
            'eSafety Commissioner: esafety.gov.au',
            'Kids Helpline, for young people who need someone to talk to: 1800 55 1800',
            'Australian Federal Police, including concerns about forced marriage: 131 237',
          ],
        },
      ],
    },
    {
      id: 'review',
      heading: 'Keeping this policy up to date',
      blocks: [
        {
          kind: 'p',
          text:
            'We review this policy regularly and whenever the law or our service changes. Questions about it can be ' +
            'sent to {{supportEmail}}.',
        },
      ],
    },
  ],
};
