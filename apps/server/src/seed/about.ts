import type { Random } from './random';

/**
 * "About me" texts, composed from fragments: a greeting or introduction, work, family, values, interests, what the
 * member hopes for, and a closing line. Parents, siblings, relatives and friends who post a profile write about the
 * member in the third person, as they do on real sites. Details (occupation, city, interests, birthplace) make two
 * texts alike only by chance; the unit test checks a sample has no duplicates. Plain text, kind in tone.
 */

export type AboutInput = {
  firstName: string;
  gender: 'Man' | 'Woman' | 'Non-binary';
  age: number;
  postedBy: 'Myself' | 'Child' | 'Sibling' | 'Friend' | 'Relative';
  occupation: string;
  workingStatus: string;
  qualification: string;
  city: string;
  livesInAustralia: boolean;
  birthPlace: string;
  community: string;
  religion: string;
  diet: string;
  interests: readonly string[];
  greeting: string | undefined;
  siblings: number;
  genderSought: string;
};

type Voice = {
  /** Subject at the start of a sentence and mid-sentence: I / She / He / They. */
  I: string;
  i: string;
  /** am / is / are */
  am: string;
  /** have / has */
  have: string;
  /** Verb ending for the present tense: '' (I, they) or 's' (she, he). */
  s: string;
  my: string;
  My: string;
  me: string;
  self: string;
  first: boolean;
};

function voiceFor(input: AboutInput): Voice {
  if (input.postedBy === 'Myself') {
    return { I: 'I', i: 'I', am: 'am', have: 'have', s: '', my: 'my', My: 'My', me: 'me', self: 'myself', first: true };
  }
  if (input.gender === 'Woman') {
    return {
      I: 'She',
      i: 'she',
      am: 'is',
      have: 'has',
      s: 's',
      my: 'her',
      My: 'Her',
      me: 'her',
      self: 'herself',
      first: false,
    };
  }
  if (input.gender === 'Man') {
    return {
      I: 'He',
      i: 'he',
      am: 'is',
      have: 'has',
      s: 's',
      my: 'his',
      My: 'His',
      me: 'him',
      self: 'himself',
      first: false,
    };
  }
  return {
    I: 'They',
    i: 'they',
    am: 'are',
    have: 'have',
    s: '',
    my: 'their',
    My: 'Their',
    me: 'them',
    self: 'themselves',
    first: false,
  };
}

const PRACTICES = new Set([
  'Doctor',
  'Surgeon',
  'Dentist',
  'Lawyer',
  'Psychologist',
  'Physiotherapist',
  'Architect',
  'Chartered Accountant',
  'Pharmacist',
]);

function placeOfWorship(religion: string): string {
  const places: Record<string, string> = {
    Hindu: 'temple',
    Muslim: 'mosque',
    Christian: 'church',
    Sikh: 'gurdwara',
    Buddhist: 'temple',
    Jain: 'derasar',
    Parsi: 'agiary',
  };
  return places[religion] ?? 'community centre';
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Occupation as it reads in a sentence ("a software engineer", "an IT manager"). */
function job(occupation: string): string {
  const special: Record<string, string> = {
    'Business Owner / Entrepreneur': 'a small-business owner',
    'Senior Manager / Director': 'a senior manager',
    'Lecturer / Professor': 'a university lecturer',
    'UX / UI Designer': 'a UX designer',
    'Journalist / Media Professional': 'a journalist',
    'Artist / Musician': 'a musician and artist',
    'Police / Law Enforcement': 'a police officer',
    'Defence Force': 'a member of the Defence Force',
    'Engineer - Other': 'an engineer',
    'Healthcare - Other': 'a healthcare worker',
    'Transport and Logistics': 'a logistics coordinator',
    'Cabin Crew': 'a flight attendant',
    'IT Manager': 'an IT manager',
    'Human Resources Professional': 'an HR professional',
    Other: 'a project coordinator',
  };
  const text = special[occupation];
  if (text) return text;
  const lower = occupation.replace(/ Professional$/, ' professional').toLowerCase();
  return `${article(lower)} ${lower}`;
}

const DEGREE_NAMES: Record<string, string> = {
  'Other bachelor degree': "bachelor's degree",
  'Other master degree': "master's degree",
  'Other doctorate': 'doctorate',
  'Higher Secondary / Year 12': 'Year 12',
  'Secondary school / Year 10': 'Year 10',
  'Advanced Diploma': 'advanced diploma',
  Diploma: 'diploma',
  'Trade certificate': 'trade certificate',
};

/** Short name of a qualification ("MBA", "master's degree"). */
function degree(qualification: string): string {
  const named = DEGREE_NAMES[qualification];
  if (named) return named;
  const abbreviation = /\(([^),]+)[,)]/.exec(qualification)?.[1];
  return abbreviation ?? qualification.toLowerCase();
}

