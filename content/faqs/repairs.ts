import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask when the boiler breaks down or misbehaves. */
export const repairs: FaqTopicContent = {
  topic: 'repairs',
  title: 'Boiler repair questions',
  description:
    'Repair visit prices, how quickly we can come out, the brands we fix, what to do if you smell gas, low pressure, no hot water, and when to repair or replace.',
  intro: 'When the heating or hot water stops, you want clear answers quickly. Start here, and book an engineer when you need one.',
  items: [
    {
      question: 'How much does a boiler repair cost?',
      answer: `A repair visit costs {{repairVisit}}, including VAT. That covers a Gas Safe registered engineer coming out, finding the fault and explaining it to you.\n\nIf the repair needs parts or further work, the engineer tells you the price before starting, and nothing more is done without your agreement. When the part is on the van, the fault can often be fixed on the same visit.`,
    },
    {
      question: 'How quickly can you come out?',
      answer: `We offer a next day repair visit. [Book a repair](/book-a-repair/) online or call {{phone}} during opening hours, and we give you the earliest slot we have.\n\nIf you have no heating or hot water and someone at home is elderly, very young or unwell, tell us when you book. If you smell gas, do not wait for us: call the National Gas Emergency Service on 0800 111 999.`,
    },
    {
      question: 'Which boiler brands do you repair?',
      answer: `Our engineers repair Worcester Bosch, Vaillant, Ideal, Glow-worm, Alpha and Viessmann boilers. If yours is another make, tell us when you book and we will confirm.\n\nIt helps to give us the make and model, and any fault code on the display, so the engineer can bring the parts most likely to be needed.`,
    },
    {
      question: 'What should I do if I smell gas?',
      answer: `Act straight away:\n\n- Call the National Gas Emergency Service free on **0800 111 999**, day or night.\n- Open doors and windows.\n- Do not use electrical switches, including lights and doorbells, and do not smoke, strike a match or use anything with a flame.\n- Turn off the gas at the meter if you can do so safely.\n- If you feel unwell, get into fresh air and get medical help.\n\nFit a carbon monoxide alarm in every room with a gas appliance: carbon monoxide has no smell. Only a Gas Safe registered engineer may work on gas appliances.`,
    },
    {
      question: 'Why does my boiler keep losing pressure?',
      answer: `Boilers can lose a little pressure over time, for example after you bleed the radiators, and you can usually top it up yourself with the filling loop, following your boiler manual. The manual gives the right pressure, and many gauges mark it in green.\n\nIf the pressure keeps dropping, there is probably a leak, such as at a radiator valve, or a fault with the pressure relief valve or expansion vessel. That needs an engineer. Our guide to [low boiler pressure](/guides/low-boiler-pressure-how-to-fix/) takes you through the checks.`,
    },
    {
      question: 'Why is my heating working but I have no hot water?',
      answer: `First check the simple things: that hot water is switched on at the programmer and its timer, that the boiler pressure is normal and, if you have a cylinder, that the cylinder thermostat is turned up.\n\nOn a combi boiler, a common cause is a faulty diverter valve or flow sensor. On a system or regular boiler, it is often a motorised valve or the cylinder thermostat. These are jobs for an engineer, so [book a repair](/book-a-repair/) and tell us your boiler type.`,
    },
    {
      question: 'Should I repair my boiler or replace it?',
      answer: `A repair usually makes sense when the boiler is fairly young, has been serviced every year and the fault is a one-off. Replacing is often the better choice when it keeps breaking down, parts are hard to get, or the repair would cost a large share of a new boiler.\n\nOur engineer gives you an honest view, with no pressure either way. If replacing is better, the [instant quote](/instant-quote/) gives you a fixed price, including VAT, straight away.`,
    },
    {
      question: 'How do I book a repair?',
      answer: `[Book a repair](/book-a-repair/) online, call {{phone}} or send a WhatsApp message to {{whatsappNumber}}. Tell us the make and model of your boiler, what it is doing and any fault code on the display.\n\nIf the problem is with a boiler or heating system we installed, use our [report an issue](/report-issue/) page instead, so we can check it against your installation and warranty. Our guide on [what to do when your boiler breaks down](/guides/boiler-breakdown-what-to-do/) has checks to try first.`,
    },
    {
      question: 'What should I do if my condensate pipe freezes?',
      answer: `In freezing weather, the plastic condensate pipe that runs outside from a condensing boiler can freeze, and the boiler stops, often with a fault code or a gurgling sound. You can usually thaw it yourself by pouring warm, not boiling, water along the pipe, especially at bends and the open end, then resetting the boiler.\n\nOur guide on [frozen condensate pipes](/guides/frozen-condensate-pipe-what-to-do/) explains how to do it safely. If the boiler still will not restart, [book a repair](/book-a-repair/).`,
    },
  ],
};
