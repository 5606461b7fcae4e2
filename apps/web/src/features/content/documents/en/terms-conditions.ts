import type { ContentDocument } from './types';

export const termsDocument: ContentDocument = {
  slug: 'terms-conditions',
  title: 'Terms and conditions',
  description:
    'The terms for using {{siteName}}: eligibility, matrimonial purpose, member conduct, plans and payments in AUD, your rights under Australian law.',
  lastUpdated: '2026-11-22',
  intro:
    'These terms set out the agreement between you and {{companyName}} when you use {{siteName}}. Please read them ' +
    'carefully. They are written to be clear, and nothing in them takes away rights you have under Australian law.',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} is operated by {{companyName}} (ABN {{abn}}) of {{address}} ("we", "us" or "our"). These ' +
            'terms apply to everyone who registers for or uses {{siteName}}, including the website, the app and our ' +
            'Exclusive service. By creating an account, or by using the service, you agree to these terms, to our ' +
            'Community guidelines (/community-guidelines) and to our Child Safety Policy (/child-safety-policy).',
        },
        {
          kind: 'p',
          text:
            'Our Privacy Policy (/privacy-policy) and Cookies Policy (/cookies-policy) explain how we handle personal ' +
            'information. If you do not agree to these terms, please do not use {{siteName}}.',
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use {{siteName}}',
      blocks: [
        {
          kind: 'p',
          text: 'To have a profile on {{siteName}}, the person the profile is for must:',
        },
        {
          kind: 'list',
          items: [
            'be 18 years of age or older;',
            'be legally free to marry, meaning single, divorced or widowed, and not prevented from marrying by any ' +
              'law that applies to them;',
            'not have been removed from {{siteName}} before, unless we have agreed in writing that they may return; ' +
              'and',
            'not be prohibited by law from using a service like ours.',
          ],
        },
        {
          kind: 'p',
          text:
            'Each person may have only one profile. Duplicate profiles, including profiles created by different family ' +
            'members for the same person, may be merged or removed.',
        },
      ],
    },
    {
      id: 'profiles-for-family-members',
      heading: 'Profiles created by family members',
      blocks: [
        {
          kind: 'p',
          text:
            'Parents, siblings and other close relatives are welcome to create and manage a profile on behalf of a ' +
            'family member. If you do so, you confirm that:',
        },
        {
          kind: 'list',
          items: [
            'the person the profile is for is 18 or older;',
            'they know about the profile, have agreed to it being created and agree to what it says about them;',
            'they have agreed to these terms and our Privacy Policy, and you will share any important messages ' +
              'from us with them; and',
            'they will make the final decision about any proposal or marriage, freely and without pressure.',
          ],
        },
        {
          kind: 'p',
          text:
            'If we learn that a profile was created without the knowledge or consent of the person it describes, we ' +
            'will remove it. Forcing anyone into marriage is a crime in Australia and is never acceptable on ' +
            '{{siteName}}.',
        },
      ],
    },
    {
      id: 'matrimonial-purpose',
      heading: 'Matrimonial purpose only',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} is for people who are seeking marriage. It is not a dating service, and you must not use it ' +
            'for casual relationships, sexual contact, friendship-only connections, business networking, recruitment, ' +
            'selling, promotion or any purpose other than finding a marriage partner for yourself or a consenting ' +
            'family member.',
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'p',
          text:
            'You are responsible for keeping your password secure and for everything that happens under your ' +
            'account. Please do not share your password with anyone, including other family members who do not ' +
            'manage the profile. Tell us straight away at {{supportEmail}} if you believe someone has accessed your ' +
            'account without permission.',
        },
        {
          kind: 'p',
          text:
            'Please keep your e-mail address up to date, because we use it for sign-in codes, security messages, ' +
            'receipts and important notices about your account.',
        },
      ],
    },
    {
      id: 'accuracy-of-information',
      heading: 'Accuracy of information',
      blocks: [
        {
          kind: 'p',
          text:
            'Families make serious decisions based on what profiles say. You must make sure that everything in your ' +
            'profile is true, current and not misleading, including your age, marital history, religion, community, ' +
            'education, occupation, income and location. Photos must be recent photos of the person the profile is ' +
            'for, and of no one else.',
        },
        {
          kind: 'p',
          text:
            'If your circumstances change, please update your profile. If you become engaged or married, or are no ' +
            'longer searching, please delete your account.',
        },
      ],
    },
    {
      id: 'member-conduct',
      heading: 'How members must behave',
      blocks: [
        {
          kind: 'p',
          text:
            'Our Community guidelines (/community-guidelines) explain in detail what we expect. In summary, you must ' +
            'not:',
        },
        {
          kind: 'list',
          items: [
            'harass, threaten, intimidate, stalk or abuse any person;',
            'post or send content that is hateful or discriminatory on the basis of religion, caste, community, ' +
              'ethnicity, colour, disability, gender or sexuality;',
            'post or send nude, sexual or violent content;',
            'ask any member for money, gifts, financial details or investment, or take part in any scam;',
            'demand or offer dowry;',
            'impersonate anyone or create a false or misleading profile;',
            "share another person's private information, photos or messages without their consent;",
            'use the service for any commercial purpose, including advertising, recruitment or matchmaking for a ' +
              'fee;',
            'collect information about members by automated means, or copy, scrape or resell any part of the ' +
              'service;',
            'interfere with the security or operation of the service, or try to access accounts or data that are ' +
              'not yours; or',
            'break any law that applies to you or encourage anyone else to do so.',
          ],
        },
      ],
    },
    {
      id: 'interactions-with-members',
      heading: 'Your interactions with other members',
      blocks: [
        {
          kind: 'p',
          text:
            'You are responsible for your own decisions about whom you contact, what you share and whether you meet ' +
            'someone. We do not conduct criminal record checks on members, and apart from the verification described ' +
            'below we do not check the information members provide. Please read our safety advice (/advice) before ' +
            'meeting anyone, and report any concern to us.',
        },
      ],
    },
    {
      id: 'verification',
      heading: 'Verification',
      blocks: [
        {
          kind: 'p',
          text:
            'We offer verification of e-mail addresses for all members and identity and occupation verification for ' +
            'Exclusive members. When you provide documents for verification, you confirm that they are genuine, ' +
            'current and your own. Providing false or altered documents will lead to removal from {{siteName}} and ' +
            'may be reported to the authorities.',
        },
        {
          kind: 'p',
          text:
            'Verification confirms what the documents showed at the time of our check. It is not a guarantee of a ' +
            "member's character, intentions or suitability as a partner, and it does not replace your own care and " +
            'judgement.',
        },
      ],
    },
    {
      id: 'plans-and-payments',
      heading: 'Plans and payments',
      blocks: [
        {
          kind: 'p',
          text:
            'The Standard plan is free. Premium and Exclusive are paid plans. The features of each plan and the ' +
            'current prices are shown on our Plans page (/subscription-tiers). All prices are in Australian dollars ' +
            '(AUD) and include GST where GST applies. Your bank may charge its own fees, for example for currency ' +
            'conversion if your card is issued outside Australia.',
        },
        {
          kind: 'p',
          text:
            'Payments are processed securely by our payment processor. By paying, you authorise the charge shown at ' +
            'checkout. We may change our prices from time to time, but a change will not affect a period you have ' +
            'already paid for, and we will tell you before a new price applies to a renewal.',
        },
        {
          kind: 'p',
          text:
            'Exclusive is available only to members who meet the Exclusive criteria and complete verification. If we ' +
            'decline your Exclusive application, we will not charge you for Exclusive, and we will refund anything ' +
            'you have already paid for it.',
        },
      ],
    },
    {
      id: 'renewals-and-cancellation',
      heading: 'Subscriptions, renewals and cancellation',
      blocks: [
        {
          kind: 'p',
          text:
            'Paid plans are subscriptions for a set period. Before you pay, checkout will show the price, the length ' +
            'of the period and whether the plan renews automatically. If your plan renews automatically, it will ' +
            'continue and be charged at the end of each period until you cancel.',
        },
        {
          kind: 'p',
          text:
            'You can cancel a paid plan at any time from your dashboard or by e-mailing {{supportEmail}}. Cancelling ' +
            'stops future renewals. You keep the features of your paid plan until the end of the period you have ' +
            'already paid for, and then your account continues on the free Standard plan.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds and your rights under Australian Consumer Law',
      blocks: [
        {
          kind: 'p',
          text:
            'Our services come with guarantees that cannot be excluded under the Australian Consumer Law (ACL). ' +
            'For a major failure with a service, you are entitled to cancel your service contract and to a refund ' +
            'for the unused portion, or to compensation for its reduced value. You are also entitled to be ' +
            'compensated for any other reasonably foreseeable loss or damage. If a failure does not amount to a ' +
            'major failure, you are entitled to have the problem fixed in a reasonable time and, if that is not done, ' +
            'to cancel your contract and obtain a refund for the unused portion.',
        },
        {
          kind: 'p',
          text:
            'Apart from those rights, and any others the law gives you, payments are not refundable simply because ' +
            'you change your mind, do not use the service, find a partner early or delete your account before the ' +
            'end of a paid period. If you think something has gone wrong with a payment or a service, please contact ' +
            '{{supportEmail}} and we will look into it promptly.',
        },
        {
          kind: 'note',
          text:
            'Nothing in these terms excludes, restricts or changes any right or remedy you have under the Australian ' +
            'Consumer Law or any other law that cannot be excluded.',
        },
      ],
    },
    {
      id: 'content-licence',
      heading: 'Content you upload',
      blocks: [
        {
          kind: 'p',
          text:
            'You keep ownership of the photos, text and other content you add to {{siteName}}. You confirm that you ' +
            'have the right to share it, that any photos are of the person the profile is for, and that sharing it ' +
            "does not break the law or anyone else's rights.",
        },
        {
          kind: 'p',
          text:
            'You give us a non-exclusive, royalty-free licence, for as long as the content stays on {{siteName}}, to ' +
            'store, copy, resize, format and display it to other members in line with your privacy settings, and to ' +
            'use it as needed to run, secure and moderate the service. We will not use your photos or profile in ' +
            'advertising or publicity without your separate, express permission.',
        },
        {
          kind: 'p',
          text:
            'The licence ends when you delete the content or your account, except for copies that remain ' +
            'briefly in backups and information we must keep by law. When you delete your account, the ' +
            'messages you sent and received are deleted as well, for the other member as much as for you, as ' +
            'our Delete account page (/delete-account) explains.',
        },
      ],
    },
    {
      id: 'moderation-and-suspension',
      heading: 'Moderation and suspension',
      blocks: [
        {
          kind: 'p',
          text:
            'We may review profiles, photos and reported messages to keep the service safe and consistent with these ' +
            'terms. We may decline, edit the visibility of, or remove any content that we reasonably believe breaks ' +
            'these terms or our Community guidelines.',
        },
        {
          kind: 'p',
          text:
            'If we reasonably believe you have broken these terms, put another person at risk, or acted unlawfully, ' +
            'we may warn you, limit features on your account, suspend it while we investigate, or close it. Where it ' +
            'is safe and lawful to do so, we will tell you the reason. We may also refer matters to the police or ' +
            'other authorities. If you believe we have made a mistake, you can ask us to review our decision by ' +
            'writing to {{supportEmail}}.',
        },
      ],
    },
    {
      id: 'termination-and-deletion',
      heading: 'Ending your account',
      blocks: [
        {
          kind: 'p',
          text:
            'You can delete your account at any time, as explained on our Delete account page (/delete-account). ' +
            'Deletion cannot be undone. A paid plan ends when your account is deleted and is not refunded, except ' +
            'where the law requires a refund.',
        },
        {
          kind: 'p',
          text:
            'We may close your account for a serious or repeated breach of these terms, if we are required to by ' +
            'law, or if we stop providing {{siteName}}. If we close your account or stop the service for reasons ' +
            'other than your breach, we will refund the unused part of any paid period.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Availability of the service',
      blocks: [
        {
          kind: 'p',
          text:
            'We work hard to keep {{siteName}} available and reliable, but there may be interruptions for maintenance, ' +
            'updates or reasons outside our control. We may change, add or remove features over time. If a change ' +
            'significantly reduces the features of a paid plan during a period you have paid for, we will tell you ' +
            'and you may cancel and receive a refund for the unused part of that period.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'What we cannot promise',
      blocks: [
        {
          kind: 'p',
          text:
            'We introduce members to each other; we do not arrange marriages. Subject to the Australian Consumer ' +
            'Law, we do not promise that you will receive a particular number of matches, that any member will ' +
            'accept your request, or that you will find a partner. We are not responsible for what other members ' +
            'say or do, on or off {{siteName}}, although we will act on reports of misconduct as described in these ' +
            'terms.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'p',
          text:
            'Nothing in these terms limits our liability under the consumer guarantees in the Australian Consumer ' +
            'Law, or for anything else that the law does not allow us to limit.',
        },
        {
          kind: 'p',
          text:
            'Subject to that, and to the extent the law allows, we are not liable for loss that was not reasonably ' +
            "foreseeable, for loss caused by another member's conduct, or for loss caused by events outside our " +
            'reasonable control. You are responsible for loss you cause to us or to other people by breaking these ' +
            'terms or the law, to the extent that you caused it.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'p',
          text:
            'These terms are governed by the laws of the State of Victoria, Australia. You and we submit to the ' +
            'non-exclusive jurisdiction of the courts of the State of Victoria and the courts that can hear appeals ' +
            'from them. If you live outside Australia, you may also have rights under the consumer laws of your own ' +
            'country that cannot be excluded, and these terms do not take those rights away.',
        },
        {
          kind: 'p',
          text:
            'If there is a dispute, please contact us first at {{supportEmail}} so that we can try to resolve it ' +
            'quickly and informally.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text:
            'We may update these terms when our service or the law changes. The date at the top shows when they were ' +
            'last updated. If we make a change that materially affects you, we will tell you by e-mail or in the app ' +
            'before it takes effect, unless the change is needed straight away for legal or safety reasons. ' +
            'If you do not agree with a change, you may delete your account before it takes effect, and if the change ' +
            'is to your disadvantage we will refund the unused part of any paid period.',
        },
        {
          kind: 'p',
          text:
            'If any part of these terms is found to be unenforceable, the rest continues to apply. If we do not ' +
            'enforce a right straight away, we do not give it up.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'list',
          items: ['E-mail: {{supportEmail}}', 'Phone: {{supportPhone}}', 'Post: {{companyName}}, {{address}}'],
        },
      ],
    },
  ],
};
