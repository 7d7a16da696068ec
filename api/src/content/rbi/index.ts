import type { NbfcType } from 'shared-contracts';
import type { RbiBank } from '../types';
import { baseLayerBank } from './base';
import { cicBank } from './cic';
import { hfcBank } from './hfc';
import { middleLayerBank } from './middle';
import { upperLayerBank } from './upper';

/** The RBI question bank for each NBFC type a company declares (spec 001 section 9). */
export const rbiBanks: Record<NbfcType, RbiBank> = {
  'Base layer': baseLayerBank,
  'Middle layer': middleLayerBank,
  'Upper layer': upperLayerBank,
  'Core Investment Companies': cicBank,
  'Housing Finance Companies': hfcBank,
};
