/** The entry the build bundles: starts the page's behaviours (the script is deferred, so the DOM is parsed). */
import { start } from './index';

start();
