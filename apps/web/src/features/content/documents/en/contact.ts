import type { ContentDocument } from './types';

export const contactDocument: ContentDocument = {
  slug: 'contact-us',
  title: 'Contact us',
  description:
    'Get in touch with the {{siteName}} team by e-mail or phone. A real person reads every message and replies ' +
    'as soon as we can.',
  intro:
    'We are glad to help with questions about your account, your plan, your privacy or anything else. A real ' +
    'person from our team will read your message and reply.',
  sections: [
    {
      id: 'before-you-write',
      heading: 'Before you write',
      blocks: [
        {
          kind: 'p',
          text: 'You may find a quicker answer here:',
        },
        {
          kind: 'list',
          items: [
            'Forgot your password? Reset it yourself at Forgot password (/forgot-password).',
            'Want to delete your account? Our Delete account page (/delete-account) explains how, and what happens to ' +
              'your information.',
            'Need to report a member? Open their profile and choose Report, so that our team receives the details ' +
              'straight away.',
            'Have a general question? Our Help centre (/help) and FAQs (/faqs) answer the most common ones.',
            'We reply to every message as soon as we can.',
          ],
        },
      ],
    },
    {
      id: 'how-to-reach-us',
      heading: 'How to reach us',
      blocks: [
        {
          kind: 'list',
          items: [
            'E-mail: {{supportEmail}}',
            'Phone: {{supportPhone}}',
            'Privacy questions and requests: {{privacyEmail}}',
            'Post: {{companyName}}, {{address}}',
          ],
        },
        {
          kind: 'p',
          text:
            'When you write about your account, please e-mail us from the address registered to it, so that we can ' +
            'find your account and confirm the request comes from you. Never send us your password or full card ' +
            'number; we will never ask for them.',
        },
      ],
    },
    {
      id: 'safety-concerns',
      heading: 'Safety and child safety concerns',
      blocks: [
        {
          kind: 'p',
          text:
            'If you are worried about another member, report them from their profile or e-mail {{supportEmail}} ' +
            'with "Safety" in the subject line. For anything involving a child, use "Child safety" in the subject ' +
            'line; our Child Safety Policy (/child-safety-policy) explains how we respond.',
        },
        {
          kind: 'note',
          text:
            'If you or someone else is in immediate danger, call 000 in Australia, or your local emergency number if ' +
            'you are overseas.',
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        {
          kind: 'p',
          text:
            'If you are unhappy with our service, please tell us at {{supportEmail}} so that we can put it right. ' +
            'For privacy complaints, contact our privacy officer at {{privacyEmail}}; our Privacy Policy ' +
            '(/privacy-policy) explains the process and your right to contact the Office of the Australian ' +
            'Information Commissioner.',
        },
      ],
    },
  ],
};
