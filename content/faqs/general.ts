import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask about us in general: areas, registration, quotes, surveys and contact. */
export const general: FaqTopicContent = {
  topic: 'general',
  title: 'General questions',
  description:
    'Where we work, Gas Safe registration, how the instant quote and surveys work, our price match, installation dates, opening hours and how to contact us.',
  intro: 'The questions people ask us before anything else. If yours is not here, call or message us and we will answer it.',
  items: [
    {
      question: 'Which areas do you cover?',
      answer: `We cover Lincolnshire, East Yorkshire, South Yorkshire, West Yorkshire, Nottinghamshire and Derbyshire from our three bases in {{baseTowns}}. That takes in {{townCount}} towns, from Cleethorpes and Skegness to Sheffield, Doncaster and Chesterfield, and the villages around them.\n\nSee the full list on our [service areas page](/service-areas/). If your town is not listed, call us on {{phone}} and we will tell you whether we can reach you.`,
    },
    {
      question: 'Are your engineers Gas Safe registered?',
      answer: `Yes. Every engineer who works on gas boilers and appliances for us is on the Gas Safe Register, which the law requires for anyone doing gas work in a home. Our registration number is {{gasSafeNumber}}.\n\nYou can check any business or engineer on the [Gas Safe Register website](https://www.gassaferegister.co.uk/), and you can ask to see the engineer's Gas Safe ID card when they arrive. The back of the card lists the types of gas work they are qualified to do.`,
    },
    {
      question: 'Do you use your own engineers or subcontractors?',
      answer: `Our installations and repairs are carried out by our own Gas Safe registered engineers, not passed on to a firm you have never heard of. The engineer who comes to your home works for us, and we stay responsible for the work from the survey through to the aftercare.`,
    },
    {
      question: 'How does the instant quote work?',
      answer: `Answer a few questions in our [instant quote](/instant-quote/) about your current boiler, where it is, the flue, your radiators and your bathrooms. It recommends a correctly sized boiler and shows a fixed price straight away.\n\nEvery price includes VAT and covers the boiler, the labour and any move or flue work you told us about. We confirm the details with a survey before fitting. If anything differs from what you told us, we explain the change and its price before any extra work is done.`,
    },
    {
      question: 'What is the difference between a free home survey and a video survey?',
      answer: `At a [free home survey](/book-free-survey/), an engineer visits your home, looks at the boiler, pipework, flue and gas supply, and answers your questions face to face.\n\nA [video survey](/book-video-survey/) is a {{videoSurvey}} minute video call on your phone: you show us the boiler, the flue and the radiators, and we send your quote the same day. It suits anyone who wants a confirmed price quickly without arranging a visit. Either way, your quote is a fixed price including VAT.`,
    },
    {
      question: 'What is your price match promise?',
      answer: `If you have a written quote from another installer for a like-for-like boiler installation, meaning the same boiler and the same work, we will beat it by {{priceMatch}}.\n\nSend us a copy of the written quote and we will confirm your price. The price match cannot be combined with our weekly installation offer on the same job.`,
    },
    {
      question: 'How soon can you fit a new boiler?',
      answer: `Next day installation is available. Once the survey is done, you have chosen your date and paid the deposit, we can fit a straight swap as soon as the next day, depending on the boiler you choose and our diary.\n\nBigger jobs, such as moving the boiler or converting to a combi, can take more planning, and we agree a date that suits you at the survey.`,
    },
    {
      question: 'What are your opening hours?',
      answer: `We are open {{openingHours}}.\n\nOutside those hours you can still [get an instant quote](/instant-quote/), [book a repair](/book-a-repair/) or request a callback online, and we will get back to you when we open. If you smell gas at any time, call the National Gas Emergency Service on 0800 111 999.`,
    },
    {
      question: 'How can I contact you?',
      answer: `Call us on {{phone}}, send a WhatsApp message to {{whatsappNumber}} or email {{email}}. If you would rather we rang you, use the Get Help button on any page to request a callback.\n\nOur [contact page](/contact/) has every option in one place.`,
    },
  ],
};
