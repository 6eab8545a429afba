/**
 * SAMPLE COPY: these eight reviews are written by us to show the layout until the business supplies
 * real reviews with the customers' permission. Every one is marked `sample: true`, labelled
 * "Sample review" wherever it is shown, and listed by the build's placeholder report.
 * Location pages rotate through them by location index (docs/product.md §2.3: 8 review texts).
 */
import type { Review } from './schemas';

export const reviews: Review[] = [
  {
    author: 'Karen W.', town: 'Grimsby', rating: 5, service: 'Combi boiler installation', sample: true,
    text: 'The instant quote price was exactly what we paid. The engineers arrived at eight, had the old back boiler out by lunch and the new combi running by four, and they left the kitchen cleaner than they found it.',
  },
  {
    author: 'David P.', town: 'Hull', rating: 5, service: 'Boiler repair', sample: true,
    text: 'Our boiler stopped on a Sunday night. I requested a callback, they rang first thing Monday and an engineer fixed a failed fan the same afternoon. Clear price up front and no upselling.',
  },
  {
    author: 'Sarah and Tom B.', town: 'Worksop', rating: 5, service: 'System boiler installation', sample: true,
    text: 'With two bathrooms we were told a combi would struggle, which nobody else had mentioned. The system boiler and new cylinder they fitted means we can both shower at once.',
  },
  {
    author: 'Margaret H.', town: 'Cleethorpes', rating: 5, service: 'Annual boiler service', sample: true,
    text: 'Polite, on time and tidy. The engineer explained what he was checking as he went and sent the service record by email the same evening.',
  },
  {
    author: 'Imran S.', town: 'Doncaster', rating: 5, service: 'Video survey', sample: true,
    text: 'The video survey took about fifteen minutes on my phone and I had a written quote that afternoon. Installation was booked for the following week.',
  },
  {
    author: 'Julie R.', town: 'Scunthorpe', rating: 5, service: 'Power flushing', sample: true,
    text: 'Half our radiators were cold at the bottom. After the power flush the whole house heats up evenly and the boiler is noticeably quieter.',
  },
  {
    author: 'Peter L.', town: 'Chesterfield', rating: 5, service: 'Gas boiler installation', sample: true,
    text: 'They matched a quote I had from a national company and beat it, and the work was done by their own engineers rather than a subcontractor.',
  },
  {
    author: 'Amy C.', town: 'Beverley', rating: 5, service: 'Heat pump advice', sample: true,
    text: 'They were honest that our house needed better insulation before a heat pump would make sense, and fitted an efficient boiler in the meantime. Refreshing advice.',
  },
];
