import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask about air conditioning: systems, heating, F-gas, noise, planning and upkeep. */
export const airConditioning: FaqTopicContent = {
  topic: 'air-conditioning',
  title: 'Air conditioning questions',
  description:
    'How wall-mounted split air conditioning works, whether it heats as well, F-gas rules, noise, planning permission, fitting time, maintenance and pricing.',
  intro: 'What to know before you add air conditioning to a bedroom, living room or home office. Every system is priced after a free survey of your rooms.',
  items: [
    {
      question: 'What type of air conditioning do you install?',
      answer: `We install wall-mounted split systems, including Daikin units. A slim indoor unit sits high on the wall of the room and a compact outdoor unit sits on an outside wall or on the ground. The two are joined by insulated refrigerant pipes and a drain, through one small hole in the wall.\n\nSplit systems are much quieter and more efficient than portable units with a hose out of the window. See our [air conditioning page](/air-conditioning-installation/) for more.`,
    },
    {
      question: 'Can air conditioning heat my home as well as cool it?',
      answer: `Yes. Modern split systems work as air-to-air heat pumps. In heating mode they take warmth from the outside air and move it indoors, using far less electricity than a plug-in electric heater for the same warmth.\n\nThey are good for taking the chill off in spring and autumn, and for rooms your central heating struggles to warm. Air conditioning does not heat water, so most people keep their boiler or heat pump for hot water and the rest of the house.`,
    },
    {
      question: 'Do engineers need special qualifications to fit air conditioning?',
      answer: `Yes. By law, anyone who installs, services or repairs equipment containing fluorinated refrigerant gases must hold an F-gas certificate, and the company they work for must be certified too.\n\nOur air conditioning is installed by F-gas certified engineers, who handle the refrigerant safely, test the system for leaks and keep the records the rules require.`,
    },
    {
      question: 'How noisy is air conditioning?',
      answer: `Modern indoor units are quiet, and most have a low fan or night setting for bedrooms. The outdoor unit makes a steady hum from its fan and compressor while it runs.\n\nWe place the outdoor unit with you and your neighbours in mind: away from bedroom windows where we can, with room for air to flow, and on mounts that reduce vibration. We can go through the sound figures for the model we recommend at the survey.`,
    },
    {
      question: 'Do I need planning permission for air conditioning?',
      answer: `Often not. In England, a system that heats as well as cools can usually be fitted under permitted development, as long as the outdoor unit stays within limits on the number of units, their size and where they go. A cooling-only system, or one outside those limits, needs planning permission.\n\nIn a conservation area or a listed building you are likely to need permission or listed building consent, so check with your local council first. We look at where the outdoor unit can go at the survey and tell you if anything needs checking.`,
    },
    {
      question: 'How long does an air conditioning installation take?',
      answer: `A single wall-mounted system in one room is usually fitted in a day. Systems for several rooms, or with long pipe runs, take longer, and we give you a timescale for your job after the survey.\n\nThe work covers drilling the hole for the pipes, fixing the indoor and outdoor units, connecting the power, then testing and commissioning. We show you how to use the controls before we leave.`,
    },
    {
      question: 'What maintenance does air conditioning need?',
      answer: `Clean the filters in the indoor unit regularly, following the manufacturer's instructions, more often when you use it a lot. Keep leaves and plants clear of the outdoor unit.\n\nWe also recommend a yearly check by an F-gas certified engineer, who cleans the coils, checks the refrigerant circuit and makes sure the condensate drain is clear. Regular servicing can be a condition of the manufacturer's warranty, so keep a record of it.`,
    },
    {
      question: 'How much does air conditioning cost?',
      answer: `It depends on how many rooms you want to cool or heat, the size of each room and how far the pipes need to run between the indoor and outdoor units. That is why we price every system after a free survey, and you receive a fixed written price, including VAT, before you decide.\n\n[Book a free survey](/book-free-survey/) or call {{phone}} to ask us for a price.`,
    },
  ],
};
