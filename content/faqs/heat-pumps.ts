import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask about heat pumps: the grant, suitability, running costs, radiators and MCS. */
export const heatPumps: FaqTopicContent = {
  topic: 'heat-pumps',
  title: 'Heat pump questions',
  description:
    'The Boiler Upgrade Scheme grant, whether your home suits a heat pump, running costs, radiators, noise, space, MCS certification and Daikin Altherma.',
  intro: 'A heat pump is a big decision, and the right answer depends on your home. These are the questions we hear most, answered plainly.',
  items: [
    {
      question: 'Can I get a grant for a heat pump?',
      answer: `Yes, if you are eligible. The government's Boiler Upgrade Scheme gives {{busGrantAir}} towards an air source heat pump and {{busGrantGround}} towards a ground source heat pump in England and Wales (amounts last checked {{busChecked}}).\n\nYou need to own the home and be replacing fossil fuel heating such as gas, oil or LPG, and the property needs a valid Energy Performance Certificate (EPC). An MCS certified installer must fit the heat pump, and the installer applies for the grant and takes it off your price. Read [the Boiler Upgrade Scheme explained](/guides/boiler-upgrade-scheme-explained/) or the rules on [GOV.UK](https://www.gov.uk/apply-boiler-upgrade-scheme).`,
    },
    {
      question: 'Is my home suitable for a heat pump?',
      answer: `Many homes, including older ones, can work well with a heat pump. The better insulated your home is, the smaller the heat pump it needs and the less it costs to run. We look at your insulation, windows, radiators, space for the outdoor unit and a hot water cylinder, and your electricity supply.\n\nIf your EPC recommends loft or cavity wall insulation, it usually makes sense to do that first. Our guide [is my home ready for a heat pump?](/guides/is-my-home-ready-for-a-heat-pump/) takes you through the checks.`,
    },
    {
      question: 'How much does a heat pump cost to run?',
      answer: `It depends mainly on how well insulated your home is, how the system is designed, the temperature the water runs at, how you use your heating and your electricity tariff. A system designed to run at a low water temperature is much more efficient than one that has to run hot.\n\nSome energy suppliers offer tariffs aimed at heat pump owners, which are worth comparing. We would rather not guess at a figure: after the survey we can talk you through what will affect the running cost in your home.`,
    },
    {
      question: 'Will I need new radiators with a heat pump?',
      answer: `Possibly some. A heat pump works best with water at a lower temperature than a boiler uses, so a radiator has to be larger to give out the same heat. In many homes some radiators can stay, while those in colder rooms are swapped for bigger ones.\n\nA room-by-room heat loss calculation shows which radiators are big enough, and your quote lists any that need changing. Narrow or older pipework sometimes needs upgrading too.`,
    },
    {
      question: 'Are heat pumps noisy?',
      answer: `The outdoor unit makes a low hum from its fan and compressor, and it is louder when it works hard in cold weather. Indoors you hear very little.\n\nWe place the outdoor unit away from your bedroom windows and your neighbours' where we can. To be fitted without planning permission in England, an air source heat pump has to meet the noise limits in the MCS planning standards, and the position is checked against them when the system is designed.`,
    },
    {
      question: 'How much space does a heat pump need?',
      answer: `Outside, the unit needs a firm, level base and clear space around it so air can flow freely, usually against a side or rear wall. Inside, most heat pump systems need a hot water cylinder, so if you have a combi boiler now you will need room for one, often where an airing cupboard is or used to be.\n\nThere are also some controls and valves near the cylinder. We plan where everything goes at the survey.`,
    },
    {
      question: 'What is MCS and why does it matter?',
      answer: `MCS (the Microgeneration Certification Scheme) certifies installers and products for heat pumps and solar panels. An MCS certified installer must design the system to MCS standards, including a heat loss calculation, and register the installation when it is finished.\n\nYou need an MCS certified installation to claim the Boiler Upgrade Scheme grant, so always check. You can look up any installer on the [MCS website](https://mcscertified.com/).`,
    },
    {
      question: 'Which heat pumps do you install?',
      answer: `We install Daikin Altherma air source heat pumps. Daikin is one of the world's largest makers of heat pumps, and the Altherma range is eligible for the Boiler Upgrade Scheme grant. Read more on our [Daikin page](/brands/daikin/).\n\nThe model and size are chosen from the heat loss of your home, not guessed from the number of bedrooms, and your quote states the manufacturer's warranty term.`,
    },
    {
      question: 'How much does a heat pump cost?',
      answer: `Every heat pump is designed around the home, so we price it after a free survey rather than online. Your written quote is fixed, includes any VAT due and shows the Boiler Upgrade Scheme grant taken off if you are eligible.\n\n[Book a free survey](/book-free-survey/) or call {{phone}} to ask us for a price, and read more about [heat pumps](/heat-pump-installation/).`,
    },
  ],
};
