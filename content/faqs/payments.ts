import { FINANCE_APR } from '../pricing';
import type { FaqTopicContent } from '../schemas';

/** Questions home owners ask about paying: deposits, methods, finance, VAT, offers and cancelling. */
export const payments: FaqTopicContent = {
  topic: 'payments',
  title: 'Payment and finance questions',
  description:
    `How deposits and final payments work, the ways you can pay, ${FINANCE_APR} finance, VAT, our price match, the weekly offer and your right to cancel.`,
  intro: 'Clear answers about paying for a new boiler or other work, so you know exactly what you pay and when.',
  items: [
    {
      question: 'How do the deposit and final payment work?',
      answer: `Once your survey is done and you have chosen an installation date, you pay a deposit to book it. You pay the balance when the job is finished, everything is working and you are happy with it.\n\nWe send you a secure payment link when each payment is due, and you can also pay through our [payment page](/payment/).`,
    },
    {
      question: 'How can I pay?',
      answer: `You can pay by bank transfer, or by card through a secure payment link from our payment provider. Card details are never entered on this website: the payment link takes you to the provider's own secure page.\n\nIf you are ever unsure whether a request for payment really comes from us, call us on {{phone}} before you pay.`,
    },
    {
      question: 'Do you offer finance?',
      answer: `Yes. Finance is available on installations, with plans from {{financeMinMonths}} to {{financeMaxMonths}} months and {{financeApr}} available, subject to status and affordability checks.\n\n{{legalName}} acts as a credit broker, not a lender, and offers finance from a panel of lenders. Finance is subject to status. We will tell you the lender and show you a full representative example before you apply. See our [boiler finance page](/boiler-finance/) for more.`,
    },
    {
      question: 'Do your prices include VAT?',
      answer: `Yes. Every price on this website and in our quotes includes VAT, so there is nothing to add on top. That covers the fixed price from the instant quote, the repair visit and extras such as moving the boiler or a new flue.\n\nSome energy-saving installations, such as heat pumps and solar panels, currently qualify for a lower rate of VAT. Where that applies, your quote uses it.`,
    },
    {
      question: 'How does your price match promise work?',
      answer: `If you have a written quote from another installer for a like-for-like boiler installation, meaning the same boiler and the same work, send it to us and we will beat it by {{priceMatch}}.\n\nThe price match applies to boiler installations, and it cannot be combined with our weekly installation offer on the same job.`,
    },
    {
      question: 'How does the weekly offer work?',
      answer: `Book a new boiler installation before the countdown at the top of the page ends and we take {{offerPercent}} off the fixed installation price in your quote, including VAT. The countdown resets at {{offerEnds}}.\n\nThe offer applies to new boiler installations booked with a deposit. It does not cover repairs, servicing or service plans, and it cannot be combined with the price match. Full terms are on our [offers page](/offers/).`,
    },
    {
      question: 'Can I cancel after I have agreed to go ahead?',
      answer: `If you agreed the contract online, by phone or away from our premises, for example in your home, the Consumer Contracts Regulations give you a 14-day cancellation period, starting from the day the contract is agreed. You do not have to give a reason.\n\nIf you ask us to start work within those 14 days and then cancel, you may have to pay for the work done up to that point. To cancel, call or email us. Our [terms](/terms/) set out the details.`,
    },
    {
      question: 'What if the survey finds work that was not in my quote?',
      answer: `Your instant quote is based on what you tell us about your home. If the survey finds something different, for example the flue cannot go where expected or the boiler needs to move, we tell you what is needed and what it costs before any extra work is done.\n\nYou can then go ahead, change the plan or decline the extra work. We never carry out extra work you have not agreed to.`,
    },
  ],
};
