/**
 * Our own illustrations (drawn for this site: scripts/illustrations, rendered to public/images),
 * with alt text that says what a sighted visitor sees.
 */

export interface SiteImage {
  src: string;
  alt: string;
}

export const IMAGES = {
  hero: {
    src: '/images/hero/home.png',
    alt: 'Illustration of an engineer in a navy uniform holding a tablet beside a newly fitted white boiler in a bright kitchen',
  },
  boilerInstallation: {
    src: '/images/services/boiler-installation.png',
    alt: 'Illustration of an engineer fitting a new white boiler on a wall, with the old boiler boxed up beside a toolbox',
  },
  boilerRepair: {
    src: '/images/services/boiler-repair.png',
    alt: 'Illustration of an engineer kneeling at an open boiler, checking its parts with a torch and a screwdriver',
  },
  boilerServicing: {
    src: '/images/services/boiler-servicing.png',
    alt: 'Illustration of a boiler being serviced, with a flue gas analyser and a ticked checklist',
  },
  powerFlushing: {
    src: '/images/services/power-flushing.png',
    alt: 'Illustration of a radiator connected by two hoses to a power flushing pump on the floor',
  },
  heatPump: {
    src: '/images/services/heat-pump.png',
    alt: 'Illustration of an air source heat pump on a plinth against a brick house wall',
  },
  airConditioning: {
    src: '/images/services/air-conditioning.png',
    alt: 'Illustration of a wall-mounted air conditioning unit above a bed in a calm bedroom',
  },
  solar: {
    src: '/images/services/solar.png',
    alt: 'Illustration of a house with solar panels on its roof under a sunny sky',
  },
  videoSurvey: {
    src: '/images/services/video-survey.png',
    alt: 'Illustration of a hand holding a phone that shows a boiler on a video call with an engineer',
  },
  team: {
    src: '/images/team/team.png',
    alt: 'Illustration of four engineers in navy uniforms standing in front of a navy van',
  },
} as const satisfies Record<string, SiteImage>;

export type ImageKey = keyof typeof IMAGES;
