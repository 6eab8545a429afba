import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask after a new boiler is fitted: servicing, warranties, cover and paperwork. */
export const aftercare: FaqTopicContent = {
  topic: 'aftercare',
  title: 'Aftercare questions',
  description:
    'Annual boiler servicing, what your warranty covers, warranty registration, boiler cover, reporting a problem, Building Regulations certificates and Benchmark.',
  intro: 'Our work does not stop when the new boiler is fitted. Here is what happens next, and how to keep your boiler and its warranty in good order.',
  items: [
    {
      question: 'How often should my boiler be serviced?',
      answer: `Once a year. An annual service by a Gas Safe registered engineer checks that the boiler burns gas safely and that the flue carries fumes away properly, and it spots worn parts before they fail. Manufacturers also make a yearly service a condition of their warranty.\n\nRead [why you should get your boiler serviced](/guides/why-get-your-boiler-serviced/), or see what our [annual boiler service](/annual-boiler-service/) includes.`,
    },
    {
      question: 'How do I book a boiler service?',
      answer: `Book online on our [book a boiler service](/book-a-boiler-service/) page, or call {{phone}} during opening hours and ask us for a price. Choose a date that suits you, and have your boiler's make and model to hand.\n\nIf we fitted your boiler, booking the service around the same time each year keeps your warranty on track and makes the date easy to remember.`,
    },
    {
      question: 'What does my boiler warranty cover?',
      answer: `A manufacturer's warranty covers faults with the boiler itself, such as a part that fails, and the repair of that fault. Terms differ between manufacturers and models, and your paperwork sets out exactly what is covered and for how long, up to {{warrantySelected}} years on selected boilers.\n\nWarranties usually exclude damage from outside causes, such as frozen pipes, debris in the system or work by someone unqualified. Every warranty needs the boiler serviced once a year by a Gas Safe registered engineer, so keep your service records.`,
    },
    {
      question: 'Do I need to register my boiler warranty?',
      answer: `No, we do it for you. After fitting, we register the boiler with the manufacturer so that your warranty starts, and the manufacturer usually sends you confirmation.\n\nKeep it with your boiler manual and the Benchmark checklist, and make sure the boiler is serviced every year so the warranty stays valid.`,
    },
    {
      question: 'What is boiler cover?',
      answer: `Our boiler cover plans are service plans that help you look after your boiler year after year and spread the cost.\n\nWhat each plan includes, what it does not and what it costs are set out on our [boiler cover page](/boiler-cover/). Read the plan terms before you sign up, and ask us if anything is unclear.`,
    },
    {
      question: 'What should I do if there is a problem after my installation?',
      answer: `Tell us straight away using our [report an issue](/report-issue/) page, or call {{phone}}. Let us know what is happening, any fault code on the boiler display and when it started.\n\nSome early problems, such as air in the radiators or a setting on the controls, can be sorted over the phone; otherwise we arrange for an engineer to come back. If you smell gas, call the National Gas Emergency Service on 0800 111 999 first.`,
    },
    {
      question: 'Will I get a Building Regulations compliance certificate?',
      answer: `Yes. Fitting a new gas boiler is notifiable work under the Building Regulations. Because our engineers are Gas Safe registered, we notify Gas Safe Register, which tells your local authority, so you do not need to apply to building control yourself.\n\nGas Safe Register then sends a Building Regulations compliance certificate to you by post. Keep it safe: a buyer's solicitor will usually ask for it when you sell your home.`,
    },
    {
      question: 'What is the Benchmark checklist?',
      answer: `The Benchmark checklist is the commissioning record that comes with your boiler, usually at the back of the manual or in digital form. When we install the boiler, the engineer fills it in with details such as gas pressure, combustion readings and water treatment, to show it was fitted and set up to the manufacturer's instructions.\n\nIt also has a service record that is updated at each annual service. Keep it with the boiler: a manufacturer may ask for it if you make a warranty claim.`,
    },
  ],
};
