// Built entry of dist/site/widgets/loader.js (an IIFE): the one side effect.
import { init } from './loader';

init();
