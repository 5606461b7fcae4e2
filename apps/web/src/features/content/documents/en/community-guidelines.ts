import type { ContentDocument } from './types';

export const communityGuidelinesDocument: ContentDocument = {
  slug: 'community-guidelines',
  title: 'Community guidelines',
  description:
    'How we expect members of {{siteName}} to behave: honest profiles, respectful contact, no harassment, scams or dowry demands, and how to report.',
  intro:
    'Everyone on {{siteName}} is here for the same serious reason: to find a life partner. These guidelines help ' +
    'keep the community honest, respectful and safe for members and their families. They form part of our Terms ' +
    'and conditions (/terms-conditions).',
  sections: [
    {
      id: 'honest-profiles',
      heading: 'Be honest about who you are',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give true and current information about age, marital history, religion, community, education, ' +
              'occupation, income, location and family.',
            'If you have been married before or have children, say so. It is far better for families to know early.',
            'Keep one profile per person. Do not create a second profile for the same person.',
            'Update your profile when your circumstances change, and delete your account once you become engaged.',
          ],
        },
      ],
    },
    {
      id: 'real-photos',
      heading: 'Use real, recent photos of yourself only',
      blocks: [
        {
          kind: 'p',
          text:
            'Photos must be recent and must show the person the profile is for. Do not upload photos of celebrities, ' +
            'models, friends, children or anyone else, and do not use heavy filters or editing that changes how you ' +
            'look. Group photos are fine if it is clear which person you are, but please make sure the others are ' +
            'happy to be included.',
        },
      ],
    },
    {
      id: 'respectful-contact',
      heading: 'Make contact respectfully',
      blocks: [
        {
          kind: 'list',
          items: [
            'Send connection requests only to people whose profiles genuinely interest you.',
            'Accept that "no", or no reply, is an answer. Do not keep contacting someone who has declined or ' +
              'blocked you, and do not try to reach them through another profile or another channel.',
            'Keep conversations courteous and appropriate for a family audience, because parents and siblings are ' +
              'often reading too.',
            'Be open about who is writing. If a parent or sibling manages the profile, say so.',
            'If you decide not to continue, say so kindly rather than disappearing.',
          ],
        },
      ],
    },
    {
      id: 'family-involvement',
      heading: 'Involve family with consent',
      blocks: [
        {
          kind: 'p',
          text:
            'Families are welcome on {{siteName}}. A parent, sibling or relative may create and manage a profile for ' +
            "someone aged 18 or over only with that person's knowledge and consent. The person who will be married " +
            'must have the final say. Pressuring anyone into a marriage they do not freely want is unacceptable, and ' +
            'forced marriage is a crime in Australia.',
        },
      ],
    },
    {
      id: 'not-allowed',
      heading: 'What is not allowed',
      blocks: [
        {
          kind: 'list',
          items: [
            'Harassment: no repeated unwanted contact, insults, intimidation, stalking or pressure of any kind.',
            'Hate and discrimination: no content that demeans or attacks anyone because of their religion, caste, ' +
              'community, ethnicity, colour, disability, gender or sexuality. You may state your own preferences ' +
              'for a partner, but never in a way that insults others.',
            'Sexual content: no nudity, sexual images, sexual messages or requests for them.',
            'Commercial activity: no advertising, selling, recruiting, paid matchmaking, marriage bureau promotion or ' +
              'solicitation of any kind.',
            'Scams and money requests: never ask another member for money, gifts, loans, bank or card details, or ' +
              'investment, for any reason.',
            "Other people's private information: do not share anyone else's phone number, address, photos, messages " +
              'or personal details without their permission.',
            'Minors: no one under 18 may have a profile or be the subject of a profile, and no one may seek a ' +
              'marriage for a person under 18.',
            'Violence and threats: no threats, incitement of violence, or content that glorifies violence or ' +
              'self-harm.',
            'Impersonation: do not pretend to be another person, another family member, a public figure or a ' +
              'member of our team.',
            'Dowry: demanding, offering or negotiating dowry is not acceptable. Dowry is unlawful in several ' +
              'countries and has no place on {{siteName}}.',
          ],
        },
      ],
    },
    {
      id: 'romance-scams',
      heading: 'A warning about romance scams',
      blocks: [
        {
          kind: 'p',
          text:
            'Romance scammers create convincing profiles and spend weeks building trust before asking for money. ' +
            'They often claim to be working overseas, to have a sudden emergency, to need help with customs fees, ' +
            'medical bills or travel costs, or to have an investment opportunity to share. They may try to move the ' +
            'conversation off {{siteName}} quickly.',
        },
        {
          kind: 'note',
          text:
            'Never send money, gifts, cryptocurrency or gift cards to someone you have met online, and never share ' +
            'your bank or card details. If anyone asks, stop contact and report them to us straight away. You can ' +
            'also report scams to Scamwatch at www.scamwatch.gov.au.',
        },
      ],
    },
    {
      id: 'report-and-block',
      heading: 'How to report and block',
      blocks: [
        {
          kind: 'p',
          text:
            'If someone makes you uncomfortable or breaks these guidelines, open their profile and choose Report or ' +
            'Block. Blocking stops them from contacting you. Reporting sends the profile to our team for review; the ' +
            'member is not told who reported them. You can also e-mail {{supportEmail}} with details and screenshots.',
        },
        {
          kind: 'p',
          text:
            'If you believe someone is in immediate danger, call 000 in Australia, or your local emergency number ' +
            'if you are overseas, before contacting us.',
        },
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do when guidelines are broken',
      blocks: [
        {
          kind: 'p',
          text:
            'We review every report. Depending on how serious the behaviour is, and whether it has happened before, ' +
            'we may:',
        },
        {
          kind: 'list',
          items: [
            'give a warning and ask for a change, such as removing a photo or editing a profile;',
            'remove content that breaks these guidelines;',
            'limit features or suspend the account while we investigate;',
            'close the account permanently and prevent the person from rejoining; and',
            'refer the matter to the police or other authorities, and preserve information they may need, where ' +
              'someone may be at risk or a crime may have been committed.',
          ],
        },
      ],
    },
    {
      id: 'appeals',
      heading: 'Appeals',
      blocks: [
        {
          kind: 'p',
          text:
            'If we have acted on your account or content and you believe we got it wrong, write to ' +
            '{{supportEmail}} from your registered e-mail address, explaining why. We will take a fresh look ' +
            'at the decision, considering anything new you tell us, and let you know the outcome. Decisions ' +
            'about child safety, threats of violence or serious fraud may not be reversed.',
        },
      ],
    },
  ],
};
