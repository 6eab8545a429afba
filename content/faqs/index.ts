/** All FAQ topics; each file holds one topic's questions and answers. */
import { aftercare } from './aftercare';
import { airConditioning } from './air-conditioning';
import { boiler } from './boiler';
import { general } from './general';
import { heatPumps } from './heat-pumps';
import { payments } from './payments';
import { repairs } from './repairs';
import { solar } from './solar';

export const faqTopics = [general, boiler, airConditioning, heatPumps, solar, repairs, aftercare, payments];
