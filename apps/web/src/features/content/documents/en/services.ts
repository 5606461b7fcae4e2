import type { ContentDocument } from './types';

export const servicesDocument: ContentDocument = {
  slug: 'services',
  title: 'Our services',
  description:
    'What you can do on {{siteName}}: free registration, a detailed profile, partner preferences, mutual matching, photo privacy, chat and Exclusive.',
  intro:
    'Here is an honest overview of what {{siteName}} offers, from the free Standard plan to our personalised ' +
    'Exclusive service. Plan prices are shown in Australian dollars on our Plans page (/subscription-tiers).',
  sections: [
    {
      id: 'free-registration',
      heading: 'Free registration',
      blocks: [
        {
          kind: 'p',
          text:
            'Anyone aged 18 or over who is free to marry can join at no cost. Registration starts with a short ' +
            'questionnaire about who the profile is for and what you are looking for. We then send a 6-digit code to ' +
            'your e-mail address to confirm it belongs to you, and you choose a password.',
        },
        {
          kind: 'p',
          text:
            'If you are a parent or sibling registering for a family member, you can say so in the questionnaire. ' +
            'The person the profile is for must be 18 or older, must know about the profile and must agree to it.',
        },
      ],
    },
    {
      id: 'detailed-profile',
      heading: 'A detailed profile',
      blocks: [
        {
          kind: 'p',
          text:
            'A good profile helps the right families find you. After registering, you complete your profile in a few ' +
            'short steps, and you can return to update it at any time.',
        },
        {
          kind: 'list',
          items: [
            'Personal details, such as your name, date of birth, languages and a few words about yourself.',
            'Family background, such as your parents, siblings and the family values that matter to you.',
            'Religious and community background: religion, community or caste if you wish to share it, and how ' +
              'important these are in your search.',
            'Education and finance, such as your qualifications, occupation and income.',
            'Location: where you live now.',
            'Photos: recent photos of yourself, with privacy controls described below.',
          ],
        },
        {
          kind: 'note',
          text:
            'Religion, community or caste, ethnic origin and income are personal. You choose whether to share them, ' +
            'and who can see them, in your profile settings.',
        },
      ],
    },
    {
      id: 'partner-preferences',
      heading: 'Partner preferences',
      blocks: [
        {
          kind: 'p',
          text:
            'Tell us what you are looking for in a life partner, such as age range, location, religion, community, ' +
            'education and languages. You can make each preference as broad or as specific as you like, and change ' +
            'it whenever your thinking changes.',
        },
      ],
    },
    {
      id: 'mutual-matching',
      heading: 'Mutual matching',
      blocks: [
        {
          kind: 'p',
          text:
            'We suggest members who fit your preferences and whose own preferences you also fit. This two-way ' +
            'approach means fewer, more relevant suggestions, and it means that when you reach out, the other person ' +
            'has already said that someone like you is who they are hoping to meet.',
        },
        {
          kind: 'p',
          text:
            'Matching is based only on the details members provide. We do not offer horoscope or astrology matching, ' +
            'and we do not guarantee any number of matches or any outcome.',
        },
      ],
    },
    {
      id: 'connection-requests',
      heading: 'Connection requests',
      blocks: [
        {
          kind: 'p',
          text:
            'When a profile interests you, send a connection request. The other member can accept or decline. Nobody ' +
            'can message you unless you have accepted their request or they have accepted yours, so you stay in ' +
            'control of who contacts you.',
        },
      ],
    },
    {
      id: 'photo-privacy',
      heading: 'Photo privacy controls',
      blocks: [
        {
          kind: 'p',
          text:
            'Many families prefer to share photos only with people they are seriously considering. Your photo ' +
            'privacy settings let you decide whether your photos are shown to other members or kept private until ' +
            'you choose to share them. We also remove hidden data, such as location details, from every photo you ' +
            'upload.',
        },
      ],
    },
    {
      id: 'notifications',
      heading: 'Notifications',
      blocks: [
        {
          kind: 'p',
          text:
            'We let you know when someone sends you a connection request, accepts yours or sends you a message. ' +
            'Notifications appear in your dashboard and, if you allow it, as notifications on your device or in ' +
            'your browser. You can withdraw that permission at any time in your browser or device settings.',
        },
      ],
    },
    {
      id: 'chat',
      heading: 'Chat on paid plans',
      blocks: [
        {
          kind: 'p',
          text:
            'Members on Premium and Exclusive can write to and call the members they are connected with; a member on ' +
            'Standard can read the messages their connections send them, and can reply once they upgrade. Chat is designed for ' +
            'getting to know each other and your families before you decide to meet. Please read our Community ' +
            'guidelines (/community-guidelines) before you start.',
        },
      ],
    },
    {
      id: 'plans',
      heading: 'Plans',
      blocks: [
        {
          kind: 'list',
          items: [
            'Standard is free. You can register, build your profile, set preferences, see your matches and send and ' +
              'receive connection requests.',
            'Premium is a paid plan that adds chat and other features listed on the Plans page.',
            'Exclusive is our personalised, verified service for members who meet its criteria.',
          ],
        },
        {
          kind: 'p',
          text:
            'Current prices, in Australian dollars, and the full list of features for each plan are on our Plans ' +
            'page (/subscription-tiers). How subscriptions renew and how to cancel are explained in our Terms and ' +
            'conditions (/terms-conditions).',
        },
      ],
    },
    {
      id: 'exclusive-service',
      heading: 'The Exclusive service',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} Exclusive is for established professionals who want a more personal, high-commitment ' +
            'search. Exclusive members complete identity and occupation verification and are introduced to other ' +
            'verified Exclusive members. You can read about who it suits and how it works on our Exclusive page ' +
            '(/exclusive).',
        },
      ],
    },
    {
      id: 'safety-and-support',
      heading: 'Safety and support',
      blocks: [
        {
          kind: 'p',
          text:
            'Every member can block or report another member from their profile. Our team reviews reports and acts ' +
            'on them, and you can reach us at {{supportEmail}} if you need help with anything.',
        },
      ],
    },
  ],
};