/** "in Sydney", "on the Gold Coast". */
function inCity(city: string): string {
  return city === 'Gold Coast' || city === 'Sunshine Coast' ? `on the ${city}` : `in ${city}`;
}

const INTEREST_PHRASES: Record<string, readonly string[]> = {
  Sports: [
    'playing badminton',
    'weekend cricket',
    'going to the gym',
    'a game of tennis',
    'running by the water',
    'playing futsal',
  ],
  Photography: ['photography', 'taking photos on long walks', 'landscape photography'],
  Dancing: ['dancing', 'Bollywood dance classes', 'classical dance', 'bhangra'],
  Theater: ['going to the theatre', 'community theatre', 'a good play'],
  Literature: ['reading', 'a good novel', 'poetry', 'my book club'],
  Art: ['painting', 'sketching', 'visiting galleries'],
  Music: ['music', 'singing', 'playing the guitar', 'Carnatic music', 'learning the tabla', 'old Hindi songs'],
  Cooking: ['cooking for family and friends', 'trying new recipes', 'baking', 'my mother’s recipes'],
  Cinema: ['watching films', 'a good movie night', 'world cinema'],
  History: ['reading about history', 'museums', 'history podcasts'],
  Craft: ['crafts', 'knitting', 'making things by hand'],
  Pottery: ['pottery', 'my weekly pottery class'],
  Carpentry: ['woodwork', 'fixing things around the house'],
  Collecting: ['collecting old coins', 'collecting stamps', 'collecting vinyl records'],
};

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function relationWord(input: AboutInput, random: Random): string {
  const byGender = (woman: string, man: string, other: string) =>
    input.gender === 'Woman' ? woman : input.gender === 'Man' ? man : other;
  switch (input.postedBy) {
    case 'Child':
      return byGender('daughter', 'son', 'child');
    case 'Sibling':
      return `${random.pick(['younger', 'elder'])} ${byGender('sister', 'brother', 'sibling')}`;
    case 'Relative':
      return random.pick(['cousin', byGender('niece', 'nephew', 'cousin')]);
    default:
      return 'friend';
  }
}

function opening(input: AboutInput, voice: Voice, random: Random): string {
  if (voice.first) {
    const hello =
      input.greeting && random.chance(0.35) ? `${input.greeting}! ` : random.pick(['', '', 'Hi! ', 'Hello, ']);
    return (
      hello +
      random.pick([
        `I'm ${input.firstName}, ${input.age}, and I live ${inCity(input.city)}.`,
        `Thank you for visiting my profile. I'm ${input.firstName}.`,
        `My name is ${input.firstName} and I am ${input.age}.`,
        `I'm ${input.firstName}, based ${inCity(input.city)}.`,
        `${input.firstName} here, thank you for stopping by.`,
      ])
    );
  }
  const relation = relationWord(input, random);
  const we = input.postedBy === 'Child';
  return random.pick(
    we
      ? [
          `We are creating this profile for our ${relation}, ${input.firstName}.`,
          `This profile is for our ${relation} ${input.firstName}, who is ${input.age}.`,
          `We are looking for a kind partner for our ${relation}, ${input.firstName}.`,
        ]
      : [
          `I am writing this profile for my ${relation}, ${input.firstName}.`,
          `This profile is for my ${relation} ${input.firstName}, who is ${input.age}.`,
          `On behalf of my ${relation}, ${input.firstName}: thank you for reading.`,
        ],
  );
}

