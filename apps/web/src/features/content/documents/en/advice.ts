import type { Article } from './types';

export const articles: Article[] = [
  {
    slug: 'compatibility-beyond-attraction',
    title: 'Compatibility beyond attraction',
    summary:
      'A photo and a first impression can start a conversation, but a marriage rests on shared values, ' +
      'compatible habits and the ability to work through differences together.',
    readingMinutes: 4,
    sections: [
      {
        id: 'why-attraction-is-not-enough',
        heading: 'Why attraction is only the beginning',
        blocks: [
          {
            kind: 'p',
            text:
              'When you browse profiles, it is natural to be drawn first to a face, a smile or an impressive job ' +
              'title. There is nothing wrong with that. Attraction matters, and few people would want to marry ' +
              'someone they feel nothing for. But attraction tells you very little about what it will be like to ' +
              'share a home, raise children, care for ageing parents or get through a difficult year together.',
          },
          {
            kind: 'p',
            text:
              'The couples who build lasting marriages usually describe something quieter than a spark: a sense ' +
              'that they see the world in a similar way, that they can talk honestly, and that they trust each ' +
              'other to keep trying when things are hard. Those qualities rarely show up in a photo. They have to be ' +
              'discovered, patiently, through conversation.',
          },
        ],
      },
      {
        id: 'values-that-matter',
        heading: 'The values that shape daily life',
        blocks: [
          {
            kind: 'p',
            text:
              'Values are the beliefs that guide the choices we make without thinking. Two people can share a ' +
              'religion and a community and still hold very different values, and two people from different ' +
              'backgrounds can find they agree on almost everything that counts. Early conversations are a good ' +
              'time to explore areas such as these:',
          },
          {
            kind: 'list',
            items: [
              'Faith and practice: not only which religion, but how it is lived day to day, and how you would like ' +
                'to raise children.',
              'Family: how close you expect to live to parents, whether they might live with you, and how decisions ' +
                'will be made when family members disagree.',
              'Money: whether you are a saver or a spender, how you feel about debt, and whether you expect to ' +
                'support relatives financially.',
              'Work and ambition: how much each of you wants to work, whether either might relocate, and how ' +
                'household tasks will be shared.',
              'Children: whether you want them, roughly when, and your hopes for their education and upbringing.',
            ],
          },
          {
            kind: 'p',
            text:
              'You do not need identical answers. What matters is that your answers can live together, and that ' +
              'you both feel heard when you talk about them.',
          },
        ],
      },
      {
        id: 'habits-and-temperament',
        heading: 'Habits, temperament and the small things',
        blocks: [
          {
            kind: 'p',
            text:
              'Marriage is lived mostly in ordinary moments: weekday mornings, weekend plans, how the kitchen is ' +
              'kept, how a disagreement about a phone bill is handled. Pay attention to temperament. Is the other ' +
              'person calm or quick to anger? Do they keep their word about small things, such as calling when they ' +
              'said they would? Are they kind to people who can do nothing for them?',
          },
          {
            kind: 'p',
            text:
              'Notice, too, how you feel after you talk. Feeling relaxed, respected and more like yourself is a ' +
              'good sign. Feeling anxious, judged or as though you need to perform is worth taking seriously, even ' +
              'if everything looks right on paper.',
          },
        ],
      },
      {
        id: 'handling-differences',
        heading: 'How you handle differences',
        blocks: [
          {
            kind: 'p',
            text:
              'Every couple disagrees. The question is how. Before you commit, try gently raising a topic on which ' +
              'you know your views differ. Does the other person listen and ask questions, or do they dismiss your ' +
              'view? Can they say "I had not thought of it that way"? Can you?',
          },
          {
            kind: 'p',
            text:
              'Compatibility is not the absence of differences. It is the ability to respect them and find a way ' +
              'forward together. If you can see that ability in each other early on, you have found something ' +
              'far more valuable than a perfect match on every preference.',
          },
          {
            kind: 'note',
            text:
              'Take your time. There is no prize for deciding quickly, and a good match will still be a good match ' +
              'after a few more conversations.',
          },
        ],
      },
    ],
  },
  {
    slug: 'knowing-yourself-before-you-search',
    title: 'Knowing yourself before you search',
    summary:
      'The clearer you are about your own values, needs and limits, the easier it is to recognise the right ' +
      'person, and to explain yourself honestly to families you meet.',
    readingMinutes: 4,
    sections: [
      {
        id: 'start-with-yourself',
        heading: 'Start with yourself, not the search',
        blocks: [
          {
            kind: 'p',
            text:
              'It is tempting to open a matrimonial site and start filling in partner preferences straight away: ' +
              'age, height, profession, location. Those details matter, but they are easier to set well once you ' +
              'have spent a little time thinking about who you are and what kind of life you want to build.',
          },
          {
            kind: 'p',
            text:
              'People who know themselves tend to write clearer profiles, send fewer requests that go nowhere and ' +
              'feel more confident in conversations with families. They also find it easier to say no kindly when ' +
              'something is not right, and yes wholeheartedly when it is.',
          },
        ],
      },
      {
        id: 'questions-to-ask-yourself',
        heading: 'Questions worth asking yourself',
        blocks: [
          {
            kind: 'p',
            text:
              'Set aside an hour, perhaps with a notebook, and answer these as honestly as you can. There are no ' +
              'right answers, and no one else needs to see them.',
          },
          {
            kind: 'list',
            items: [
              'What does a good day look like for me in five years? Where am I living, and who is with me?',
              'What role does my faith play in my daily life, and what role do I want it to play in my marriage?',
              'How involved do I want my parents, and my future in-laws, to be in our life?',
              'What am I willing to move for, and what would I find very hard to give up, such as my city, my ' +
                'career or being near family?',
              'How do I behave when I am stressed or upset, and what do I need from others at those times?',
              'Which of my current preferences are truly mine, and which have I absorbed from other people?',
            ],
          },
          {
            kind: 'p',
            text:
              'If some questions are hard to answer, talk them through with someone who knows you well and will be ' +
              'honest with you, such as a sibling, a close friend or a mentor.',
          },
        ],
      },
      {
        id: 'needs-and-wants',
        heading: 'Separating needs from wants',
        blocks: [
          {
            kind: 'p',
            text:
              'Once you have your answers, try sorting what you are looking for in a partner into three groups. ' +
              'Needs are the few things you genuinely cannot compromise on, such as shared faith, a wish for ' +
              'children or honesty about finances. Wants are things you would love but could live without, such ' +
              'as a particular profession or a shared love of cricket. Everything else is a preference that may ' +
              'change when you meet a real person.',
          },
          {
            kind: 'p',
            text:
              'Most people find their list of true needs is shorter than they expected. That is good news. A short, ' +
              'clear list of needs, combined with open-mindedness about wants, gives you a far wider and more ' +
              'interesting set of people to meet. It also makes your partner preferences on {{siteName}} more ' +
              'useful, because matching works both ways.',
          },
        ],
      },
      {
        id: 'honesty-about-yourself',
        heading: 'Being honest about yourself',
        blocks: [
          {
            kind: 'p',
            text:
              'Self-knowledge includes the parts we are less proud of. Perhaps you have been married before, ' +
              'carry debt, have a health condition or are still working out your career. These are not reasons to ' +
              'hide. They are part of your story, and the right person and family will want to hear them from you, ' +
              'at an appropriate time, rather than discover them later.',
          },
          {
            kind: 'p',
            text:
              'If your family is helping with your search, share the results of your reflection with them. It ' +
              'helps them represent you accurately and avoids the frustration of introductions that were never ' +
              'going to work.',
          },
          {
            kind: 'note',
            text:
              'Your answers will change over time, and that is fine. Revisit them every few months and update ' +
              'your profile and preferences to match.',
          },
        ],
      },
    ],
  },
  {
    slug: 'talking-well-with-a-prospective-partner',
    title: 'Talking well with a prospective partner and their family',
    summary:
      'Good early conversations are honest, respectful and paced with care. Here is how to approach them with a ' +
      'prospective partner, and with the families who are often part of the process.',
    readingMinutes: 4,
    sections: [
      {
        id: 'first-messages',
        heading: 'First messages',
        blocks: [
          {
            kind: 'p',
            text:
              'Once a connection request is accepted, the first few messages set the tone. Keep them warm, simple ' +
              'and specific. Mention something from their profile that genuinely interested you, say a little about ' +
              'yourself, and ask an open question. If a parent or sibling is writing on your behalf, say so clearly ' +
              'from the start.',
          },
          {
            kind: 'p',
            text:
              'Avoid copying and pasting the same message to many people, and avoid personal questions about ' +
              'income, past relationships or appearance in the first exchange. There will be time for those topics ' +
              'once some trust has been built.',
          },
        ],
      },
      {
        id: 'building-the-conversation',
        heading: 'Building the conversation',
        blocks: [
          {
            kind: 'p',
            text:
              'As you get to know each other, move gradually from everyday topics to the things that matter most: ' +
              'faith, family, where you want to live, children, work and money. Some people find it helpful to agree ' +
              'that either person can raise any topic, and that either person can say "I am not ready to talk about ' +
              'that yet" without offence.',
          },
          {
            kind: 'list',
            items: [
              'Listen more than you speak, and ask follow-up questions.',
              'Answer honestly, even when the honest answer may not be what the other person hoped for.',
              'Reply within a reasonable time, and if you need a break, say so.',
              'Keep the conversation respectful enough that you would be comfortable if a parent read it.',
            ],
          },
          {
            kind: 'p',
            text:
              'Let the pace suit you both. Some people like to talk every day; others prefer a longer conversation ' +
              'once or twice a week. When you both feel ready, a phone or video call is a natural next step. Hearing ' +
              'a voice and seeing a face often tells you more in ten minutes than a week of messages, and it is a ' +
              'sensible safety check before any meeting in person.',
          },
        ],
      },
      {
        id: 'talking-with-families',
        heading: 'Talking with their family',
        blocks: [
          {
            kind: 'p',
            text:
              'In many families, parents and siblings will want to speak with you, sometimes before you have spent ' +
              'much time with the prospective partner. Approach these conversations with courtesy and patience. ' +
              'Families are trying to protect someone they love, and their questions, even direct ones, usually ' +
              'come from care.',
          },
          {
            kind: 'p',
            text:
              'Be polite but truthful. If you are asked about something you have not yet discussed with the ' +
              'prospective partner, it is reasonable to say that you would like to talk about it with them first. ' +
              'If you are asked something inappropriate, such as a demand for dowry or gifts, you are entitled to ' +
              'decline firmly. Dowry demands break our Community guidelines (/community-guidelines) and can be ' +
              'reported.',
          },
        ],
      },
      {
        id: 'difficult-conversations',
        heading: 'Difficult conversations and saying no',
        blocks: [
          {
            kind: 'p',
            text:
              'At some point you may learn something that makes you hesitate, or you may simply sense that the ' +
              'match is not right. Talk about it openly rather than withdrawing. Often a concern can be resolved ' +
              'with a frank conversation. When it cannot, let the other person know kindly and clearly. A short ' +
              'message thanking them for their time and wishing them well is far better than silence.',
          },
          {
            kind: 'p',
            text:
              'If you are the one being declined, accept the decision graciously. It is not a verdict on your ' +
              'worth, only a sign that this particular match was not the one.',
          },
          {
            kind: 'note',
            text:
              'If any conversation becomes pressuring, abusive or frightening, you do not need to explain yourself. ' +
              'Block the member and report them from their profile.',
          },
        ],
      },
    ],
  },
  {
    slug: 'setting-realistic-expectations',
    title: 'Setting realistic expectations',
    summary:
      'Finding a life partner can take time. Realistic expectations about the process, about other people and ' +
      'about yourself make the search calmer and more likely to succeed.',
    readingMinutes: 4,
    sections: [
      {
        id: 'the-search-takes-time',
        heading: 'The search takes time',
        blocks: [
          {
            kind: 'p',
            text:
              'Some people meet the right person within weeks. For many others, it takes months, sometimes longer. ' +
              'Neither is a sign that something is wrong. The search for a life partner is not like shopping for a ' +
              'product; it depends on two people, and often two families, reaching the same decision at the same ' +
              'time.',
          },
          {
            kind: 'p',
            text:
              'It helps to think of the search as a season of your life rather than a task to finish. Keep up the ' +
              'things that make you well and happy: your work, friendships, faith, exercise and rest. You will be a ' +
              'better companion, and a clearer judge of others, if your whole life is not on hold.',
          },
          {
            kind: 'p',
            text:
              'It also helps to think in terms of steady effort rather than bursts of activity. Checking your ' +
              'matches regularly, replying to requests promptly and sending a few thoughtful requests each week ' +
              'usually works better than a flurry of activity followed by weeks of silence. A complete profile with ' +
              'recent photos and a genuine description of yourself will do much of the work for you.',
          },
        ],
      },
      {
        id: 'no-perfect-profile',
        heading: 'Nobody matches every preference',
        blocks: [
          {
            kind: 'p',
            text:
              'A long list of requirements can feel like a way of protecting yourself from disappointment, but it ' +
              'often has the opposite effect. Each extra requirement shrinks the pool of people who fit, and because ' +
              'matching on {{siteName}} works both ways, it can also make it harder for suitable people to find you.',
          },
          {
            kind: 'p',
            text:
              'Ask yourself which preferences are truly essential and which are simply familiar. Many happily married ' +
              'people will tell you that their spouse was different in some way from what they first imagined, and ' +
              'that the difference turned out not to matter, or even to be a blessing.',
          },
        ],
      },
      {
        id: 'expectations-of-others',
        heading: 'Expectations of other people',
        blocks: [
          {
            kind: 'p',
            text:
              'Other members are also balancing careers, families and their own hopes and fears. Not every request ' +
              'will be accepted, and not every conversation will lead somewhere. People will sometimes take longer ' +
              'to reply than you would like. Try not to read too much into these moments.',
          },
          {
            kind: 'p',
            text:
              'At the same time, realistic does not mean accepting poor treatment. It is fair to expect honesty, ' +
              'courtesy and a clear answer in time. If someone repeatedly leaves you uncertain, or pressures you to ' +
              'decide quickly, that tells you something useful about them.',
          },
          {
            kind: 'p',
            text:
              'Remember, too, that families move at different speeds. One family may want to meet within a week, ' +
              'while another prefers several months of conversation first. Talking openly about timing early on ' +
              'helps avoid misunderstandings.',
          },
        ],
      },
      {
        id: 'expectations-of-yourself',
        heading: 'Expectations of yourself',
        blocks: [
          {
            kind: 'p',
            text:
              'Be kind to yourself. You do not need to be perfect to deserve a good marriage, and you do not need to ' +
              'get every conversation right. If a match does not work out, take a moment to reflect on what you ' +
              'learned, then move on without blame.',
          },
          {
            kind: 'p',
            text:
              'If you are feeling pressure from family or community about timing, it can help to talk openly with ' +
              'your parents about what a realistic timeline looks like, and to agree together that the goal is the ' +
              'right marriage, not the fastest one.',
          },
          {
            kind: 'list',
            items: [
              'Review your profile and preferences every few months.',
              'Take short breaks when you feel discouraged, and come back refreshed.',
              'Celebrate good conversations, even those that do not lead to marriage.',
              'Talk to someone you trust if the process is affecting your wellbeing.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'staying-safe-when-meeting',
    title: 'Staying safe when meeting someone from a matrimonial site',
    summary:
      'Most members are exactly who they say they are, but a few are not. These practical steps help you check ' +
      'identity, meet safely and recognise the warning signs of a scam.',
    readingMinutes: 4,
    sections: [
      {
        id: 'before-you-meet',
        heading: 'Before you meet: check who you are talking to',
        blocks: [
          {
            kind: 'p',
            text:
              'Trust should be built, not assumed. Before you agree to meet, take reasonable steps to confirm that ' +
              'the person is who they say they are. Compare what they tell you with what is on their profile, and ' +
              'notice if details change from one conversation to the next.',
          },
          {
            kind: 'list',
            items: [
              'Keep conversations on {{siteName}} until you feel confident. Be cautious if someone pushes to move to ' +
                'another app very early.',
              'Look for verification. Exclusive members have completed identity and occupation verification.',
              'Ask for a video call before you meet. Someone who is genuine will usually be happy to agree. Repeated ' +
                'excuses, such as a broken camera, are a warning sign.',
              'Involve your family early. Families speaking with each other is a natural and effective check.',
            ],
          },
        ],
      },
      {
        id: 'meeting-in-person',
        heading: 'Meeting in person',
        blocks: [
          {
            kind: 'p',
            text:
              'For the first few meetings, choose a busy public place such as a cafe, a restaurant or a shopping ' +
              'centre, and arrange your own transport there and back. Many families prefer that first meetings ' +
              'include a relative or take place with both families present, and that is a sensible choice.',
          },
          {
            kind: 'list',
            items: [
              'Tell a family member or friend where you are going, who you are meeting and when you expect to be ' +
                'home.',
              'Keep your phone charged and with you.',
              'Do not go to a private home, hotel room or secluded place at an early meeting.',
              'Keep an eye on your drink and stay in control of your own choices.',
              'If you feel uncomfortable at any point, leave. You do not owe anyone an explanation.',
            ],
          },
          {
            kind: 'p',
            text:
              'If the other person lives overseas or in another city, take extra care. Keep talking by video until ' +
              "you are confident, involve both families before anyone travels, and never pay for someone else's " +
              'tickets, visa or accommodation. If you travel to meet them, stay in accommodation you have booked ' +
              'yourself and make sure someone at home knows your plans.',
          },
        ],
      },
      {
        id: 'never-send-money',
        heading: 'Never send money',
        blocks: [
          {
            kind: 'p',
            text:
              'Romance scams cause serious financial and emotional harm, and matrimonial sites are a target ' +
              'because members are sincere and hopeful. Scammers may spend weeks building trust and talking about ' +
              'marriage and the future. Then comes a request: money for a visa, a medical emergency, a business ' +
              'problem, customs fees, travel to meet you or an investment that will secure your life together.',
          },
          {
            kind: 'note',
            text:
              'However convincing the story, never send money, gifts, gift cards or cryptocurrency to someone you ' +
              'have met online, and never share your bank details, passwords or identity documents. A genuine ' +
              'prospective partner will not ask.',
          },
          {
            kind: 'p',
            text:
              'Other warning signs include professions that keep someone permanently overseas, declarations of ' +
              'strong feelings very early, reluctance to speak with your family, and requests to keep the ' +
              'relationship secret.',
          },
        ],
      },
      {
        id: 'report-concerns',
        heading: 'Report concerns',
        blocks: [
          {
            kind: 'p',
            text:
              'If something feels wrong, trust your instinct. Block the member and report them from their profile, ' +
              'or e-mail {{supportEmail}} with details. Reporting helps protect other members too, and the person ' +
              'you report is not told who made the report.',
          },
          {
            kind: 'p',
            text:
              'If you have sent money or shared financial details, contact your bank straight away, and report the ' +
              'scam to Scamwatch at www.scamwatch.gov.au. If you feel threatened or in danger, call 000 in ' +
              'Australia, or your local emergency number if you are overseas.',
          },
        ],
      },
    ],
  },
  {
    slug: 'involving-family-respectfully',
    title: 'Involving family respectfully in the search',
    summary:
      'Family support can be one of the greatest strengths of a matrimonial search. Here is how to involve parents ' +
      'and siblings in a way that respects everyone, especially the person who will be married.',
    readingMinutes: 4,
    sections: [
      {
        id: 'why-family-matters',
        heading: 'Why family involvement matters',
        blocks: [
          {
            kind: 'p',
            text:
              'For many South-Asian families, marriage joins not only two people but two families. Parents bring ' +
              'experience, community connections and a deep wish to see their child happy. Siblings often act as ' +
              'trusted go-betweens, asking the questions that are awkward to ask directly. When it works well, ' +
              'family involvement makes the search wiser, safer and less lonely.',
          },
          {
            kind: 'p',
            text:
              'It works best when everyone understands one principle: the person who will be married must want to be ' +
              'married, must agree to the search and must have the final say. On {{siteName}}, a profile created by a ' +
              "family member must always be created with that person's knowledge and consent, and they must be 18 " +
              'or older.',
          },
        ],
      },
      {
        id: 'agree-on-roles',
        heading: 'Agree on roles at the start',
        blocks: [
          {
            kind: 'p',
            text:
              'Misunderstandings often arise because nobody has said out loud who is doing what. Before you begin, sit ' +
              'down together and agree on a few practical questions:',
          },
          {
            kind: 'list',
            items: [
              'Who will manage the profile and reply to connection requests?',
              'What will the profile say, and which photos will be used? The person it describes should approve both.',
              "Which preferences are essential to the individual, and which are the family's hopes?",
              'At what point will the individual speak directly with a prospective partner?',
              'How will decisions be made, and what happens if family members disagree?',
            ],
          },
          {
            kind: 'p',
            text:
              'Write down what you agree, even informally, and come back to it after a few weeks. Roles often need ' +
              'to change as the search develops. A parent who handled the first replies may step back once the ' +
              'individual starts speaking directly with a prospective partner, and that is a sign the process is ' +
              'working, not a loss of influence.',
          },
        ],
      },
      {
        id: 'for-parents',
        heading: 'For parents and siblings',
        blocks: [
          {
            kind: 'p',
            text:
              'Your support is a gift, and it is most effective when offered with open hands. Share your views ' +
              'honestly, but listen carefully to what your son, daughter, brother or sister wants. Their world may ' +
              'look different from the one you grew up in, and the partner who suits them may not look exactly like ' +
              'the one you pictured.',
          },
          {
            kind: 'p',
            text:
              'Be transparent with other families about who you are and whom you represent, and keep your questions ' +
              'respectful. Never raise dowry or gifts as a condition: it is not acceptable on {{siteName}}, and in ' +
              'several countries it is against the law.',
          },
        ],
      },
      {
        id: 'for-individuals',
        heading: 'For the person who will be married',
        blocks: [
          {
            kind: 'p',
            text:
              'Let your family know what matters to you, including the things you find hard to say. If you are not ' +
              'ready to start searching, or you already have someone in mind, it is better to say so early than to ' +
              'go along with a process you do not believe in.',
          },
          {
            kind: 'p',
            text:
              'Remember that your family is likely to be anxious as well as hopeful. Keeping them informed, even ' +
              'briefly, helps them trust you to make your own decisions. And thank them: searching on behalf of ' +
              'someone you love takes time and care.',
          },
          {
            kind: 'note',
            text:
              'No one should ever be pressured into a marriage they do not want. Forced marriage is a crime in ' +
              'Australia. If you are worried about yourself or someone else, call the Australian Federal Police on ' +
              '131 237, or 000 in an emergency.',
          },
        ],
      },
    ],
  },
];
