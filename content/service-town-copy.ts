import type { ServiceTownCopy } from './schemas';

/**
 * Town-page copy for each service: variants are picked by town index (lib/service-town.ts).
 *
 * Placeholders filled per town: {town}, {county}, {landmark}, {base}, {districts}; prices and
 * figures are `{{tokens}}` from lib/tokens.ts. Writing rules for these templates:
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
    localAngles: [
      `Repairs for {town} homes are handled by engineers working from our {base} base, in vans stocked with common parts for the main boiler brands. The next day repair visit for {{repairVisit}} applies here just as it does everywhere else we cover in {county}, and we confirm the visit date when you book.`,
      `Our engineers cover {districts}, and a {town} repair visit costs {{repairVisit}} wherever you are within those postcodes. When you book, tell us the make and model of your boiler and any fault code, so the engineer can bring the parts most likely to be needed and fix the fault on the first visit where possible.`,
      `Whether you live in a new build or an older house near {landmark}, our engineers repair all the major boiler brands found in {town} homes. If your boiler is old enough that parts are hard to get, we say so plainly and price both options, so you can choose between a repair and a replacement without pressure.`,
    ],
    faqs: [
      {
        question: 'How quickly can you repair a boiler for a {town} home?',
        answer: `We offer a next day repair visit for {{repairVisit}}, including VAT, and usually book it for the next working day, subject to availability. The engineer diagnoses the fault, gives you a fixed price for the repair and, when the part is on the van, fixes it there and then. If a part has to be ordered, we tell you how long it should take and arrange a time to come back and fit it.`,
      },
      {
        question: 'How much does a boiler repair cost for a {town} home?',
        answer: `The repair visit costs {{repairVisit}}, including VAT, and the engineer diagnoses the fault during it. If parts or further work are needed, you get a fixed price before anything is done, so you can decide whether to go ahead and there are no surprises on the bill.`,
      },
      {
        question: 'Should I repair or replace an old boiler in my {town} home?',
        answer: `It depends on the fault, the age of the boiler and whether parts are still made. Our engineer will tell you honestly what the repair costs and whether it is likely to be worth it. If replacing makes more sense, you get a fixed replacement price, including VAT, on the spot, and you can check prices yourself with the instant quote on our website. There is no pressure to replace a boiler that can sensibly be repaired.`,
      },
    ],
  },

  'gas-boiler-installation': {
    intros: [
      `An ageing gas boiler that needs frequent repairs, is slow to heat the house or keeps losing pressure can be a sign it is time for a new one. We fit new A-rated gas boilers in {town} homes at a fixed price, including VAT, that you see before you book. Our own Gas Safe registered engineers size the boiler to your home, fit a filter and controls, flush the system and register the warranty for you.`,
      `Gas boiler installation for {town} homes starts with a price, not a sales visit. Our instant quote gives you a fixed price, including VAT, in about a minute: Worcester Bosch from {{worcesterFrom}}, Viessmann from {{viessmannFrom}} and Vaillant from {{vaillantFrom}} for a like-for-like swap. Selected boilers come with warranties of up to {{warrantySelected}} years, and next day installation is available once the survey is done.`,
      `Here is how a new gas boiler is fitted in a {town} home. You get a fixed price from the instant quote, then we check the details with a free home survey or a {{videoSurvey}} minute video survey and confirm your quote the same day. You pick a date and pay a deposit, our Gas Safe engineers fit, test and commission the boiler, and you pay the balance when you are happy with the work.`,
    ],
    localAngles: [
      `Gas boilers for {town} homes are fitted by our own Gas Safe registered engineers, working from our {base} base. Once the survey is done, next day installation is available, so a failing boiler need not leave you without heating for long. Your price comes from the same instant quote we use for every home we cover in {county}.`,
      `We install gas boilers throughout {districts}. Enter your postcode in the instant quote for a fixed price for your {town} home, including VAT. If you are not sure whether your address is covered, call {{phone}} and we will check for you.`,
      `Whether your {town} home is a terrace, a semi or a detached house near {landmark}, the survey checks what affects the price: where the boiler sits, where the flue can go and how much hot water you use. A wall flue is {{flueWall}}, a roof flue {{flueRoof}}, and moving the boiler within the same room adds {{moveSameRoom}}, all including VAT.`,
    ],
    faqs: [
      {
        question: 'How much does a new gas boiler cost for a {town} home?',
        answer: `Our instant quote gives a fixed price including VAT. Starting prices are {{worcesterFrom}} for Worcester Bosch, {{viessmannFrom}} for Viessmann and {{vaillantFrom}} for Vaillant, for a like-for-like swap with a wall flue. The price rises if the boiler moves, needs a roof flue or you are converting to a combi, and the quote shows each part of the cost. We also beat any like-for-like written quote by {{priceMatch}}.`,
      },
      {
        question: 'How soon can a new gas boiler be fitted in my {town} home?',
        answer: `Next day installation is available once the details are confirmed. Book a free home survey or a {{videoSurvey}} minute video survey and we confirm your quote the same day. You then choose an installation date and pay a deposit. A like-for-like swap typically takes a day; conversions and boiler moves take longer, and we tell you how long before you book.`,
      },
      {
        question: 'Can I spread the cost of a new gas boiler for my {town} home?',
        answer: `Yes. Finance is available on boiler installations, with plans from {{financeMinMonths}} to {{financeMaxMonths}} months and {{financeApr}} available, subject to status and affordability checks. {{legalName}} acts as a credit broker, not a lender, and offers finance from a panel of lenders. Finance is subject to status. We will tell you the lender and show you a full representative example before you apply.`,
      },
    ],
  },

  'oil-boiler-installation': {
    intros: [
      `If your {town} home is off the gas grid and the oil boiler is getting old, noisy or thirsty, a modern condensing model can use noticeably less oil than an older non-condensing boiler. We fit replacement oil boilers with OFTEC-trained engineers, check the tank, fire valve and oil line as part of the job, and give you a written fixed price, including VAT, after a free survey.`,
      `For {town} homes that rely on heating oil, we fit replacement condensing oil boilers, indoor or external, sized to the house rather than simply matched to the old boiler. The job includes a check of the tank, fire valve and oil supply line, a safely routed flue, commissioning and warranty registration. Every oil installation is priced after a free survey, so the quote reflects your home.`,
      `Replacing an oil boiler in a {town} home starts with a free survey. Call us or request a callback, and an engineer inspects the boiler position, the flue, the tank and the oil line. You receive a written fixed-price quote, including VAT, the same day. Once you accept it, we agree a date, fit and commission the new boiler, and register the manufacturer warranty for you.`,
    ],
    localAngles: [
      `Oil boiler surveys and installations for {town} homes are carried out by engineers from our {base} base. Because an oil installation depends on the tank and supply line as much as the boiler, we always survey before we quote, and the written quote lists everything it includes.`,
      `We install oil boilers throughout {districts}. If your {town} home is off the gas grid, tell us when you call where the tank stands and where the boiler is now, and we will arrange a free survey at a time that suits you.`,
      `Whether your {town} home is a village house or a property near {landmark}, the survey checks what matters for oil: the condition and position of the tank, the fire valve, the oil line and where the flue can safely go. Anything that needs attention is listed in your written quote, so you know the full price before you agree to it.`,
    ],
    faqs: [
      {
        question: 'How much does a new oil boiler cost for a {town} home?',
        answer: `Oil boilers are priced after a free survey, because the cost depends on the boiler's output, whether it sits indoors or outside, the flue route and the state of the tank and oil line. After the survey you receive a written fixed-price quote, including VAT, the same day, so you know the full cost before you book a date.`,
      },
      {
        question: 'Will I need a new oil tank when I replace the boiler in my {town} home?',
        answer: `Not necessarily. If the tank is in good condition it can usually stay. At the survey we check the tank, its base and position, the fire valve and the oil line, and we tell you honestly if anything needs replacing or bringing up to current standards. Anything we recommend is listed and priced in the written quote, so you can decide before any work is booked.`,
      },
      {
        question: 'Should I consider a heat pump instead of an oil boiler for my {town} home?',
        answer: `It is worth considering. The Boiler Upgrade Scheme offers a {{busGrantAir}} grant towards an air source heat pump and {{busGrantGround}} towards a ground source heat pump in England and Wales (amounts last checked {{busChecked}}). The installer must be MCS certified, and the property needs a valid EPC. We will tell you honestly which option suits your home.`,
      },
    ],
  },

  'air-conditioning-installation': {
    intros: [
      `A bedroom that is too warm to sleep in, or a home office that overheats on summer afternoons, is where air conditioning earns its place. For {town} homes we fit quiet wall-mounted split systems that cool in summer and heat efficiently in spring and autumn, installed by F-gas certified engineers who handle the refrigerant safely and legally. Every system is priced after a free survey.`,
      `We install air conditioning in {town} homes room by room: a quiet indoor unit on the wall, a compact unit outside and a neat pipe run between them. Our F-gas certified engineers plan where each unit goes, with your neighbours in mind, and you get a fixed price after a free survey of the rooms. Modern split systems also work in reverse, giving efficient heating on cooler days.`,
      `Getting air conditioning fitted in your {town} home starts with telling us which rooms you want to cool or heat. We survey those rooms and the outside wall to plan the units and the pipe route, then give you a fixed price, including VAT. You choose an installation date, and our F-gas certified engineers install and commission the system and show you how to use the controls.`,
    ],
    localAngles: [
      `Air conditioning for {town} homes is surveyed and installed by F-gas certified engineers working from our {base} base. The survey is free, and we do not quote without it, because the right unit depends on the size of the room, the way it faces and where the outdoor unit can sit.`,
      `We install air conditioning throughout {districts}. If your {town} home is a flat, a listed building or in a conservation area, there may be rules about where an outdoor unit can go, so at the survey we point out anything to check with your landlord, freeholder or council before you commit.`,
      `Whether your {town} home is a bungalow or a house near {landmark}, we place the outdoor unit where it works well and stays out of the way, typically on a back or side wall, and run the pipework as neatly and discreetly as the building allows.`,
    ],
    faqs: [
      {
        question: 'How much does air conditioning cost to install in a {town} home?',
        answer: `Air conditioning is priced after a free survey, because the cost depends on how many rooms you want to cool, the size of each room, the pipe route and where the outdoor unit can go. After the survey you receive a fixed price, including VAT, before you choose an installation date.`,
      },
      {
        question: 'Can air conditioning heat my {town} home as well as cool it?',
        answer: `Yes. The split systems we fit work in reverse, so they can heat a room efficiently in spring and autumn as well as cool it in summer. They are a good way to keep a bedroom, home office or conservatory comfortable all year, but in most homes they work alongside the central heating rather than replacing it. We can talk you through the options at the survey.`,
      },
      {
        question: 'Will air conditioning be noisy in my {town} home or for the neighbours?',
        answer: `Modern indoor units are quiet, which is why they suit bedrooms and home offices. The outdoor unit makes some noise while it runs, so at the survey we choose its position with you and your neighbours in mind, away from bedroom windows and shared boundaries where the building allows. Only F-gas certified engineers may handle the refrigerant, and ours are.`,
      },
    ],
  },

  'boiler-breakdown': {
    intros: [
      `No heating, no hot water, or a boiler showing a fault code and refusing to fire: a breakdown is stressful, especially in cold weather. If your {town} home is affected, call us or request a callback. We arrange the earliest visit we can, often the next day, and if the boiler cannot be fixed, the engineer explains why and what your options are.`,
      `Our breakdown service for {town} homes is a {{repairVisit}} repair visit, including VAT, from a Gas Safe engineer trained on Worcester Bosch, Vaillant, Ideal, Glow-worm, Alpha and Viessmann boilers. Parts are priced before the work starts, and if the boiler cannot sensibly be saved you get a fixed replacement price on the spot, with next day installation available.`,
      `When a Gas Safe engineer arrives at your {town} home for a breakdown, the first job is to make the boiler safe. They then test it to find the fault, tell you in plain English what has failed and give you a price for the parts before starting. Whenever the parts are on the van, the repair is done there and then, and the boiler is tested before the engineer leaves.`,
    ],
    localAngles: [
      `Breakdown visits for {town} homes are covered by engineers from our {base} base, whose vans carry common parts for the main boiler brands, so most faults are fixed on the first visit. When you call, tell us the boiler make and any fault code, so the engineer arrives prepared.`,
      `We attend breakdowns throughout {districts}. Whether your {town} home has lost heating, hot water or both, the visit costs the same {{repairVisit}}, including VAT, and you agree the cost of any parts before the engineer starts the repair.`,
      `Cold weather puts boilers under the most strain, whether they heat a new build or an older house near {landmark}. Once your {town} boiler is working again, an annual service is the best way to catch worn parts before they fail, and you can book one with us.`,
    ],
    faqs: [
      {
        question: 'My {town} home has no heating or hot water: what should I check first?',
        answer: `Check the boiler has power and the timer and thermostat are calling for heat. Look at the pressure gauge: most boilers need around 1 to 1.5 bar when cold, and a low reading can often be topped up with the filling loop, following the boiler's manual. In freezing weather a frozen condensate pipe is a common cause, and pouring warm (not boiling) water over it can thaw it. If none of this helps, book a repair visit for {{repairVisit}}.`,
      },
      {
        question: 'What should I do if I smell gas at my {town} home?',
        answer: `Call the National Gas Emergency Service straight away on 0800 111 999, which is free to call at any time. Open doors and windows, turn off the gas at the meter if you can do so safely, and do not use light switches, electrical appliances or naked flames. If your carbon monoxide alarm sounds, open windows, turn off gas appliances, get everyone into fresh air, call the same number and seek medical advice if anyone feels unwell. Only a Gas Safe registered engineer should then work on the boiler.`,
      },
      {
        question: 'What happens if my {town} boiler is beyond repair?',
        answer: `If the engineer finds the boiler is beyond economic repair, or unsafe to use, we explain why and give you a fixed replacement price, including VAT, on the spot. Next day installation is available, so you are not left without heating for longer than necessary. You are never obliged to go ahead, and if you have a like-for-like written quote from another installer, we will beat it by {{priceMatch}}.`,
      },
    ],
  },

  'lpg-boiler-installation': {
    intros: [
      `If your {town} home is not on mains gas and runs on LPG, an old, inefficient boiler wastes fuel you have already paid for. We fit LPG-rated condensing boilers using Gas Safe engineers qualified for LPG, check the regulator and supply pipework as part of the job, and give you a written fixed price, including VAT, after a free survey.`,
      `For {town} homes on LPG, we fit combi, system and regular LPG boilers from leading manufacturers, each LPG-rated and set up for your supply. Our Gas Safe engineers are qualified for LPG as well as natural gas, and before the boiler is commissioned they check the supply pressure and that the tank installation meets current rules.`,
      `Replacing an LPG boiler in a {town} home follows four steps. Call or request a callback to book a free survey; an engineer checks the boiler position, flue, tank and supply; you receive a fixed written quote, including VAT, the same day; and we install, test and register the new boiler on a date that suits you.`,
    ],
    localAngles: [
      `LPG installations for {town} homes are surveyed and fitted by engineers from our {base} base who are qualified to work on LPG as well as natural gas. We plan access to the tank and supply pipework at the survey, so the installation day runs smoothly and the price does not change.`,
      `We fit LPG boilers throughout {districts}. If your {town} home uses bulk LPG from a tank, tell us who supplies your gas when you book. Tanks are often owned and maintained by the supplier, so we check the regulator and pipework from the tank to the boiler and let you know if anything needs the supplier's attention.`,
      `Whether your {town} home is out in a village or close to {landmark}, an LPG boiler needs the same care: the right LPG-rated model, a flue in a safe position and a supply at the correct pressure. We check all three at the survey before we give you a price.`,
    ],
    faqs: [
      {
        question: 'How much does an LPG boiler cost for a {town} home?',
        answer: `LPG boilers are priced after a free survey, because the cost depends on the boiler type and output, the flue route and the condition of the supply. You receive a fixed written quote, including VAT, the same day as the survey, so you know the full cost before you book an installation date.`,
      },
      {
        question: 'Can an ordinary gas boiler run on LPG in my {town} home?',
        answer: `Only if the manufacturer approves it for LPG. Some boilers are made as LPG models, and others can be converted with the manufacturer's own conversion kit. Either way, the boiler must be set up and commissioned for LPG by a Gas Safe registered engineer qualified to work on LPG, because LPG burns differently and is supplied at a different pressure from mains gas. A natural gas boiler must never be connected to LPG without that conversion.`,
      },
      {
        question: 'Would a heat pump be a better option than LPG for my {town} home?',
        answer: `It can be, depending on the house. The Boiler Upgrade Scheme offers a {{busGrantAir}} grant towards an air source heat pump and {{busGrantGround}} towards a ground source heat pump in England and Wales (amounts last checked {{busChecked}}). The installer must be MCS certified, and the property needs a valid EPC. We will give you honest advice on both options.`,
      },
    ],
  },

  'worcester-boiler-installation': {
    intros: [
      `If you have settled on a Worcester Bosch boiler for your {town} home, it pays to have it fitted by an accredited installer. As an accredited Worcester Bosch installer, we can offer extended warranties of up to {{warrantySelected}} years on selected Greenstar boilers fitted with a system filter, registered for you on the day of installation. Fixed prices start from {{worcesterFrom}}, including VAT.`,
      `We fit the Worcester Bosch Greenstar range in {town} homes: Greenstar 2000 combis for smaller homes, and Greenstar 4000 system and regular boilers for homes with a hot water cylinder. Each boiler is sized to your home, not guessed, and priced with our instant quote, from {{worcesterFrom}} including VAT for a like-for-like swap with a wall flue.`,
      `A new Worcester Bosch boiler for your {town} home takes four steps. Get your fixed price with the instant quote, then confirm the details with a free home survey or a {{videoSurvey}} minute video survey and receive your quote the same day. Choose your installation date and pay a deposit, and our Gas Safe engineers fit and commission the boiler and register the warranty for you.`,
    ],
    localAngles: [
      `Worcester Bosch installations for {town} homes are fitted by our Gas Safe engineers from our {base} base, with next day installation available once the survey is done. We register the warranty with Worcester Bosch on the day, so you do not have to remember to do it yourself.`,
      `We install Worcester Bosch boilers throughout {districts}. Start with the instant quote for a fixed price, including VAT, or call {{phone}} and ask for a Worcester Bosch quote for your {town} home if you would rather talk it through.`,
      `Whether you live in a flat, a family semi or a larger house near {landmark}, there is a Greenstar boiler to suit. Smaller {town} homes with one bathroom usually suit a combi, while homes where two or more baths or showers run at once need a system or regular boiler with a cylinder.`,
    ],
    faqs: [
      {
        question: 'How much does a Worcester Bosch boiler cost for a {town} home?',
        answer: `Fixed prices start from {{worcesterFrom}}, including VAT, for a like-for-like swap with a wall flue. The instant quote gives your own price in about a minute, based on your home and where the boiler goes. A roof flue, moving the boiler or converting to a combi adds to the price, and the quote shows each cost separately. We also beat any like-for-like written quote by {{priceMatch}}.`,
      },
      {
        question: 'What warranty comes with a Worcester Bosch boiler fitted in my {town} home?',
        answer: `Because we are an accredited Worcester Bosch installer, extended warranties are available: up to {{warrantySelected}} years on selected Greenstar boilers fitted with a system filter. The exact length depends on the model, and we confirm it in your quote. We register the warranty for you on installation day. To keep it valid, the boiler needs a service every year by a Gas Safe registered engineer, in line with the manufacturer's terms.`,
      },
      {
        question: 'Which Worcester Bosch boiler is right for my {town} home?',
        answer: `It depends mainly on how much hot water you use at once. A Greenstar combi suits most homes with one bathroom and gives hot water on demand. If two or more baths or showers need to run at the same time, a combi is not suitable, and we recommend a Greenstar system or regular boiler with a cylinder. We size the output from your flow rate, bedrooms and radiators, not by guesswork.`,
      },
    ],
  },

  'combi-boiler-installation': {
    intros: [
      `A hot water cylinder that takes time to heat, a cold water tank in the loft and an airing cupboard you cannot use for anything else are all reasons to consider a combi boiler. A combi heats water on demand from the mains, so in a {town} home with one bathroom it can free up space and cut wasted heat. We fit new combis and convert regular and back boiler systems.`,
      `We install combi boilers in {town} homes at a fixed price, including VAT, either as a straight swap for an old combi or as a conversion from a regular or back boiler system. Labour is {{labourSwap}} for a like-for-like swap and {{labourConversion}} for a conversion, when we also take out the loft tanks and cylinder. Every combi is sized to your flow rate and bedrooms.`,
      `Getting a combi fitted in your {town} home starts with a few questions in the instant quote, which gives you a fixed price straight away. At the survey we check your mains flow rate and where the boiler will go. Then you pick a date, often the next day for a straight swap, and we install, flush and commission the combi and show you how to use the controls.`,
    ],
    localAngles: [
      `Combi installations for {town} homes are fitted by our own Gas Safe engineers working from our {base} base. A straight swap for an existing combi is often possible the next day once the survey is done; a conversion takes longer because the tanks, cylinder and pipework change, and we tell you how long before you book.`,
      `We fit combi boilers throughout {districts}. Mains water flow can vary from one home to the next, so before recommending a combi for your {town} home we check the flow rate at the survey. If it is too low for a combi to work well, we will say so and suggest a system boiler instead.`,
      `Whether your {town} home is a flat, a bungalow or a house near {landmark}, a combi usually suits homes where one bath or shower runs at a time. If two or more baths or showers may run at once, we recommend a system or regular boiler instead, because a combi cannot supply them all well.`,
    ],
    faqs: [
      {
        question: 'Is a combi boiler right for my {town} home?',
        answer: `A combi suits most homes where only one bath or shower runs at a time. It is not suitable if two or more baths or showers need to be used simultaneously; in that case we recommend a system or regular boiler with a cylinder. We also check your mains flow rate, because a combi can only deliver as much hot water as the mains supply allows.`,
      },
      {
        question: 'How much does a combi conversion cost for a {town} home?',
        answer: `Labour for a conversion is {{labourConversion}}, including VAT, compared with {{labourSwap}} for a like-for-like swap, because the tanks, cylinder and pipework change. Replacing a back boiler is priced as a conversion too. The boiler and flue are added on top, for example {{flueWall}} for a wall flue or {{flueRoof}} for a roof flue, and the instant quote adds it all up into one fixed price.`,
      },
      {
        question: 'Will a combi boiler give good shower pressure in my {town} home?',
        answer: `A combi supplies hot water at mains pressure, so showers are often stronger than with a gravity-fed tank system. How strong depends on your mains flow rate and pressure, which is why we measure the flow at the survey and size the combi to it. If your mains supply is weak, we tell you before you commit and suggest the best option for your home.`,
      },
    ],
  },

  'worcester-oil-boiler-installation': {
    intros: [
      `If your {town} home is off the gas grid and you want an oil boiler you can rely on, a Worcester Bosch Greenstar oil boiler is a strong choice. These condensing models use less oil than older non-condensing boilers, and they come in indoor and external versions, so there is usually one to suit where the old boiler stood. We fit them with OFTEC-trained engineers after a free survey.`,
      `We supply and fit Worcester Bosch Greenstar Heatslave and Danesmoor oil boilers for {town} homes. Broadly, Heatslave models give hot water on demand, like a combi, while Danesmoor models suit homes with a hot water cylinder; both come in indoor and external versions. As an accredited installer we register the extended manufacturer warranty for you, and every job includes a check of the tank, fire valve and oil line.`,
      `Here is how a Worcester Bosch oil boiler is fitted in a {town} home. Book a free survey by phone or callback; the engineer inspects the boiler position, flue and oil supply; you receive a written fixed-price quote, including VAT, the same day; and we install and commission the boiler and register the Worcester Bosch warranty for you.`,
    ],
    localAngles: [
      `Worcester Bosch oil installations for {town} homes are surveyed and fitted by OFTEC-trained engineers from our {base} base. An oil installation depends on the tank and supply line as much as the boiler, so we always survey before quoting, and the written quote lists everything it includes.`,
      `We fit Greenstar oil boilers throughout {districts}. When you call, tell us whether your current {town} boiler is inside or outside and where the tank is, and we will arrange a free survey to confirm which Greenstar model suits the house.`,
      `Whether your {town} home is a village property or a house near {landmark}, an external Greenstar oil boiler can free up space indoors, while an indoor model keeps the boiler out of the weather. We talk through both at the survey and recommend the one that suits the house.`,
    ],
    faqs: [
      {
        question: 'How much does a Worcester Bosch oil boiler cost for a {town} home?',
        answer: `Worcester Bosch oil boilers are priced after a free survey, because the cost depends on the model and output, whether it sits indoors or outside, the flue route and the condition of the tank and oil line. You receive a written fixed-price quote, including VAT, the same day as the survey, so you know the full cost before you book.`,
      },
      {
        question: 'Should I choose an indoor or external Worcester Bosch oil boiler for my {town} home?',
        answer: `An external model sits outside in a weatherproof casing, which frees up space indoors and keeps burner noise out of the house. An indoor model is protected from the weather and often suits a kitchen or utility room. The right choice depends on where the current boiler, tank and flue are, and we recommend one at the survey.`,
      },
      {
        question: 'What warranty do I get on a Worcester Bosch oil boiler for my {town} home?',
        answer: `As an accredited Worcester Bosch installer we can offer an extended manufacturer warranty on Greenstar oil boilers, and we register it for you on the day of installation. The length depends on the model, so we confirm it in your written quote. To keep it valid, the boiler needs servicing every year by a suitably qualified oil engineer, in line with the manufacturer's terms.`,
      },
    ],
  },
};
