import type { ServiceTownCopy } from './schemas';

/**
 * Town-page copy for each service: variants are picked by town index (lib/towns/service-town.ts), and
 * the questions every town page answers from the town's facts (`townQuestions`).
 *
 * Placeholders filled per town: {town}, {county}, {landmark}, {base}, {districts}, and from the
 * town's facts (content/town-facts.ts, lib/towns/geography.ts): {journey} (how far the base is),
 * {neighbours} (the nearest towns the same base serves) and {council}; prices and figures are
 * `{{tokens}}` from lib/tokens.ts. `coastal` is added only for towns on the sea coast, and `offGas` only
 * where a share of homes off the gas grid is published for the town's council ({offGas}). Writing
 * rules for these templates:
 * - {town} is used as a describing word ("{town} homes", "your {town} home"), never "in {town}" on its
 *   own, so the catch-all "Lincolnshire area" entry reads naturally too.
 * - {landmark} always ends a sentence or is followed by a comma, because one landmark carries its
 *   own comma ("St Augustine's Church, the "King of Holderness"").
 * - Nothing claims a travel time or local knowledge that is not true of all 39 areas.
 */
export const serviceTownCopy: ServiceTownCopy = {
  'boiler-repair': {
    intros: [
      `A boiler that locks out, loses pressure or only fires up now and then is worth looking at before it stops altogether. For {town} homes we offer a next day repair visit for {{repairVisit}}, including VAT, from a Gas Safe registered engineer who finds the fault, explains it in plain English and agrees the price of any parts with you before starting. Common parts are carried on the van, so most faults are put right on the first visit.`,
      `Our boiler repair service for {town} homes is simple: one visit price of {{repairVisit}}, including VAT, a Gas Safe registered engineer who works on all the major boiler brands, and a fixed price for the repair before any work is done. If the boiler turns out not to be worth fixing, we say so honestly and give you a fixed price for a replacement, with no pressure to go ahead.`,
      `Booking a boiler repair for your {town} home takes a few minutes. Tell us what the boiler is doing and note any fault code on the display. We book a visit, usually for the next working day, and the engineer diagnoses the fault, gives you a fixed price and fixes it, then tests the boiler and checks the flue and gas pressure before leaving. The visit costs {{repairVisit}}, including VAT.`,
    ],
    localFacts: `Repair visits to {town} homes come from our {base} base. {journey} Tell us the boiler's make and any fault code when you book. The same engineers cover {neighbours}.`,
  },

  'gas-boiler-installation': {
    intros: [
      `An ageing gas boiler that needs frequent repairs, is slow to heat the house or keeps losing pressure can be a sign it is time for a new one. We fit new A-rated gas boilers in {town} homes at a fixed price, including VAT, that you see before you book. Our own Gas Safe registered engineers size the boiler to your home, fit a filter and controls, flush the system and register the warranty for you.`,
      `Gas boiler installation for {town} homes starts with a price, not a sales visit. Our instant quote gives you a fixed price, including VAT, in about a minute: Worcester Bosch from {{worcesterFrom}}, Viessmann from {{viessmannFrom}} and Vaillant from {{vaillantFrom}} for a like-for-like swap. Selected boilers come with warranties of up to {{warrantySelected}} years, and next day installation is available once the survey is done.`,
      `Here is how a new gas boiler is fitted in a {town} home. You get a fixed price from the instant quote, then we check the details with a free home survey or a {{videoSurvey}} minute video survey and confirm your quote the same day. You pick a date and pay a deposit, our Gas Safe engineers fit, test and commission the boiler, and you pay the balance when you are happy with the work.`,
    ],
    localFacts: `Gas boilers for {town} homes are surveyed and fitted by the team at our {base} base. {journey} A free survey confirms the fixed price before you choose a date. The team also fits boilers across the {council} council area and in {neighbours}.`,
    coastal: `On the coast, salt air is hard on flue terminals and outdoor pipework, so the survey for a {town} home checks where the flue and the condensate pipe can go, sheltered where possible, and what they should be made of.`,
  },

  'oil-boiler-installation': {
    intros: [
      `If your {town} home is off the gas grid and the oil boiler is getting old, noisy or thirsty, a modern condensing model can use noticeably less oil than an older non-condensing boiler. We fit replacement oil boilers with OFTEC-trained engineers, check the tank, fire valve and oil line as part of the job, and give you a written fixed price, including VAT, after a free survey.`,
      `For {town} homes that rely on heating oil, we fit replacement condensing oil boilers, indoor or external, sized to the house rather than simply matched to the old boiler. The job includes a check of the tank, fire valve and oil supply line, a safely routed flue, commissioning and warranty registration. Every oil installation is priced after a free survey, so the quote reflects your home.`,
      `Replacing an oil boiler in a {town} home starts with a free survey. Call us or request a callback, and an engineer inspects the boiler position, the flue, the tank and the oil line. You receive a written fixed-price quote, including VAT, the same day. Once you accept it, we agree a date, fit and commission the new boiler, and register the manufacturer warranty for you.`,
    ],
    localFacts: `Oil boiler surveys for {town} homes are carried out by OFTEC-trained engineers from our {base} base. {journey} The survey checks the tank, fire valve and oil line too. The same engineers survey oil installations in {neighbours}.`,
    offGas: `{offGas} Those homes are heated by oil, LPG, electricity or a heat pump instead. An oil boiler needs a tank outside, and the survey of a {town} home checks where the tank stands or could go.`,
    coastal: `Near the sea, an oil boiler's flue terminal and an external boiler's casing take the brunt of salt-laden wind, so on {town} surveys the engineer checks the boiler's position and the terminal's exposure before recommending a model.`,
  },

  'air-conditioning-installation': {
    intros: [
      `A bedroom that is too warm to sleep in, or a home office that overheats on summer afternoons, is where air conditioning earns its place. For {town} homes we fit quiet wall-mounted split systems that cool in summer and heat efficiently in spring and autumn, installed by F-gas certified engineers who handle the refrigerant safely and legally. Every system is priced after a free survey.`,
      `We install air conditioning in {town} homes room by room: a quiet indoor unit on the wall, a compact unit outside and a neat pipe run between them. Our F-gas certified engineers plan where each unit goes, with your neighbours in mind, and you get a fixed price after a free survey of the rooms. Modern split systems also work in reverse, giving efficient heating on cooler days.`,
      `Getting air conditioning fitted in your {town} home starts with telling us which rooms you want to cool or heat. We survey those rooms and the outside wall to plan the units and the pipe route, then give you a fixed price, including VAT. You choose an installation date, and our F-gas certified engineers install and commission the system and show you how to use the controls.`,
    ],
    localFacts: `Air conditioning for {town} homes is surveyed and installed by F-gas certified engineers from our {base} base. {journey} The survey measures the rooms and places the units. The same team works in {neighbours}.`,
    coastal: `Salt air corrodes outdoor units faster near the sea, so for a {town} home the survey looks for a sheltered wall for the outdoor unit and discusses units with coastal protection.`,
  },

  'boiler-breakdown': {
    intros: [
      `No heating, no hot water, or a boiler showing a fault code and refusing to fire: a breakdown is stressful, especially in cold weather. If your {town} home is affected, call us or request a callback. We arrange the earliest visit we can, often the next day, and if the boiler cannot be fixed, the engineer explains why and what your options are.`,
      `Our breakdown service for {town} homes is a {{repairVisit}} repair visit, including VAT, from a Gas Safe engineer trained on Worcester Bosch, Vaillant, Ideal, Glow-worm, Alpha and Viessmann boilers. Parts are priced before the work starts, and if the boiler cannot sensibly be saved you get a fixed replacement price on the spot, with next day installation available.`,
      `When a Gas Safe engineer arrives at your {town} home for a breakdown, the first job is to make the boiler safe. They then test it to find the fault, tell you in plain English what has failed and give you a price for the parts before starting. Whenever the parts are on the van, the repair is done there and then, and the boiler is tested before the engineer leaves.`,
    ],
    localFacts: `When a boiler breaks down in {town}, the engineer sets out from our {base} base. {journey} The visit costs {{repairVisit}}, including VAT. Breakdowns in {neighbours} are covered by the same engineers.`,
  },

  'lpg-boiler-installation': {
    intros: [
      `If your {town} home is not on mains gas and runs on LPG, an old, inefficient boiler wastes fuel you have already paid for. We fit LPG-rated condensing boilers using Gas Safe engineers qualified for LPG, check the regulator and supply pipework as part of the job, and give you a written fixed price, including VAT, after a free survey.`,
      `For {town} homes on LPG, we fit combi, system and regular LPG boilers from leading manufacturers, each LPG-rated and set up for your supply. Our Gas Safe engineers are qualified for LPG as well as natural gas, and before the boiler is commissioned they check the supply pressure and that the tank installation meets current rules.`,
      `Replacing an LPG boiler in a {town} home follows four steps. Call or request a callback to book a free survey; an engineer checks the boiler position, flue, tank and supply; you receive a fixed written quote, including VAT, the same day; and we install, test and register the new boiler on a date that suits you.`,
    ],
    localFacts: `LPG boiler surveys and installations for {town} homes are handled by Gas Safe engineers from our {base} base, qualified for LPG. {journey} The survey checks the tank or bottles and the regulator. The same engineers cover LPG homes in {neighbours}.`,
    offGas: `{offGas} A {town} home without mains gas can still have a gas boiler, run on LPG from a tank or bottles outside.`,
    coastal: `On the coast, the survey for a {town} home also checks how exposed the flue terminal and the gas supply pipework are to salt wind, and what they should be made of.`,
  },

  'worcester-boiler-installation': {
    intros: [
      `If you have settled on a Worcester Bosch boiler for your {town} home, it pays to have it fitted by an accredited installer. As an accredited Worcester Bosch installer, we can offer extended warranties of up to {{warrantySelected}} years on selected Greenstar boilers fitted with a system filter, registered for you on the day of installation. Fixed prices start from {{worcesterFrom}}, including VAT.`,
      `We fit the Worcester Bosch Greenstar range in {town} homes: Greenstar 2000 combis for smaller homes, and Greenstar 4000 system and regular boilers for homes with a hot water cylinder. Each boiler is sized to your home, not guessed, and priced with our instant quote, from {{worcesterFrom}} including VAT for a like-for-like swap with a wall flue.`,
      `A new Worcester Bosch boiler for your {town} home takes four steps. Get your fixed price with the instant quote, then confirm the details with a free home survey or a {{videoSurvey}} minute video survey and receive your quote the same day. Choose your installation date and pay a deposit, and our Gas Safe engineers fit and commission the boiler and register the warranty for you.`,
    ],
    localFacts: `Worcester Bosch boilers for {town} homes are fitted by our own Gas Safe engineers from our {base} base, and we register the manufacturer's warranty on the day. {journey} The survey confirms your instant quote's price. The same team fits Worcester Bosch boilers in {neighbours}.`,
    coastal: `For a {town} home near the sea, the survey checks the flue terminal's position and the condensate route with the salt air in mind, sheltered from the worst of the wind where the house allows.`,
  },

  'combi-boiler-installation': {
    intros: [
      `A hot water cylinder that takes time to heat, a cold water tank in the loft and an airing cupboard you cannot use for anything else are all reasons to consider a combi boiler. A combi heats water on demand from the mains, so in a {town} home with one bathroom it can free up space and cut wasted heat. We fit new combis and convert regular and back boiler systems.`,
      `We install combi boilers in {town} homes at a fixed price, including VAT, either as a straight swap for an old combi or as a conversion from a regular or back boiler system. Labour is {{labourSwap}} for a like-for-like swap and {{labourConversion}} for a conversion, when we also take out the loft tanks and cylinder. Every combi is sized to your flow rate and bedrooms.`,
      `Getting a combi fitted in your {town} home starts with a few questions in the instant quote, which gives you a fixed price straight away. At the survey we check your mains flow rate and where the boiler will go. Then you pick a date, often the next day for a straight swap, and we install, flush and commission the combi and show you how to use the controls.`,
    ],
    localFacts: `Combi boilers for {town} homes are fitted by the team at our {base} base. {journey} The survey measures your mains flow before a combi is fitted. The same team fits combis across the {council} council area and in {neighbours}.`,
    coastal: `Near the sea, the survey for a {town} home also checks where the flue and condensate pipe can go out of the worst of the salt wind, and what fittings they need.`,
  },

  'worcester-oil-boiler-installation': {
    intros: [
      `If your {town} home is off the gas grid and you want an oil boiler you can rely on, a Worcester Bosch Greenstar oil boiler is a strong choice. These condensing models use less oil than older non-condensing boilers, and they come in indoor and external versions, so there is usually one to suit where the old boiler stood. We fit them with OFTEC-trained engineers after a free survey.`,
      `We supply and fit Worcester Bosch Greenstar Heatslave and Danesmoor oil boilers for {town} homes. Broadly, Heatslave models give hot water on demand, like a combi, while Danesmoor models suit homes with a hot water cylinder; both come in indoor and external versions. As an accredited installer we register the extended manufacturer warranty for you, and every job includes a check of the tank, fire valve and oil line.`,
      `Here is how a Worcester Bosch oil boiler is fitted in a {town} home. Book a free survey by phone or callback; the engineer inspects the boiler position, flue and oil supply; you receive a written fixed-price quote, including VAT, the same day; and we install and commission the boiler and register the Worcester Bosch warranty for you.`,
    ],
    localFacts: `Worcester Bosch oil boilers for {town} homes are surveyed and fitted by OFTEC-trained engineers from our {base} base. {journey} The survey chooses an indoor or external Greenstar model. The same engineers cover {neighbours}.`,
    offGas: `{offGas} Greenstar oil boilers are made for homes like those, with indoor models for a kitchen or utility room and external models that stand outside a {town} home.`,
    coastal: `An external Greenstar model by the sea takes salt wind all year, so for a {town} home the survey weighs an indoor model against an external one with the exposure in mind.`,
  },
};

/**
 * Questions every service-in-town page answers from the town's facts, so the answers differ by
 * town. {journey}, {neighbours}, {council} and {districts} as above.
 */
export const townQuestions: readonly { question: string; answer: string }[] = [
  {
    question: 'How far are your engineers from {town}?',
    answer: '{journey} We book visits for the next working day where a slot is free, and confirm the date when you call.',
  },
  {
    question: 'Which postcodes around {town} do you cover?',
    answer: 'We cover {districts}, in the {council} council area, and our {base} engineers also cover {neighbours}. Enter your postcode in the instant quote and it tells you straight away.',
  },
];
