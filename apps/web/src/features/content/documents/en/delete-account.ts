import type { ContentDocument } from './types';

export const deleteAccountDocument: ContentDocument = {
  slug: 'delete-account',
  title: 'Delete your account',
  description:
    'How to delete your {{siteName}} account, what is removed straight away, what the law requires us to keep and for how long.',
  intro:
    'You can delete your {{siteName}} account at any time. This page explains how, what happens to your ' +
    'information, and the few records we are required to keep.',
  sections: [
    {
      id: 'before-you-delete',
      heading: 'Before you delete',
      blocks: [
        {
          kind: 'p',
          text:
            'If you only want to stop paying, you can cancel your paid plan instead and keep your account on the ' +
            'free Standard plan. Deleting your account is permanent.',
        },
        {
          kind: 'note',
          text:
            'Deletion cannot be undone. Once your account is deleted, we cannot restore your profile, photos, ' +
            'connections or messages. If you want to return later, you will need to register again.',
        },
      ],
    },
    {
      id: 'how-to-delete',
      heading: 'How to delete your account',
      blocks: [
        {
          kind: 'p',
          text: 'If you can sign in:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Sign in and go to your Dashboard.',
            'Open the account menu.',
            'Choose Delete account.',
            'Enter your password to confirm.',
          ],
        },
        {
          kind: 'p',
          text:
            'If you cannot sign in, first try resetting your password at Forgot password (/forgot-password). If that ' +
            'does not work, e-mail {{supportEmail}} from the e-mail address registered to your account and ask us to ' +
            'delete it. We may ask you to confirm your request before we act, to make sure it really comes from you.',
        },
      ],
    },
    {
      id: 'removed-immediately',
      heading: 'What is removed straight away',
      blocks: [
        {
          kind: 'list',
          items: [
            'You are signed out on every device and browser.',
            'Your profile is hidden from everyone and removed.',
            'Your photos are deleted, together with every size we created for display.',
            'Your questionnaire answers and partner preferences are deleted.',
            'Your connections and connection requests are deleted.',
            'Your notifications are deleted.',
            'Your messages are deleted: those you sent and those you received, with any files in them. The ' +
              'conversations are deleted for the other members too.',
            'Your device and push notification registrations are deleted, so you will receive no further alerts.',
          ],
        },
      ],
    },
    {
      id: 'what-we-keep',
      heading: 'What we keep, and for how long',
      blocks: [
        {
          kind: 'p',
          text: 'A small amount of information has to be kept for legal and security reasons:',
        },
        {
          kind: 'list',
          items: [
            'Payment and invoice records are kept for 7 years after your account is deleted, because ' +
              'Australian company law (the Corporations Act 2001) requires companies to keep their financial ' +
              'records for 7 years. These records are detached from your profile and are used only for tax, ' +
              'accounting and legal purposes.',
            'Security logs, such as records of sign-ins and account actions, are kept for up to 12 months to help us ' +
              'detect and investigate misuse. They never contain the content of your messages.',
            'We send a receipt e-mail to your registered address confirming that your account has been deleted.',
          ],
        },
        {
          kind: 'p',
          text:
            'Copies of deleted information may remain in our secure backups for a short time. Backups age out and ' +
            'are overwritten within 30 days, and we do not restore deleted accounts from them.',
        },
        {
          kind: 'p',
          text:
            'If your account is the subject of a current investigation, such as a safety report, or we are required ' +
            'by law to keep certain information, we will keep only what is needed until that matter is finished.',
        },
      ],
    },
    {
      id: 'paid-plans',
      heading: 'Paid plans',
      blocks: [
        {
          kind: 'p',
          text:
            'Any paid plan ends when your account is deleted, and no further payments will be taken. The unused part ' +
            'of a plan is not refunded, except where the law requires a refund, for example under the Australian ' +
            'Consumer Law. Our Terms and conditions (/terms-conditions) explain your rights.',
        },
      ],
    },
    {
      id: 'other-members',
      heading: 'What other members will see',
      blocks: [
        {
          kind: 'p',
          text:
            "After deletion, your profile no longer appears in anyone's matches, connections or search " +
            'results, and your conversations with other members are gone from their side too. We cannot delete ' +
            'information that another member has already copied or saved outside {{siteName}}, such as contact ' +
            'details you shared with them.',
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      blocks: [
        {
          kind: 'p',
          text:
            'If you have questions about deleting your account or about the information we keep, contact ' +
            '{{supportEmail}}, or our privacy officer at {{privacyEmail}}. Our Privacy Policy (/privacy-policy) has ' +
            'more detail about how we handle personal information.',
        },
      ],
    },
  ],
};