function work(input: AboutInput, voice: Voice, random: Random): string {
  switch (input.workingStatus) {
    case 'student':
      return random.pick([
        `${voice.I} ${voice.am} currently studying ${inCity(input.city)} and enjoy${voice.s} student life, though family always comes first.`,
        `${voice.I} ${voice.am} finishing ${voice.my} studies and look${voice.s} forward to starting a career soon.`,
      ]);
    case 'retired':
      return random.pick([
        `After a long career ${voice.i} ${voice.am} now retired and enjoy${voice.s} having time for the things that matter.`,
        `${voice.I} retired recently and now spend${voice.s} ${voice.my} days between the garden, the ${placeOfWorship(input.religion)} and friends.`,
      ]);
    case 'unemployed':
      return input.occupation === 'Homemaker'
        ? random.pick([
            `${voice.I} look${voice.s} after the home and ${voice.am} proud of keeping a warm, welcoming house.`,
            `${voice.I} ${voice.have} a ${degree(input.qualification)} and chose to look after the home for now.`,
          ])
        : `${voice.I} ${voice.am} between jobs at the moment and using the time to study and to plan the next step.`;
    case 'selfEmployed':
      return random.pick([
        `${voice.I} run${voice.s} ${voice.my} own ${PRACTICES.has(input.occupation) ? 'practice' : 'business'} as ${job(input.occupation)} ${inCity(input.city)}.`,
        `${voice.I} work${voice.s} for ${voice.self} as ${job(input.occupation)}, which keeps life busy and interesting.`,
        `By profession ${voice.i} ${voice.am} ${job(input.occupation)} with ${voice.my} own business.`,
      ]);
    default:
      return random.pick([
        `${voice.I} work${voice.s} as ${job(input.occupation)} ${inCity(input.city)}.`,
        `By profession ${voice.i} ${voice.am} ${job(input.occupation)}, and ${voice.i} enjoy${voice.s} what ${voice.i} do${voice.s === 's' ? 'es' : ''}.`,
        `After completing ${voice.my} ${degree(input.qualification)}, ${voice.i} became ${job(input.occupation)}.`,
        `${voice.I} ${voice.am} ${job(input.occupation)} and ${voice.have} built a steady career ${inCity(input.city)}.`,
      ]);
  }
}

function family(input: AboutInput, voice: Voice, random: Random): string {
  const siblings =
    input.siblings === 0
      ? `${voice.I} ${voice.am} an only child`
      : `${voice.I} ${voice.have} ${input.siblings === 1 ? 'one sibling' : `${['two', 'three', 'four', 'five'][input.siblings - 2] ?? 'several'} siblings`}`;
  return random.pick([
    `${voice.I} come${voice.s} from a close-knit ${input.community} family${input.birthPlace ? ` with roots in ${input.birthPlace}` : ''}.`,
    `${siblings}, and family means a great deal to ${voice.me}.`,
    input.livesInAustralia && input.birthPlace !== input.city
      ? `${voice.I} grew up in ${input.birthPlace} and ${voice.have} made ${input.city} home, while keeping close ties with family.`
      : `${voice.My} family lives nearby ${inCity(input.city)}, and Sunday lunches together are a tradition.`,
    // Parents who write the profile speak for themselves.
    input.postedBy === 'Child'
      ? `We raised ${voice.me} to value hard work and kindness, and ${voice.i} ${voice.am} close to ${voice.my} grandparents too.`
      : `${voice.My} parents taught ${voice.me} the value of hard work and kindness.`,
  ]);
}

function values(input: AboutInput, voice: Voice, random: Random): string {
  const faith = ['Hindu', 'Muslim', 'Christian', 'Sikh', 'Buddhist', 'Jain', 'Parsi', 'Jewish'].includes(
    input.religion,
  );
  return random.pick([
    `${voice.I} value${voice.s} honesty, kindness and a good sense of humour.`,
    `Friends would describe ${voice.me} as calm, caring and a good listener.`,
    `${voice.I} believe${voice.s} in respecting both families and their traditions.`,
    `${voice.I} ${voice.am} easy-going, organised and always up for a good conversation.`,
    faith
      ? `Faith is an important part of ${voice.my} life, and so is an open mind.`
      : `${voice.I} ${voice.am} open-minded and respect${voice.s} everyone's beliefs.`,
    `${voice.I} ${voice.am} family-oriented, independent and grounded.`,
  ]);
}

