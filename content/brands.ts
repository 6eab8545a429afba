/**
 * The seven manufacturers we install (docs/product.md §2.1 brand routes). Logos on the site are our own
 * text wordmarks in `colour`, never copies of the manufacturers' artwork.
 */
import { WARRANTY_MANUFACTURER_MAX_YEARS, WARRANTY_SELECTED_YEARS } from './pricing';
import type { Brand } from './schemas';

export const brands: Brand[] = [
  {
    slug: 'worcester-bosch',
    name: 'Worcester Bosch',
    colour: '#b91c1c',
    summary:
      'Worcester Bosch has built boilers in Worcester since 1962 and is the brand UK home owners ask for most. As an accredited installer we can offer extended Greenstar warranties that a non-accredited fitter cannot.',
    whatWeInstall: [
      'Greenstar 2000 combi boilers for smaller homes',
      'Greenstar 4000 system and regular boilers for homes with a hot water cylinder',
      'Greenstar oil boilers, indoor and external, for homes off the gas grid',
    ],
    warranty: `Extended warranties of up to ${WARRANTY_SELECTED_YEARS} years on selected Greenstar boilers when fitted by an accredited installer with a system filter.`,
  },
  {
    slug: 'vaillant',
    name: 'Vaillant',
    colour: '#047857',
    summary:
      'Vaillant is a German manufacturer with a long record for quiet, well-made boilers. Its ecoTEC range is our premium choice for combi, system and regular installations.',
    whatWeInstall: [
      'ecoTEC pro and ecoTEC plus combi boilers',
      'ecoTEC exclusive combi boilers for larger homes',
      'ecoTEC plus regular boilers for homes that keep a cold water tank',
    ],
    warranty: `Manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years when the installation is registered with Vaillant.`,
  },
  {
    slug: 'ideal-heating',
    name: 'Ideal Heating',
    colour: '#1d4ed8',
    summary:
      'Ideal Heating has made boilers in Hull for over a century, a few miles from our Hull base. The Logic Max range is a dependable, good-value choice with parts easy to get hold of.',
    whatWeInstall: [
      'Logic Max Combi2 boilers',
      'Logic Max Heat regular boilers',
      'Logic Max System boilers',
    ],
    warranty: `Manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years on Logic Max boilers, depending on the model.`,
  },
  {
    slug: 'glow-worm',
    name: 'Glow-worm',
    colour: '#c2410c',
    summary:
      'Glow-worm is part of the same group as Vaillant and makes compact, affordable boilers in Derbyshire. Its Energy system boilers are our standard choice for homes with a cylinder.',
    whatWeInstall: [
      'Energy system boilers from 12 to 30 kW',
      'Energy combi boilers for flats and smaller homes',
    ],
    warranty: `Manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years on the Energy range, depending on the model.`,
  },
  {
    slug: 'alpha',
    name: 'Alpha',
    colour: '#6d28d9',
    summary:
      'Alpha makes compact combi and system boilers that fit into small kitchen cupboards. We fit Alpha boilers on request after a survey, at a written fixed price.',
    whatWeInstall: [
      'E-Tec Plus combi boilers',
      'E-Tec system boilers',
    ],
    warranty: `Manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years when the boiler is registered and serviced every year.`,
  },
  {
    slug: 'viessmann',
    name: 'Viessmann',
    colour: '#b45309',
    summary:
      'Viessmann is a family-owned German manufacturer known for its stainless steel heat exchangers. The Vitodens range brings that build quality to an affordable price.',
    whatWeInstall: [
      'Vitodens 100-W combi boilers',
      'Vitodens 200-W combi and system boilers for larger homes',
    ],
    warranty: `Manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years on Vitodens boilers fitted by a Viessmann partner.`,
  },
  {
    slug: 'daikin',
    name: 'Daikin',
    colour: '#0e7490',
    summary:
      'Daikin is one of the world\'s largest makers of heat pumps and air conditioning. We install Daikin Altherma air source heat pumps and Daikin split air conditioning.',
    whatWeInstall: [
      'Altherma air source heat pumps, eligible for the Boiler Upgrade Scheme grant',
      'Wall-mounted split air conditioning units for bedrooms and living rooms',
    ],
    warranty: 'Manufacturer warranties on Altherma heat pumps and split air conditioning when registered with Daikin; your survey quote states the exact term.',
  },
];
