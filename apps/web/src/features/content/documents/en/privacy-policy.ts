import type { ContentDocument } from './types';

export const privacyPolicyDocument: ContentDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description:
    'How {{siteName}} collects, uses, shares and protects your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.',
  lastUpdated: '2026-11-28',
  intro:
    'Looking for a life partner means sharing personal things about yourself and your family. This policy explains, ' +
    'in plain language, what information we collect, why we collect it, who can see it and the choices you have.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and how to contact us',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} is operated by {{companyName}} (ABN {{abn}}), an Australian company ("we", "us" or "our"). ' +
            'We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs) in that Act, and ' +
            'this policy describes how we handle personal information in line with them.',
        },
        {
          kind: 'p',
          text:
            'We have appointed a privacy officer who is responsible for privacy questions, requests and complaints. ' +
            'You can contact our privacy officer by e-mail at {{privacyEmail}}, or by post at {{companyName}}, ' +
            'Attention: Privacy Officer, {{address}}. For general help with your account, please use {{supportEmail}}.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'What this policy covers',
      blocks: [
        {
          kind: 'p',
          text:
            'This policy applies to the {{siteName}} website and app, to our Exclusive service, and to any contact ' +
            'you have with us by e-mail or phone. It covers members, people who visit our public pages, family members ' +
            'who register on behalf of a relative, and people who contact us.',
        },
        {
          kind: 'p',
          text:
            'If you register on behalf of a son, daughter, brother or sister, you must make sure they know about the ' +
            'profile, agree to it, and have read this policy, because most of the information in the profile will be ' +
            'about them.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'What personal information we collect',
      blocks: [
        {
          kind: 'p',
          text: 'We collect only the information we need to provide a matrimonial service. Depending on how you use it, this includes:',
        },
        {
          kind: 'list',
          items: [
            'Account information: your name, e-mail address, phone number if you give it, date of birth, gender and ' +
              'your password (which we store only in hashed form, never as readable text).',
            'Questionnaire answers: the answers you give when you register, such as who the profile is for and what ' +
              'you are looking for.',
            'Profile information: personal details, family background, education, occupation, income, location, ' +
              'languages and anything you write about yourself.',
            'Photos: the photos you upload, together with the smaller sizes we create so they display quickly.',
            'Partner preferences: the qualities you are looking for in a partner, such as age range, location, ' +
              'religion, community and education.',
            'Connections and messages: the connection requests you send, receive, accept or decline, the members you ' +
              'block, reports you make, and the messages you exchange with other members.',
            'Verification information: if you apply for Exclusive or another verification, the identity, occupation ' +
              'and related documents you provide and the outcome of our checks.',
            'Payment information: the plan you choose, the amount, the date and the invoice. Payments are handled by ' +
              'our payment processor. We never see or store your full card number; we receive only limited details ' +
              'such as the card type, the last four digits and whether the payment succeeded.',
            'Device and notification information: if you allow notifications, a push token that lets us send alerts ' +
              'to your device or browser, and basic technical information such as your browser type and IP address, ' +
              'which our systems record for security.',
            'Usage measurement: only if you agree to measurement in our cookie settings, counts of the pages you view ' +
              'and the sign-up steps you complete, stored in our own database.',
            'Correspondence: what you tell us when you contact our support team or make a complaint.',
          ],
        },
      ],
    },
    {
      id: 'how-we-collect',
      heading: 'How we collect it',
      blocks: [
        {
          kind: 'p',
          text:
            'We collect most personal information directly from you when you register, complete your profile, use ' +
            'the service or contact us. If a family member registers on your behalf, we collect information about you ' +
            'from them, which is why the profile they make is shown to no one until you have read all of it and ' +
            'confirmed it; if you decline it, we delete it. We may also receive information about you ' +
            'from other members, for example when someone reports a profile, and from our payment processor when it ' +
            'confirms a payment.',
        },
      ],
    },
    {
      id: 'sensitive-information',
      heading: 'Sensitive information',
      blocks: [
        {
          kind: 'p',
          text:
            'Some of the information members choose to share is "sensitive information" under the Privacy Act. On ' +
            '{{siteName}} this may include your religion or religious beliefs, your caste or community, your ethnic or ' +
            'racial origin and, if you choose to mention it, information about your health or a disability.',
        },
        {
          kind: 'p',
          text:
            'In line with APP 3.3, we collect sensitive information only with your consent and only because it is ' +
            'reasonably necessary for matchmaking. Sharing it is optional. You give consent when you choose to enter ' +
            'it in your questionnaire, profile or preferences, and you can remove it at any time by editing your ' +
            'profile.',
        },
        {
          kind: 'p',
          text:
            'Sensitive details are shown to other members only in the way your visibility settings allow. We do not ' +
            'use sensitive information for advertising, and we do not disclose it to anyone for their own marketing.',
        },
        {
          kind: 'note',
          text:
            'You never have to share your religion, community, caste, ethnic origin or health to use {{siteName}}. If ' +
            'you leave them out, we will simply not use them in your matches.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'Why we collect it and how we use it',
      blocks: [
        {
          kind: 'p',
          text:
            'Under APP 6, we use and disclose personal information for the purpose we collected it for, for related ' +
            'purposes you would reasonably expect, or where the law allows or requires it. We use your information to:',
        },
        {
          kind: 'list',
          items: [
            'create and manage your account, confirm your e-mail address and keep you signed in;',
            'show your profile to other members according to your settings, and suggest mutual matches based on your ' +
              'details and preferences;',
            'deliver connection requests, messages and notifications;',
            'process payments, issue invoices and manage your plan;',
            'verify identity and occupation for Exclusive and other verification;',
            'keep the service safe, including investigating reports, preventing fraud, scams and misuse, and enforcing ' +
              'our Terms and conditions (/terms-conditions) and Community guidelines (/community-guidelines);',
            'respond to your questions, requests and complaints;',
            'send you service messages, such as security alerts, receipts and changes to our terms;',
            'if you consent, measure how our pages and sign-up steps are used, so we can improve them; and',
            'comply with our legal obligations, such as tax record-keeping and responding to lawful requests.',
          ],
        },
        {
          kind: 'p',
          text:
            "We do not read members' messages as a matter of routine. Our team may review messages when they are " +
            'reported to us, when we need to investigate a safety concern or a breach of our terms, or when the law ' +
            'requires it. We do not sell your personal information.',
        },
      ],
    },
    {
      id: 'what-other-members-see',
      heading: 'What other members can see and your privacy controls',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} is a service for meeting people, so some of your profile is shown to other signed-in ' +
            'members. You control much of what they see:',
        },
        {
          kind: 'list',
          items: [
            'Photo privacy: you decide whether your photos are shown to other members or kept private until you ' +
              'choose to share them.',
            'Sensitive details: your religion, community or caste, ethnic origin and income are shown only as your ' +
              'visibility settings allow, and you can leave them out entirely.',
            'Contact: other members can send you a connection request, but they cannot message you unless a request ' +
              'between you has been accepted.',
            'Blocking: if you block a member, they can no longer contact you.',
            'Family help: you can let relatives help with your search, each from an account of their own and only ' +
              'with what you allow (browsing, the shared shortlist, sending or answering requests, chatting, editing ' +
              'your profile). You can undo any change they make to your profile, and a photo they add is shown to ' +
              'others only once you approve it. They never see your password, sign-ins or contact details and cannot ' +
              'change your e-mail or phone, decide who sees your photos, delete your account or make calls. You see ' +
              'what each of them does and can change or end their help at any ' +
              'time. Other members see that a profile is managed with family, and which relative sent a request or ' +
              'message, by relation only.',
          ],
        },
        {
          kind: 'p',
          text:
            'Your e-mail address, phone number, password, payment details and verification documents are never shown ' +
            'on your profile. Please remember that anything you choose to share with another member, in a message or ' +
            'otherwise, can be kept or passed on by that person, so share personal contact details only when you are ' +
            'ready.',
        },
      ],
    },
    {
      id: 'direct-marketing',
      heading: 'Direct marketing',
      blocks: [
        {
          kind: 'p',
          text:
            'In line with APP 7 and the Spam Act 2003 (Cth), we send marketing messages, such as news about features ' +
            'or plan offers, only where you have agreed to receive them or where the law otherwise allows. Every ' +
            'marketing e-mail includes a simple way to unsubscribe, and you can also opt out at any time by writing to ' +
            '{{supportEmail}}. We will act on your request promptly and free of charge.',
        },
        {
          kind: 'p',
          text:
            'Opting out of marketing does not stop service messages that we need to send you, such as sign-in codes, ' +
            'security alerts, receipts and important changes to our terms. We never give or sell your details to ' +
            'other organisations for their marketing.',
        },
      ],
    },
    {
      id: 'disclosure',
      heading: 'Who we share information with',
      blocks: [
        {
          kind: 'p',
          text: 'We disclose personal information only as described in this policy. This includes disclosure to:',
        },
        {
          kind: 'list',
          items: [
            'service providers who help us run {{siteName}}, such as our hosting and data storage providers, our ' +
              'e-mail delivery provider, our push notification provider and our payment processor. They may use your ' +
              'information only to provide their services to us;',
            'professional advisers, such as our lawyers, accountants and auditors, where they need it to advise us;',
            'police, courts, regulators and other government bodies where the law requires or authorises it, or ' +
              "where we reasonably believe it is necessary to lessen or prevent a serious threat to someone's life, " +
              'health or safety; and',
            'a buyer or successor if our business, or part of it, is sold or restructured, on the condition that ' +
              'they handle your information in line with this policy.',
          ],
        },
      ],
    },
    {
      id: 'overseas-disclosure',
      heading: 'Overseas disclosure',
      blocks: [
        {
          kind: 'p',
          text:
            'Some of our service providers, including providers of hosting, e-mail delivery, notifications and ' +
            'payment processing, may store or process personal information outside Australia. Because these ' +
            'providers operate internationally, the exact locations can change, and we cannot list every country ' +
            'where information may be held.',
        },
        {
          kind: 'p',
          text:
            'In line with APP 8, before we disclose personal information to an overseas recipient we take reasonable ' +
            'steps to ensure they handle it consistently with the Australian Privacy Principles, for example by ' +
            'choosing established providers and by agreeing contractual privacy and security obligations with them. ' +
            'If you have members or family overseas and exchange messages with them, your messages will of course ' +
            'also be read in their country.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your information',
      blocks: [
        {
          kind: 'p',
          text: 'We take reasonable steps to protect personal information from misuse, interference, loss and unauthorised access, change or disclosure. These include:',
        },
        {
          kind: 'list',
          items: [
            'storing passwords only as one-way hashes, so that even our own staff cannot read them;',
            'encrypting information in transit between your device and our servers;',
            'limiting access to personal information to staff and providers who need it for their role, with ' +
              'access controls and logging;',
            'removing hidden metadata, such as location and device details, from photos when they are uploaded;',
            'keeping sign-in secrets in secure, httpOnly cookies that scripts on the page cannot read; and',
            'reviewing our systems and practices as the service grows.',
          ],
        },
        {
          kind: 'p',
          text:
            'No system can be made completely secure. Please use a strong password that you do not use anywhere else, ' +
            'keep it private, and tell us at {{supportEmail}} straight away if you think someone else has accessed ' +
            'your account.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        {
          kind: 'p',
          text:
            'We keep personal information only for as long as we need it for the purposes in this policy or as the ' +
            'law requires. While your account is open, we keep your profile and related information so the service ' +
            'works. When you delete your account:',
        },
        {
          kind: 'list',
          items: [
            'your profile, photos, questionnaire answers, preferences, connections, notifications and device ' +
              'registrations are deleted straight away, and so are your messages, those you sent and those you ' +
              'received, for the other member too;',
            'payment and invoice records are kept for 7 years, detached from your profile, because Australian ' +
              'company law (the Corporations Act 2001) requires companies to keep their financial records for 7 ' +
              'years;',
            'security logs, which never contain message content, are kept for up to 12 months to help us detect and ' +
              'investigate misuse;',
            'copies in our backups are overwritten as the backups age out, within 30 days; and',
            'information we need for a current investigation, legal claim or lawful request may be kept until that ' +
              'matter is finished.',
          ],
        },
        {
          kind: 'p',
          text:
            'The verified tick: if you ask to be verified, the photo of your identity document and the selfie you ' +
            'send are seen only by our verification team, and both are deleted as soon as our team decides, whether ' +
            'we verify you or not. We keep only the fact that you were verified and the date. If you delete your ' +
            'account before we decide, the photos are deleted with it.',
        },
        {
          kind: 'p',
          text:
            'Documents provided for verification are kept only for as long as we need them to complete and record ' +
            'the verification. When we no longer need personal information, we delete it or de-identify it.',
        },
      ],
    },
    {
      id: 'access-and-correction',
      heading: 'Accessing and correcting your information',
      blocks: [
        {
          kind: 'p',
          text:
            'Under APP 12 you can ask for access to the personal information we hold about you, and under APP 13 you ' +
            'can ask us to correct information that is inaccurate, out of date, incomplete, irrelevant or misleading. ' +
            'You can view and update most of your details yourself at any time from your dashboard.',
        },
        {
          kind: 'p',
          text:
            'For anything else, e-mail our privacy officer at {{privacyEmail}} from the e-mail address registered to ' +
            'your account, and tell us what you would like to see or change. We may need to confirm your identity ' +
            'before we act. We will respond within 30 days. We do not charge for making a request or for correcting ' +
            'information, and we will only charge a reasonable cost for providing access in unusual cases, after ' +
            'telling you first.',
        },
        {
          kind: 'p',
          text:
            'If we refuse access or correction, which the Privacy Act allows in limited circumstances, we will tell ' +
            'you why in writing and how you can complain. If we do not agree to correct information, you can ask us ' +
            'to attach a statement to it saying that you believe it is wrong.',
        },
      ],
    },
    {
      id: 'deleting-your-account',
      heading: 'Deleting your account',
      blocks: [
        {
          kind: 'p',
          text:
            'You can delete your account at any time. Our Delete account page (/delete-account) explains how to do ' +
            'it, what is removed immediately and what we must keep by law.',
        },
      ],
    },
    {
      id: 'anonymity',
      heading: 'Anonymity and pseudonyms',
      blocks: [
        {
          kind: 'p',
          text:
            'You can read our public pages and ask us general questions without telling us who you are. Because ' +
            '{{siteName}} is a service for finding a marriage partner, and honesty is essential to the safety of other ' +
            'members, it is not practical to hold an account anonymously or under a false name.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      blocks: [
        {
          kind: 'p',
          text:
            'We use a small number of cookies and local storage items that are strictly necessary to run the service, ' +
            'such as keeping you signed in. Measurement of page views and sign-up steps happens only if you agree. We ' +
            'do not use third-party advertising or analytics cookies. Full details are in our Cookies Policy ' +
            '(/cookies-policy).',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'p',
          text:
            '{{siteName}} is only for people aged 18 or over. We do not knowingly collect personal information about ' +
            'anyone under 18, and parents may not create a profile for a child who is under 18. If we learn that an ' +
            'account belongs to, or was created for, someone under 18, we will close it and delete the information, ' +
            'except where we must keep it to report a concern. Our Child Safety Policy (/child-safety-policy) ' +
            'explains more.',
        },
      ],
    },
    {
      id: 'data-breaches',
      heading: 'Data breaches',
      blocks: [
        {
          kind: 'p',
          text:
            'We are covered by the Notifiable Data Breaches scheme in Part IIIC of the Privacy Act. If we suspect a ' +
            'data breach, we act quickly to contain it and assess it. If it is an eligible data breach, meaning it is ' +
            'likely to result in serious harm to any of the people whose information is involved, we will notify ' +
            'those people and the Office of the Australian Information Commissioner, and tell you what steps you can ' +
            'take to protect yourself.',
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      blocks: [
        {
          kind: 'p',
          text:
            'If you have a concern about how we have handled your personal information, please contact our privacy ' +
            'officer first at {{privacyEmail}}, giving as much detail as you can. We will acknowledge your complaint, ' +
            'look into it fairly and respond in writing within 30 days.',
        },
        {
          kind: 'p',
          text:
            'If you are not satisfied with our response, or we have not responded within 30 days, you can complain to ' +
            'the Office of the Australian Information Commissioner (OAIC):',
        },
        {
          kind: 'list',
          items: ['Website: www.oaic.gov.au', 'Phone: 1300 363 992'],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text:
            'We may update this policy when our service or the law changes. The date at the top shows when it was last ' +
            'updated. If we make a change that materially affects how we handle your personal information, we will ' +
            'tell you by e-mail or in the app before it takes effect. We will not use sensitive information you have ' +
            'already given us for a new purpose without your consent.',
        },
      ],
    },
  ],
};
