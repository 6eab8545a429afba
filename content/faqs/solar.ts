import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask about solar PV panels and batteries. */
export const solar: FaqTopicContent = {
  topic: 'solar',
  title: 'Solar panel questions',
  description:
    'Solar PV panels and batteries explained: the Smart Export Guarantee, planning permission, MCS certification, roof suitability, maintenance and how we price.',
  intro: 'Solar panels turn daylight into electricity for your home. These are the questions home owners ask us before they go ahead.',
  items: [
    {
      question: 'What solar systems do you install?',
      answer: `We install solar PV panels, which generate electricity for your home, and battery storage to go with them. The panels sit on your roof and connect to an inverter, which turns their output into the electricity your home uses.\n\nA battery can be fitted at the same time as the panels or, in most cases, added later. See our [solar installations page](/solar-installations/) for more.`,
    },
    {
      question: 'Do I need a battery with solar panels?',
      answer: `No, but it can help. Panels generate most in the middle of the day, when many homes use the least electricity. Without a battery, the spare electricity goes to the grid. With one, you store it and use it in the evening instead of buying electricity.\n\nWhether a battery is worth it depends on when you use electricity, the size of the system and your tariff. We talk through both options at the survey.`,
    },
    {
      question: 'Will I be paid for the electricity I export?',
      answer: `Yes, through the Smart Export Guarantee (SEG). Larger energy suppliers must offer a tariff that pays you for each unit of electricity your panels send to the grid. Each supplier sets its own rate and terms, and rates vary, so compare them before you sign up. Your export tariff does not always have to come from the supplier you buy electricity from.\n\nTo qualify you need an MCS certificate for the installation, or an accepted equivalent, and a smart or export meter that records what you export.`,
    },
    {
      question: 'Do I need planning permission for solar panels?',
      answer: `Usually not. On most houses in England, solar panels on the roof are permitted development, as long as they do not stick out too far from the roof slope or rise above the highest part of the roof.\n\nThe rules are stricter for listed buildings, which need consent, and in conservation areas, especially for panels on a wall or roof slope facing the road. If either applies to you, check with your local council before you go ahead.`,
    },
    {
      question: 'Why does MCS certification matter for solar panels?',
      answer: `MCS (the Microgeneration Certification Scheme) sets standards for solar panels and the companies that fit them. An MCS certified installation is designed and fitted to those standards and registered when it is finished, and you receive an MCS certificate.\n\nYou need that certificate to be paid under the Smart Export Guarantee, and it is useful when you sell your home. You can check any installer on the [MCS website](https://mcscertified.com/).`,
    },
    {
      question: 'Is my roof suitable for solar panels?',
      answer: `A south-facing roof generates the most, but east and west-facing roofs work well too, spreading generation across the morning and evening. Shade from trees, chimneys or nearby buildings cuts output, and the roof needs to be in good condition to carry the panels for many years.\n\nWe check the roof's direction, pitch, shading and condition at the survey, then recommend how many panels to fit.`,
    },
    {
      question: 'Do solar panels work in winter or on cloudy days?',
      answer: `Yes. Solar panels work on daylight rather than heat, so they still generate on cloudy days and in winter, just less than in summer. Most of a year's output comes between spring and early autumn, when the days are longer.\n\nThat is why the yearly output matters more than any single day, and we talk you through what your system should generate over a year.`,
    },
    {
      question: 'What maintenance do solar panels need?',
      answer: `Very little. Rain keeps most panels clean enough, although panels under trees or near farmland may need an occasional clean by someone who works safely at height. Check your inverter or app now and then: if generation drops suddenly or a warning shows, get it looked at.\n\nAn inverter usually needs replacing at some point during the life of the panels, and batteries slowly lose some of their capacity over time.`,
    },
    {
      question: 'How much do solar panels cost?',
      answer: `The price depends on the number of panels, your roof, the inverter, whether you add a battery and how the system connects to your electrics, so we price every system after a free survey. You get a fixed written quote, including any VAT due, before you decide.\n\n[Book a free survey](/book-free-survey/) or call {{phone}} to ask us for a price.`,
    },
  ],
};
