import type { Cta } from './types';

/** Everything below the first screen: it loads while the first screen renders (ADR 006). */
type HomeSections = {
  howItWorks: { title: string; text: string }[];
  privacy: { title: string; points: { title: string; text: string }[] };
  exclusiveTeaser: { title: string; text: string; cta: Cta };
  plansTeaser: { title: string; text: string; cta: Cta };
  stories: { title: string; disclaimer: string; items: { names: string; text: string }[] };
  closing: { title: string; text: string; cta: Cta };
};

export const homeSections: HomeSections = {
  howItWorks: [
    {
      title: 'Answer a short questionnaire',
      text: 'Tell us who the profile is for and what you are looking for. It takes only a few minutes.',
    },
    {
      title: 'Verify your e-mail with a code',
      text: 'We send a 6-digit code to your e-mail address. Enter it within 10 minutes to confirm it is really you.',
    },
    {
      title: 'Build your profile and preferences',
      text:
        'Share your background, family, education and values, add photos, and describe the partner you hope to ' +
        'meet. You choose what others can see.',
    },
    {
      title: 'Connect with mutual matches',
      text:
        'We suggest people who fit your preferences and whose preferences you fit. Send a connection request, and ' +
        'talk once it is accepted.',
    },
  ],
  privacy: {
    title: 'Your privacy, your choice',
    points: [
      {
        title: 'Photo privacy',
        text:
          'Decide whether your photos are shown to other members or kept private until you choose to share them. ' +
          'We remove hidden location data from every photo.',
      },
      {
        title: 'Sensitive details, shown only as you choose',
        text:
          'Religion, community and income are optional, and they are shown only in the way your visibility settings ' +
          'allow.',
      },
      {
        title: 'Verification',
        text:
          'Every member verifies their e-mail address, and Exclusive members also verify their identity and ' +
          'occupation.',
      },
      {
        title: 'You control who contacts you',
        text:
          'Nobody can message you unless a connection request between you has been accepted, and you can block or ' +
          'report anyone at any time.',
      },
    ],
  },
  exclusiveTeaser: {
    title: '{{siteName}} Exclusive',
    text:
      'A personalised, verified and high-commitment service for established professionals who are ready to marry ' +
      'and want every introduction to be genuine.',
    cta: { label: 'Discover Exclusive', href: '/exclusive' },
  },
  plansTeaser: {
    title: 'Start free, upgrade when you are ready',
    text:
      'The Standard plan is free and lets you build your profile, see your matches and send connection requests. ' +
      'Premium and Exclusive add more, with prices shown in Australian dollars.',
    cta: { label: 'Compare plans', href: '/subscription-tiers' },
  },
  stories: {
    title: 'The kind of stories we hope to share',
    disclaimer:
      'These stories are illustrations written by our team to show how {{siteName}} can work. They are not real ' +
      'members. We will replace them with real stories when members choose to share theirs.',
    items: [
      {
        names: 'Anjali and Karthik',
        text:
          "Anjali's parents created her profile with her, and she approved every word. When Karthik's " +
          'request arrived, the two families spoke first by phone, then Anjali and Karthik talked for several weeks ' +
          'before meeting over lunch with their siblings.',
      },
      {
        names: 'Ayesha and Imran',
        text:
          'Ayesha kept her photos private until she felt comfortable. After a video call with Imran and a meeting ' +
          'between their parents, she shared them herself, and the conversation that followed felt like the start ' +
          'of something real.',
      },
      {
        names: 'Harleen and Jaspreet',
        text:
          'Living in different cities, Harleen and Jaspreet found each other through mutual matching on shared ' +
          'values rather than location. They took their time, involved both families, and decided together where ' +
          'they would build their home.',
      },
    ],
  },
  closing: {
    title: 'Begin your search with dignity',
    text:
      'Registration is free and takes a few minutes. Whether you are searching for yourself or for someone you ' +
      'love, we are here to help you take the next step.',
    cta: { label: 'Register free', href: '/questions' },
  },
};
