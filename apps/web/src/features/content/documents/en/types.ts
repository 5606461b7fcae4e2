export type Block =
  { kind: 'p'; text: string } | { kind: 'list'; items: string[]; ordered?: boolean } | { kind: 'note'; text: string }; // a highlighted call-out
export type Section = { id: string; heading: string; blocks: Block[] };
export type ContentDocument = {
  slug: string; // route path without leading slash, e.g. 'privacy-policy'
  title: string; // page H1 and <title>
  description: string; // meta description, 120-160 characters
  lastUpdated?: string; // ISO date, for policies: '2026-11-22'
  intro?: string; // one or two sentence lead paragraph
  sections: Section[];
};
export type Faq = {
  id: string;
  question: string;
  answer: string;
  topic:
    'getting-started' | 'profiles-and-privacy' | 'matches-and-connections' | 'plans-and-billing' | 'safety' | 'account';
};
export type Article = { slug: string; title: string; summary: string; readingMinutes: number; sections: Section[] };

/** A call to action: its words and where it leads. */
export type Cta = { label: string; href: string };