function interests(input: AboutInput, voice: Voice, random: Random): string {
  const phrases = input.interests
    .filter((item) => item !== 'None')
    .map((item) => random.pick(INTEREST_PHRASES[item] ?? [item.toLowerCase()]))
    .map((phrase) => (voice.first ? phrase : phrase.replace(/^my /, `${voice.my} `).replace(/ my /, ` ${voice.my} `)));
  if (phrases.length === 0) {
    return `${voice.I} keep${voice.s} life simple: good food, long walks and time with the people ${voice.i} love.`;
  }
  return random.pick([
    `In ${voice.my} free time ${voice.i} enjoy${voice.s} ${joinList(phrases)}.`,
    `Weekends usually mean ${joinList(phrases)}.`,
    input.workingStatus === 'working' || input.workingStatus === 'selfEmployed'
      ? `Outside work, ${voice.i} love${voice.s} ${joinList(phrases)}.`
      : `${voice.I} love${voice.s} ${joinList(phrases)}.`,
  ]);
}

function lifestyle(input: AboutInput, voice: Voice, random: Random): string {
  const diet: Record<string, string> = {
    Vegetarian: `${voice.I} ${voice.am} vegetarian`,
    Vegan: `${voice.I} ${voice.am} vegan`,
    'Jain vegetarian': `${voice.I} follow${voice.s} a Jain vegetarian diet`,
    Eggetarian: `${voice.I} ${voice.am} vegetarian but eat${voice.s} eggs`,
    'Non-vegetarian': `${voice.I} enjoy${voice.s} all kinds of food`,
  };
  return random.pick([
    `${diet[input.diet] ?? diet['Non-vegetarian']}, and ${voice.i} like${voice.s} an active, balanced life.`,
    `${diet[input.diet] ?? diet['Non-vegetarian']} and love${voice.s} exploring new cafés ${inCity(input.city)}.`,
    `${voice.I} like${voice.s} travelling and ${voice.have} a long list of places still to see.`,
  ]);
}

function hopes(input: AboutInput, voice: Voice, random: Random): string {
  const partner = input.genderSought === 'Man' ? 'a man' : input.genderSought === 'Woman' ? 'a woman' : 'someone';
  if (input.postedBy === 'Child') {
    return random.pick([
      `We are looking for a well-educated, caring partner from a good family who will respect both families.`,
      `We hope to find ${partner} who is kind, settled and ready to build a life together with ${voice.me}.`,
      `We would love to hear from families with a ${input.genderSought === 'Woman' ? 'daughter' : input.genderSought === 'Man' ? 'son' : 'child'} who shares these values.`,
    ]);
  }
  return random.pick([
    `${voice.I} ${voice.am} looking for ${partner} who is kind, honest and ready to build a life together.`,
    `Ideally ${voice.my} partner is someone who values family, laughs easily and is serious about marriage.`,
    `${voice.I} would love to meet ${partner} who shares ${voice.my} values and has a good sense of humour.`,
    `${voice.I} hope${voice.s} to find a partner who is caring, respectful and a true friend.`,
  ]);
}

function closing(voice: Voice, random: Random): string {
  return random.pick(
    voice.first
      ? [
          'If you think we could be a good match, please get in touch.',
          'I look forward to hearing from you.',
          'Feel free to connect, I would love to hear from you.',
          '',
        ]
      : ['If you think this could be a good match, please get in touch.', 'Please feel free to connect.', ''],
  );
}

export function composeAbout(input: AboutInput, random: Random): string {
  const voice = voiceFor(input);
  const first = [opening(input, voice, random), work(input, voice, random), family(input, voice, random)];
  const middle = random.sample(
    [values(input, voice, random), interests(input, voice, random), lifestyle(input, voice, random)],
    random.int(2, 3),
  );
  const last = [hopes(input, voice, random), closing(voice, random)].filter(Boolean);
  // Some members write one paragraph, others break it in two.
  const paragraphs = random.chance(0.45)
    ? [[...first, ...middle].join(' '), last.join(' ')]
    : [[...first, ...middle, ...last].join(' ')];
  return paragraphs.join('\n\n');
}
