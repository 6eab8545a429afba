import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask about a new boiler: type, size, fitting time, moves, flues and warranties. */
export const boiler: FaqTopicContent = {
  topic: 'boiler',
  title: 'Boiler installation questions',
  description:
    'Which boiler type and size you need, how long fitting takes, fixed prices for moving a boiler, flues and combi conversions, back boilers, brands and warranties.',
  intro: 'Straight answers to the questions we are asked most before a new boiler goes in. Every price on this page is fixed and includes VAT.',
  items: [
    {
      question: 'Which type of boiler do I need?',
      answer: `There are three types. A **combi** heats water on demand with no tanks or cylinder, and suits most flats and homes with one bathroom. A **system** boiler heats a hot water cylinder, so it suits homes with two or more bathrooms. A **regular** (conventional) boiler also uses a cylinder, plus a cold water tank in the loft, and is common in older homes.\n\nA combi is not suitable if two or more baths or showers need to run at the same time. Our guide to [combi, system and regular boilers](/guides/combi-vs-system-vs-regular-boiler/) explains the differences.`,
    },
    {
      question: 'What size boiler do I need?',
      answer: `A boiler's size is its output in kilowatts (kW). For a combi, it depends mostly on how much hot water you need at once, so we look at bedrooms, bathrooms and your mains water flow. For a system or regular boiler, the number of radiators matters most.\n\nThe [instant quote](/instant-quote/) asks these questions and picks the size for you, and the survey confirms it. An oversized boiler costs more and heats your home no better. Read more in [what size boiler do I need](/guides/what-size-boiler-do-i-need/).`,
    },
    {
      question: 'How long does a boiler installation take?',
      answer: `A like-for-like swap, with the new boiler in the same place, is usually done in a day. A combi conversion, a back boiler replacement or a move to another room involves more pipework and can take two or three days.\n\nYou will be without heating and hot water for some of that time, and we tell you what to expect at the survey. Our guide on [how long a boiler installation takes](/guides/how-long-does-a-boiler-installation-take/) goes through each stage.`,
    },
    {
      question: 'Can you move my boiler, and what does it cost?',
      answer: `Yes. Moving the boiler is a fixed extra on top of the installation price:\n\n- within the same room: {{moveSameRoom}}\n- to another room on the same floor: {{moveSameFloor}}\n- to another floor: {{moveAnotherFloor}}\n- into the loft or attic: {{moveLoft}}\n\nThese prices include VAT, and the instant quote adds the right one when you tell it where the boiler is going. The new position needs a safe flue route, and a loft position needs safe access for servicing, which we check at the survey.`,
    },
    {
      question: 'How much does a new flue cost?',
      answer: `The flue carries waste gases out of your home, and the price depends on its route:\n\n- a horizontal flue straight out through an outside wall: {{flueWall}}\n- a vertical flue up through the roof: {{flueRoof}}, or {{flueRoofBungalow}} on a bungalow\n- a wall flue that ends near a window or door needs a plume kit or a longer run, which adds {{flueNearWindow}}\n\nAll prices include VAT. A flue must keep set distances from windows, doors and boundaries, and our engineer confirms the route at the survey.`,
    },
    {
      question: 'Why does a combi conversion cost more than a straight swap?',
      answer: `Labour for a straight swap, where the new boiler is the same type in the same place, is {{labourSwap}}. Labour for a conversion is {{labourConversion}}: that applies when you change from a system or regular boiler to a combi, and when we replace a back boiler.\n\nA conversion is much more work. We take out the hot water cylinder and the loft tanks, change the pipework and often fit a new flue. Both labour prices include VAT.`,
    },
    {
      question: 'Can you replace my old back boiler?',
      answer: `Yes. A back boiler sits in the fireplace behind a gas fire and is very inefficient by today's standards. We take out the back boiler and any cylinder and tanks that go with it, safely disconnect the old gas supply, and fit a modern boiler, usually a combi, in a new position. We explain at the survey how the fireplace will be left.\n\nLabour is {{labourConversion}} including VAT, plus the fixed cost of the new boiler position and flue. Read more about [back boiler replacement](/back-boiler/).`,
    },
    {
      question: 'Which boiler brands do you fit, and what warranty do I get?',
      answer: `We fit Worcester Bosch, Vaillant, Ideal Heating, Glow-worm, Alpha and Viessmann boilers, and we are an accredited Worcester Bosch installer in Lincolnshire. Compare them on our [brands page](/brands/).\n\nWarranties run up to {{warrantySelected}} years on selected boilers, and every premium installation comes with {{warrantyPremium}} years. Other manufacturer warranties run up to {{warrantyManufacturer}} years. Your quote shows the exact term for your boiler, and every warranty needs a yearly service to stay valid.`,
    },
    {
      question: 'Do you take the old boiler away, and do I need a filter or power flush?',
      answer: `Yes, we remove your old boiler and any tanks we take out, and dispose of them responsibly, so there is nothing left for you to deal with.\n\nWe fit a magnetic system filter with your new boiler to catch sludge before it reaches the boiler, and clean the system as part of the installation. If the survey shows heavy sludge, for example radiators that stay cold at the bottom, we may recommend a [power flush](/power-flushing/), which we price after the survey.`,
    },
  ],
};
