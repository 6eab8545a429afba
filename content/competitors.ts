/**
 * Comparison pages under /vs/ ({our product}-vs-{competitor}). We state our own offer in full and
 * say only what can be checked on the other company's public pages (with the source and the date
 * we checked); we never state or guess their prices. The comparison table gives the questions to
 * ask them rather than answers on their behalf.
 */
import type { Comparison } from './schemas';

/** When the public facts below were checked against the companies' own pages. */
const CHECKED = '2026-11-22';

export const COMPARISONS: Comparison[] = [
  {
    slug: 'boiler-installation-vs-british-gas',
    title: 'Our boiler installation vs British Gas',
    product: 'boiler-installation',
    competitor: {
      name: 'British Gas',
      website: 'https://www.britishgas.co.uk/',
      facts: [
        { text: 'British Gas is a national energy supplier that also sells and installs new boilers across Great Britain.', source: 'https://www.britishgas.co.uk/' },
        { text: 'Its home services, including HomeCare cover, are provided by British Gas Services Limited.', source: 'https://www.britishgas.co.uk/' },
      ],
      lastChecked: CHECKED,
    },
    intro:
      'British Gas is the name many people think of first. If you are comparing us, here is exactly what you get from us, and the questions worth asking any national installer before you sign.',
  },
  {
    slug: 'boiler-installation-vs-boxt',
    title: 'Our boiler installation vs BOXT',
    product: 'boiler-installation',
    competitor: {
      name: 'BOXT',
      website: 'https://www.boxt.co.uk/',
      facts: [
        { text: 'BOXT Limited (company number 08086606) is based in Leeds and sells boiler installations online.', source: 'https://www.boxt.co.uk/boxt-legal-terms-and-conditions' },
        { text: 'It also offers boiler repairs and heat pump installations under separate terms.', source: 'https://www.boxt.co.uk/repair-terms-and-conditions' },
      ],
      lastChecked: CHECKED,
    },
    intro:
      'BOXT and we both give you a fixed boiler price online. The difference is who turns up and how the price is confirmed: here is our side in full, and what to check with them.',
  },
  {
    slug: 'boiler-installation-vs-heatable',
    title: 'Our boiler installation vs Heatable',
    product: 'boiler-installation',
    competitor: {
      name: 'Heatable',
      website: 'https://heatable.co.uk/',
      facts: [{ text: 'Heatable sells new boiler installations online, with prices given through an online quote.', source: 'https://heatable.co.uk/' }],
      lastChecked: CHECKED,
    },
    intro:
      'Online boiler companies like Heatable and local installers like us both quote online. Here is what our fixed price includes and the questions to ask before you choose.',
  },
  {
    slug: 'boiler-cover-vs-british-gas-homecare',
    title: 'Our boiler cover vs British Gas HomeCare',
    product: 'boiler-cover',
    competitor: {
      name: 'British Gas HomeCare',
      website: 'https://www.britishgas.co.uk/',
      facts: [
        { text: 'HomeCare agreements are provided by British Gas Services Limited.', source: 'https://www.britishgas.co.uk/' },
        { text: 'The HomeCare range includes both insurance products and non-insurance service products, set out in its HomeCare Range terms and conditions.', source: 'https://www.britishgas.co.uk/' },
      ],
      lastChecked: CHECKED,
    },
    intro:
      'Boiler cover plans differ more than their names suggest. Here is how our all-inclusive plan works and what to compare on any plan, including HomeCare.',
  },
  {
    slug: 'heat-pump-installation-vs-octopus-energy',
    title: 'Our heat pump installation vs Octopus Energy',
    product: 'heat-pump-installation',
    competitor: {
      name: 'Octopus Energy',
      website: 'https://octopus.energy/',
      facts: [
        { text: 'Heat pumps from Octopus are installed by Octopus Energy Services Limited (company number 10434397) after an online application and quote.', source: 'https://octopus.energy/heat-pump-terms-and-conditions-2024' },
        { text: 'Octopus makes its own Cosy heat pumps in the UK.', source: 'https://octopus.energy/' },
      ],
      lastChecked: CHECKED,
    },
    intro:
      'Octopus Energy installs heat pumps nationally; we install them locally after a survey of your home. Here is how we work and what to ask any heat pump installer.',
  },
];

export const COMPARISON_SLUGS = COMPARISONS.map((comparison) => comparison.slug);
